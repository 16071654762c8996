import type { SocialLink } from "../../lib/profiles/social-links";
import { useLabels } from "../labels";
import { SocialIcon } from "./social-icon";

export function SocialButtons({ links }: { links: SocialLink[] }) {
  const { socialProfiles, newTab } = useLabels();
  return (
    <ul className="flex gap-3" aria-label={socialProfiles}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (${newTab})`}
            className="border-line bg-surface text-muted hover:border-accent hover:text-accent grid size-11 place-items-center rounded-full border transition-colors"
          >
            <SocialIcon name={link.icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
