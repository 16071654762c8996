import { Link } from "react-router";
import type { TagLinks } from "../../lib/tags/tag-links";
import { useNavigationProps } from "../../lib/navigation/view-transition";

/** A post's tags, each a link to its page (a plain link, with JavaScript off too). */
export function TagList({ tags, className }: { tags: TagLinks; className: string }) {
  const navigation = useNavigationProps();
  return (
    <ul className={`tag-list ${className}`} aria-label={tags.label} lang={tags.lang} dir={tags.dir}>
      {tags.items.map((tag) => (
        <li key={tag.path}>
          <Link to={tag.path} {...navigation}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
