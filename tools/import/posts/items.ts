import type { AtomFeed, MediaNs, parseFeed } from "feedsmith";
import { htmlText, plainText } from "./html.ts";
import { httpUrl } from "./urls.ts";

/** One item of any kind of feed, in the terms the importer needs. */
export type FeedItem = {
  /** Plain text, entities decoded. */
  title: string;
  /** As the feed wrote it (the importer notes a link that is not http(s)). */
  link: string | undefined;
  /** The item's summary or description, as text. */
  summary: string;
  /** The article's HTML, for its first text and first image. */
  contentHtml: string | undefined;
  /** Where to look for the first image: the content, else the description (dev.to puts the article there). */
  imageHtml: string | undefined;
  /**
   * The whole article's HTML, to bring it home: RSS's content:encoded, else its
   * description (dev.to's article); Atom's content; JSON Feed's content_html
   * (content_text escaped). Undefined when the feed gives only a summary.
   */
  articleHtml: string | undefined;
  /** The summary when it is not the article itself (dev.to's description is), as text. */
  teaser: string;
  /** Its categories or tags, as written. */
  categories: string[];
  /** The date as written: the published date, else the updated one. */
  date: string | undefined;
  /** Image URLs the feed names for the item, best first (not those inside the content). */
  images: string[];
  /** What relative URLs in the item resolve against. */
  base: string;
  /** The language the item or its feed declares, as written ("en-us", "zh-cn"). */
  language: string | undefined;
  /** An export's draft, brought home on request: `draft: true`, no canonical, no alias. */
  draft?: true;
};

type AnyFeed = ReturnType<typeof parseFeed<string>>;
type Parsed<F> = Extract<AnyFeed, { format: F }>["feed"];
type Rss = NonNullable<Parsed<"rss">["items"]>[number];
type Rdf = NonNullable<Parsed<"rdf">["items"]>[number];
type Atom = NonNullable<Parsed<"atom">["entries"]>[number];
type Json = NonNullable<Parsed<"json">["items"]>[number];

export function feedItems(parsed: AnyFeed, feedUrl: string): FeedItem[] {
  switch (parsed.format) {
    case "rss":
    case "rdf": {
      // Relative links resolve against the site the feed is of (<link>), else the feed's URL.
      const base = httpUrl(parsed.feed.link, feedUrl) ?? feedUrl;
      const language =
        ("language" in parsed.feed ? parsed.feed.language : undefined) ??
        parsed.feed.dc?.languages?.[0];
      return (parsed.feed.items ?? []).map((item) => ({ ...rssItem(item, base), language }));
    }
    case "atom": {
      const site = parsed.feed.links?.find((link) => (link.rel ?? "alternate") === "alternate");
      const base = httpUrl(site?.href, feedUrl) ?? feedUrl;
      // xml:lang is inherited: an entry's own, else the feed's.
      return (parsed.feed.entries ?? []).map((entry) => ({
        ...atomEntry(entry, base),
        language: entry.xml?.lang ?? parsed.feed.xml?.lang,
      }));
    }
    case "json": {
      const base = httpUrl(parsed.feed.home_page_url, feedUrl) ?? feedUrl;
      return (parsed.feed.items ?? []).map((item) => ({
        ...jsonItem(item, base),
        language: item.language ?? parsed.feed.language,
      }));
    }
  }
}

type ItemText = Omit<FeedItem, "language">;

function rssItem(item: Rss | Rdf, base: string): ItemText {
  const guid = "guid" in item ? item.guid : undefined;
  // RSS: a guid is the post's permanent link unless isPermaLink="false".
  const permalink = guid?.isPermaLink !== false && httpUrl(guid?.value) ? guid?.value : undefined;
  const date = ("pubDate" in item ? item.pubDate : undefined) ?? item.dc?.dates?.[0];
  const enclosures = "enclosures" in item ? (item.enclosures ?? []) : [];
  return {
    title: plainText(item.title),
    link: item.link?.trim() ? item.link : permalink,
    summary: htmlText(item.description) || mediaText(item.media),
    contentHtml: item.content?.encoded,
    imageHtml: item.content?.encoded ?? item.description,
    articleHtml: item.content?.encoded ?? item.description,
    teaser: item.content?.encoded ? htmlText(item.description) : "",
    categories: [
      ...("categories" in item ? (item.categories ?? []).map((c) => c.name) : []),
      ...(item.dc?.subjects ?? []),
    ].filter((name): name is string => typeof name === "string"),
    date: date ?? item.atom?.published ?? item.atom?.updated,
    images: [
      ...mediaImages(item.media),
      ...enclosures.filter((e) => e.type?.startsWith("image/")).map((e) => e.url),
    ].flatMap((url) => httpUrl(url, base) ?? []),
    base,
  };
}

function atomEntry(entry: Atom, base: string): ItemText {
  const text = (value?: AtomFeed.Text | AtomFeed.Content) =>
    value?.type === "html" || value?.type === "xhtml"
      ? htmlText(value.value)
      : plainText(value?.value);
  const links = entry.links ?? [];
  const content = entry.content;
  return {
    title: text(entry.title),
    link: links.find((link) => (link.rel ?? "alternate") === "alternate")?.href,
    summary: text(entry.summary) || mediaText((entry as { media?: MediaNs.ItemOrFeed }).media),
    contentHtml: content?.type === "text" ? undefined : content?.value,
    imageHtml: content?.type === "text" ? undefined : content?.value,
    articleHtml: content?.type === "text" ? content.value?.replaceAll("<", "&lt;") : content?.value,
    teaser: text(entry.summary),
    categories: (entry.categories ?? [])
      .map((c) => c.label ?? c.term)
      .filter((name): name is string => typeof name === "string"),
    date: entry.published ?? entry.updated,
    images: [
      ...mediaImages((entry as { media?: MediaNs.ItemOrFeed }).media),
      ...links
        .filter((l) => l.rel === "enclosure" && l.type?.startsWith("image/"))
        .map((l) => l.href),
    ].flatMap((url) => httpUrl(url, base) ?? []),
    base,
  };
}

function jsonItem(item: Json, base: string): ItemText {
  const attachments = (item.attachments ?? []).filter((a) => a.mime_type?.startsWith("image/"));
  return {
    title: plainText(item.title),
    link: item.url ?? (httpUrl(item.id) ? item.id : undefined),
    // JSON Feed's summary and content_text are plain text by definition.
    summary: plainText(item.summary),
    contentHtml: item.content_html ?? item.content_text?.replaceAll("<", "&lt;"),
    imageHtml: item.content_html,
    articleHtml: item.content_html ?? item.content_text?.replaceAll("<", "&lt;"),
    teaser: plainText(item.summary),
    categories: item.tags ?? [],
    date: item.date_published ?? item.date_modified,
    images: [item.image, item.banner_image, ...attachments.map((a) => a.url)].flatMap(
      (url) => httpUrl(url, base) ?? [],
    ),
    base,
  };
}

/** media:description (YouTube's, for one), as a summary of last resort. */
function mediaText(media: MediaNs.ItemOrFeed | undefined): string {
  const description = [media, ...(media?.groups ?? [])].find((m) => m?.description)?.description;
  return description?.type === "html" ? htmlText(description.value) : plainText(description?.value);
}

const imageFile = /\.(jpe?g|png|gif|webp|avif)(\?|$)/i;
const widest = <T extends { width?: number }>(list: T[]) =>
  [...list].sort((a, b) => (b.width ?? 0) - (a.width ?? 0));

/** media:content images (widest first), then media:thumbnail, also inside media:group. */
function mediaImages(media: MediaNs.ItemOrFeed | undefined): (string | undefined)[] {
  if (!media) return [];
  const groups = [media, ...(media.groups ?? [])];
  const contents = groups.flatMap((group) => group.contents ?? []);
  const images = contents.filter((c) =>
    c.medium || c.type
      ? c.medium === "image" || c.type?.startsWith("image/")
      : imageFile.test(c.url ?? ""),
  );
  const thumbnails = [...groups, ...contents].flatMap((holder) => holder.thumbnails ?? []);
  return [...widest(images).map((c) => c.url), ...widest(thumbnails).map((t) => t.url)];
}
