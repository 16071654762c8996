import { FaGithub, FaLinkedin, FaXTwitter } from "react-icons/fa6";

const icons = { linkedin: FaLinkedin, github: FaGithub, x: FaXTwitter };

/**
 * The three icons Home's buttons show, the only ones the browser's bundle
 * carries: the footer's icons (profile-icon.tsx) are drawn at build time.
 */
export function SocialIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name as keyof typeof icons];
  return Icon ? <Icon aria-hidden="true" focusable="false" className={className} /> : null;
}
