import { Feed } from "feed";
import { z } from "zod";
import { sameLanguage } from "../../../app/lib/content/post-language.ts";
import { feedFiles } from "../../../app/lib/metadata/site-urls.ts";

// The feeds are made from the blog page's structured data (app/lib/
// structured-data.ts), which holds every post with its absolute thumbnail
// URL, so the feeds list exactly what the blog page lists. A post written on
// the site carries its whole body too (`content`), as readers show it.
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
      /** The post's language, where the page says one (app/lib/structured-data/page-graphs.ts). */
      inLanguage: z.string().optional(),
    }),
  ),
});
export type BlogNode = z.infer<typeof blogNode>;

export type FeedOptions = {
  /** The home of the feeds' pages, where the feeds live. */
  home: string;
  /** The site's home, where the favicon lives: above another language's folder (`home`). */
  siteHome?: string;
  /** The feeds' "updated" date ("YYYY-MM-DD"), fixed so a rebuild changes nothing. */
  updated?: string;
  /** The size in bytes of an image on this site, for RSS enclosures. */
  imageBytes: (url: string) => number;
  /**
   * The full HTML of a post written on the site, by its URL, for the item's
   * content (RSS content:encoded, Atom content, JSON Feed content_html);
   * undefined for a post elsewhere, whose item is its title and description.
   */
  content?: (url: string) => string | undefined;
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
    favicon: new URL("favicon-32.png", options.siteHome ?? options.home).href,
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
    const content = options.content?.(post.url);
    feed.addItem({
      id: post.url,
      link: post.url,
      title: post.headline,
      // Every format reads the description as HTML; it is plain text.
      description: post.description === undefined ? undefined : escapeHtml(post.description),
      ...(content === undefined ? {} : { content: inCdata(content) }),
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
  // An item in another language than the feed's says so where the format can
  // (Atom's xml:lang on the entry, JSON Feed 1.1's item language); RSS cannot.
  const languages = blog.blogPost.map(({ inLanguage }) =>
    inLanguage && !sameLanguage(inLanguage, blog.inLanguage) ? inLanguage : undefined,
  );
  return {
    rss: feed.rss2(),
    atom: withEntryLanguages(withLanguage(feed.atom1(), blog.inLanguage), languages),
    json: jsonFeed(feed, blog, languages),
  };
}

/**
 * Each entry's own language, its xml:lang, by the entries' order (the
 * items'). Only the markup is read: the titles and bodies are CDATA, where
 * a post about Atom may well write "<entry>".
 */
function withEntryLanguages(atom: string, languages: (string | undefined)[]): string {
  if (languages.every((language) => language === undefined)) return atom;
  let at = 0;
  return atom
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith("<![CDATA[")
        ? part
        : part.replace(/<entry>/g, () => {
            const language = languages[at++];
            return language ? `<entry xml:lang="${escapeHtml(language)}">` : "<entry>";
          }),
    )
    .join("");
}

/** Atom says its language on the root element (xml:lang), as RSS does in <language>. */
function withLanguage(atom: string, language: string): string {
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  if (!atom.includes(root)) throw new Error("The Atom feed has no root element to give a language");
  return atom.replace(
    root,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(language)}">`,
  );
}

/**
 * JSON Feed 1.1, which has a `language` (1.0 has none): the library writes
 * 1.0, so its version and the 1.1 fields are set here; `author` stays for
 * readers of 1.0, and an item in another language its own. Every item needs content_html or content_text; a post with
 * only a title (a link blog's) has its title as its text.
 */
function jsonFeed(feed: Feed, blog: BlogNode, languages: (string | undefined)[]): string {
  const written = JSON.parse(feed.json1()) as { items: Record<string, unknown>[] };
  written.items.forEach((item, index) => {
    if (item.content_html === undefined && item.content_text === undefined)
      item.content_text = item.title;
    if (languages[index]) item.language = languages[index];
  });
  const json = {
    ...written,
    version: "https://jsonfeed.org/version/1.1",
    language: blog.inLanguage,
    authors: [{ name: blog.author.name, url: blog.author.url }],
  };
  return JSON.stringify(json, null, 4);
}

/**
 * HTML that RSS and Atom can hold in CDATA: the library splits only the first
 * "]]>" (a post about XML may have more), and XML 1.0 allows no control
 * characters but tab and line breaks. "]]&gt;" reads the same in HTML.
 */
function inCdata(html: string): string {
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 refuses
  const allowed = html.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");
  return allowed.replaceAll("]]>", "]]&gt;");
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
