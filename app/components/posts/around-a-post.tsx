import { Link } from "react-router";
import type { TextDirection } from "../../lib/content/text-direction";
import { ExternalLink } from "../external-link";

/** A post named around another: where it is, its title and day, and its language when not the page's. */
type PostLinkData = {
  href: string;
  local: boolean;
  title: string;
  date: { iso: string; text: string };
  lang?: string;
  dir?: TextDirection;
};

function Title({ post }: { post: PostLinkData }) {
  const title = (
    <span lang={post.lang} dir={post.dir}>
      {post.title}
    </span>
  );
  return post.local ? (
    <Link to={post.href}>{title}</Link>
  ) : (
    <ExternalLink href={post.href} label={post.title}>
      {title}
    </ExternalLink>
  );
}

/** The series a post is part of: its name, the post's place, and every published part in order. */
export function PostSeries({
  series,
}: {
  series: { heading: string; place: string; parts: (PostLinkData & { current: boolean })[] };
}) {
  return (
    <aside className="post-series" aria-labelledby="post-series">
      <h2 id="post-series">{series.heading}</h2>
      <p>{series.place}</p>
      <ol>
        {series.parts.map((part) => (
          <li key={part.href}>
            {part.current ? (
              <span aria-current="page" lang={part.lang} dir={part.dir}>
                {part.title}
              </span>
            ) : (
              <Title post={part} />
            )}
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** Up to three posts like this one, by the tags they share, at its end. */
export function PostRelated({ related }: { related: { heading: string; posts: PostLinkData[] } }) {
  return (
    <section className="post-related" aria-labelledby="post-related">
      <h2 id="post-related">{related.heading}</h2>
      <ul>
        {related.posts.map((post) => (
          <li key={post.href}>
            <Title post={post} />
            <time dateTime={post.date.iso}>{post.date.text}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
