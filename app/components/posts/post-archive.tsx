import type { ArchiveYear } from "../../lib/content/cards";
import { ExternalLink } from "../external-link";
import { useLabels } from "../labels";
import { Phrases } from "../phrases";

/** Older posts, a line each under the year they were published. */
export function PostArchive({ years }: { years: ArchiveYear[] }) {
  const { readMore } = useLabels();
  return (
    <div className="mt-16 flex flex-col gap-12">
      {years.map(({ id, year, count, posts }) => (
        <section key={id} aria-labelledby={id}>
          <div className="post-archive-year">
            <h2 id={id}>{year}</h2>
            <p>{count}</p>
          </div>
          <ul className="post-archive">
            {posts.map((post) => (
              <li key={post.url}>
                <time dateTime={post.date.iso}>{post.date.text}</time>
                <h3 lang={post.words.lang} dir={post.words.dir}>
                  <ExternalLink href={post.url} label={post.title}>
                    <Phrases text={post.title} />
                  </ExternalLink>
                </h3>
                <ExternalLink href={post.url} label={`${readMore}: ${post.title}`}>
                  {readMore}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
