import { Feed } from "feed";
import { z } from "zod";
import { feedFiles } from "../../../app/lib/metadata/site-urls.ts";

// The feeds are made from the blog page's structured data (app/lib/
// structured-data.ts), which holds every post with its absolute thumbnail
// URL, so the feeds list exactly what the blog page lists.
const person = z.object({ name: z.string(), url: z.url() });
export const blogNode = z.object({
  "@type": z.literal("Blog"),
  url: z.url(),
  name: z.string(),
  description: z.string(),
  inLanguage: z.string(),
  image: z.url(),
  author: person,
  blogPost: z.array(
    z.object({
      headline: z.string(),
      description: z.string().optional(),
      url: z.url(),
      datePublished: z.iso.date(),
      image: z.url(),
    }),
  ),
});
export type BlogNode = z.infer<typeof blogNode>;

export type FeedOptions = {
  /** The site's home, where the feeds and the favicon live. */
  home: string;
  /** The feeds' "updated" date ("YYYY-MM-DD"), fixed so a rebuild changes nothing. */
  updated?: string;
  /** The size in bytes of an image on this site, for RSS enclosures. */
  imageBytes: (url: string) => number;
};

export type Feeds = Record<keyof typeof feedFiles, string>;

export function buildFeeds(blog: BlogNode, options: FeedOptions): Feeds {
  const url = (file: string) => new URL(file, options.home).href;
  const newest = blog.blogPost
    .map((post) => post.datePublished)
    .sort()
    .at(-1);
  const updated = options.updated ?? newest;
  const feed = new Feed({
    id: blog.url,
    link: blog.url,
    title: blog.name,
    description: blog.description,
    language: blog.inLanguage,
    image: blog.image,
    favicon: url("favicon-32.png"),
    author: { name: blog.author.name, link: blog.author.url },
    // Without a date the library writes the time of the build.
    updated: new Date(`${updated ?? "1970-01-01"}T00:00:00Z`),
    feedLinks: {
      rss: url(feedFiles.rss.file),
      atom: url(feedFiles.atom.file),
      json: url(feedFiles.json.file),
    },
  });
  for (const post of blog.blogPost) {
    const date = new Date(`${post.datePublished}T00:00:00Z`);
    feed.addItem({
      id: post.url,
      link: post.url,
      title: post.headline,
      // Every format reads the description as HTML; the content is plain text.
      description: post.description === undefined ? undefined : escapeHtml(post.description),
      date,
      published: date,
      image: {
        url: post.image,
        type: imageType(post.image),
        length: options.imageBytes(post.image),
      },
      // No per-post author: RSS wants an e-mail address there, and the feed's
      // author (every post is the owner's) covers Atom and JSON Feed.
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1(), json: withContent(feed.json1()) };
}

/**
 * JSON Feed requires content_html or content_text in every item; a post with
 * only a title (a link blog's) has its title as its text. RSS and Atom need neither.
 */
function withContent(json: string): string {
  const feed = JSON.parse(json) as { items: Record<string, unknown>[] };
  for (const item of feed.items)
    if (item.content_html === undefined && item.content_text === undefined)
      item.content_text = item.title;
  return JSON.stringify(feed, null, 4);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const imageTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

function imageType(url: string): string {
  const extension = new URL(url).pathname.split(".").at(-1)?.toLowerCase() ?? "";
  return imageTypes[extension] ?? "application/octet-stream";
}
