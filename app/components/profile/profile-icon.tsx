import {
  FaBluesky,
  FaDev,
  FaEnvelope,
  FaFileLines,
  FaGithub,
  FaGitlab,
  FaGlobe,
  FaHashnode,
  FaInstagram,
  FaLink,
  FaLinkedin,
  FaMastodon,
  FaMedium,
  FaRss,
  FaStackOverflow,
  FaThreads,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";
import { SiCodeberg } from "react-icons/si";
import type { ProfileIconName } from "../../lib/profiles/social-links";

const icons = {
  linkedin: FaLinkedin,
  github: FaGithub,
  x: FaXTwitter,
  email: FaEnvelope,
  website: FaGlobe,
  mastodon: FaMastodon,
  bluesky: FaBluesky,
  youtube: FaYoutube,
  stackoverflow: FaStackOverflow,
  resume: FaFileLines,
  rss: FaRss,
  devto: FaDev,
  medium: FaMedium,
  hashnode: FaHashnode,
  gitlab: FaGitlab,
  codeberg: SiCodeberg,
  instagram: FaInstagram,
  threads: FaThreads,
  link: FaLink,
} satisfies Record<ProfileIconName, unknown>;

export function ProfileIcon({ name, className }: { name: ProfileIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
