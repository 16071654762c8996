import { FaGithub, FaLinkedin, FaXTwitter } from "react-icons/fa6";
import type { SocialIconName } from "../lib/profiles/social-links";

const icons = { linkedin: FaLinkedin, github: FaGithub, x: FaXTwitter };

export function SocialIcon({ name, className }: { name: SocialIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
