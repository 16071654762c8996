import type { ArchiveYear } from "../../lib/content/cards";
import { ExternalLink } from "../external-link";

/** Older posts, a line each under the year they were published. */
export function PostArchive({ years }: { years: ArchiveYear[] }) {
  return (
    <div className="mt-16 flex flex-col gap-12">
      {years.map(({ year, posts }) => (
        <section key={year} aria-labelledby={`posts-${year}`}>
          <h2 id={`posts-${year}`} className="text-2xl font-semibold tracking-tight">
            {year}
          </h2>
          <ul className="post-archive">
            {posts.map((post) => (
              <li key={post.url}>
                <time dateTime={post.date.iso}>{post.date.text}</time>
                <h3 lang={post.words.lang} dir={post.words.dir}>
                  <ExternalLink href={post.url} label={post.title}>
                    {post.title}
                  </ExternalLink>
                </h3>
                <ExternalLink href={post.url} label={`Read more...: ${post.title}`}>
                  Read more...
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
