import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { buildFeeds, type BlogNode } from "./feeds.ts";

const blog: BlogNode = {
  "@type": "Blog",
  url: "https://a.dev/p/blog",
  name: "Blog | Ada",
  description: "Ada's articles.",
  inLanguage: "en-GB",
  image: "https://a.dev/p/assets/headshot-1.jpeg",
  author: { name: "Ada", url: "https://a.dev/p/" },
  blogPost: [
    {
      headline: "Newer & better",
      description: "Why <b> is not bold here & why.",
      url: "https://medium.com/@ada/newer",
      datePublished: "2025-03-01",
      image: "https://a.dev/p/assets/newer-1.jpeg",
    },
    {
      headline: "Older",
      description: "An older post.",
      url: "https://dev.to/ada/older",
      datePublished: "2024-12-24",
      image: "https://a.dev/p/assets/older-1.png",
    },
  ],
};

const feeds = buildFeeds(blog, { home: "https://a.dev/p/", imageBytes: () => 1234 });
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["item", "entry", "link"].includes(name),
});

describe("RSS 2.0", () => {
  const { rss } = parser.parse(feeds.rss) as { rss: Record<string, unknown> };
  const channel = rss.channel as Record<string, unknown>;
  const items = channel.item as Record<string, unknown>[];

  test("channel: title, description, link to the blog, language, date of the newest post", () => {
    expect(rss["@_version"]).toBe("2.0");
    expect(channel).toMatchObject({ title: "Blog | Ada", description: "Ada's articles." });
    expect(channel.link).toEqual(["https://a.dev/p/blog"]);
    expect(channel.language).toBe("en-GB");
    expect(channel.lastBuildDate).toBe("Sat, 01 Mar 2025 00:00:00 GMT");
  });

  test("items link to the posts' own URLs, with date, description and thumbnail", () => {
    expect(items.map((item) => item.link)).toEqual([
      ["https://medium.com/@ada/newer"],
      ["https://dev.to/ada/older"],
    ]);
    expect(items[0]).toMatchObject({
      title: "Newer & better",
      description: "Why &lt;b&gt; is not bold here &amp; why.",
      pubDate: "Sat, 01 Mar 2025 00:00:00 GMT",
      enclosure: {
        "@_url": "https://a.dev/p/assets/newer-1.jpeg",
        "@_type": "image/jpeg",
        "@_length": "1234",
      },
    });
    expect(items[1]?.enclosure).toMatchObject({ "@_type": "image/png" });
  });
});

describe("Atom", () => {
  const { feed } = parser.parse(feeds.atom) as { feed: Record<string, unknown> };
  const entries = feed.entry as Record<string, unknown>[];

  test("feed: id, title, updated, author, self link", () => {
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed["@_xml:lang"]).toBe("en-GB");
    expect(feed).toMatchObject({ id: "https://a.dev/p/blog", title: "Blog | Ada" });
    expect(feed.updated).toBe("2025-03-01T00:00:00.000Z");
    expect(feed.author).toEqual({ name: "Ada", uri: "https://a.dev/p/" });
    expect(feed.link).toContainEqual({ "@_rel": "self", "@_href": "https://a.dev/p/atom.xml" });
  });

  test("entries: id and link are the post's URL, with summary, published and image", () => {
    expect(entries[0]).toMatchObject({
      id: "https://medium.com/@ada/newer",
      published: "2025-03-01T00:00:00.000Z",
      summary: { "#text": "Why &lt;b&gt; is not bold here &amp; why." },
    });
    expect(entries[0]?.link).toEqual([
      { "@_href": "https://medium.com/@ada/newer" },
      expect.objectContaining({
        "@_rel": "enclosure",
        "@_href": "https://a.dev/p/assets/newer-1.jpeg",
        "@_type": "image/jpeg",
      }),
    ]);
  });
});

describe("JSON Feed", () => {
  const json = JSON.parse(feeds.json) as Record<string, unknown>;
  const items = json.items as Record<string, unknown>[];

  test("feed and items", () => {
    expect(json).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      language: "en-GB",
      authors: [{ name: "Ada", url: "https://a.dev/p/" }],
      title: "Blog | Ada",
      home_page_url: "https://a.dev/p/blog",
      feed_url: "https://a.dev/p/feed.json",
    });
    expect(items[1]).toMatchObject({
      id: "https://dev.to/ada/older",
      url: "https://dev.to/ada/older",
      title: "Older",
      content_html: "An older post.",
      date_published: "2024-12-24T00:00:00.000Z",
      image: "https://a.dev/p/assets/older-1.png",
    });
  });
});

test("the same input gives the same feeds, whenever they are built", () => {
  const again = buildFeeds(blog, { home: "https://a.dev/p/", imageBytes: () => 1234 });
  expect(again).toEqual(feeds);
  const fixed = buildFeeds(blog, {
    home: "https://a.dev/p/",
    updated: "2025-04-02",
    imageBytes: () => 1,
  });
  expect(fixed.atom).toContain("<updated>2025-04-02T00:00:00.000Z</updated>");
});

test("a blog without posts still has valid, dated feeds", () => {
  const empty = buildFeeds(
    { ...blog, blogPost: [] },
    { home: "https://a.dev/p/", imageBytes: () => 0 },
  );
  expect(JSON.parse(empty.json)).toMatchObject({ items: [] });
  expect(parser.parse(empty.rss)).toMatchObject({ rss: { channel: { title: "Blog | Ada" } } });
  expect(empty.atom).toContain("<updated>1970-01-01T00:00:00.000Z</updated>");
});

test("a post with only a title: no empty description anywhere, and JSON Feed's required text is its title", () => {
  const titleOnly = {
    headline: "Release 2.0",
    url: "https://github.com/ada/tool/releases/tag/v2.0.0",
    datePublished: "2025-04-01",
    image: "https://a.dev/p/assets/default-1.jpeg",
  };
  const built = buildFeeds(
    { ...blog, blogPost: [titleOnly, ...blog.blogPost] },
    { home: "https://a.dev/p/", imageBytes: () => 1 },
  );
  const { rss } = parser.parse(built.rss) as { rss: { channel: { item: object[] } } };
  expect(rss.channel.item[0]).toMatchObject({ title: "Release 2.0" });
  expect(rss.channel.item[0]).not.toHaveProperty("description");
  const { feed } = parser.parse(built.atom) as { feed: { entry: object[] } };
  expect(feed.entry[0]).not.toHaveProperty("summary");
  const json = JSON.parse(built.json) as { items: Record<string, unknown>[] };
  expect(json.items[0]).toMatchObject({ title: "Release 2.0", content_text: "Release 2.0" });
  expect(json.items[0]).not.toHaveProperty("content_html");
  // The posts that have a description keep theirs, as HTML.
  expect(json.items[2]).toMatchObject({ content_html: "An older post." });
  expect(json.items[2]).not.toHaveProperty("content_text");
});

test("another language's feeds live in its folder, and name the site's one favicon", () => {
  const japanese = buildFeeds(blog, {
    home: "https://a.dev/p/ja/",
    siteHome: "https://a.dev/p/",
    imageBytes: () => 1,
  });
  expect(japanese.atom).toContain("<icon>https://a.dev/p/favicon-32.png</icon>");
  expect(japanese.atom).toContain('href="https://a.dev/p/ja/atom.xml"');
});

describe("a post written on the site carries its whole body; one elsewhere does not", () => {
  const local = {
    headline: "Cold starts",
    description: "How long the first request takes.",
    url: "https://a.dev/p/blog/cold-starts",
    datePublished: "2025-03-10",
    image: "https://a.dev/p/assets/default-1.jpeg",
  };
  const body =
    '<p>Every <a href="https://a.dev/p/blog/cold-starts/#user-content-fn-1">word</a> & more.</p>' +
    '<p><img src="https://a.dev/p/assets/graph-AbC1.jpg" width="672" height="353" alt="A graph"></p>';
  const options = { home: "https://a.dev/p/", imageBytes: () => 1 };
  const built = buildFeeds(
    { ...blog, blogPost: [local, ...blog.blogPost] },
    { ...options, content: (url) => (url === local.url ? body : undefined) },
  );

  test("RSS: content:encoded holds the HTML, the description stays", () => {
    const { rss } = parser.parse(built.rss) as { rss: { channel: { item: object[] } } };
    expect(rss.channel.item[0]).toMatchObject({
      description: "How long the first request takes.",
      "content:encoded": body,
    });
    expect(rss.channel.item[1]).not.toHaveProperty("content:encoded");
    expect(rss.channel.item[2]).not.toHaveProperty("content:encoded");
  });

  test("Atom: <content type=html> holds the HTML, beside the summary", () => {
    const { feed } = parser.parse(built.atom) as { feed: { entry: Record<string, unknown>[] } };
    expect(feed.entry[0]).toMatchObject({
      summary: { "#text": "How long the first request takes." },
      content: { "@_type": "html", "#text": body },
    });
    expect(feed.entry[1]).not.toHaveProperty("content");
  });

  test("JSON Feed: content_html is the HTML and summary the description", () => {
    const json = JSON.parse(built.json) as { items: Record<string, unknown>[] };
    expect(json.items[0]).toMatchObject({
      content_html: body,
      summary: "How long the first request takes.",
    });
    expect(json.items[0]).not.toHaveProperty("content_text");
    expect(json.items[1]).toMatchObject({
      content_html: "Why &lt;b&gt; is not bold here &amp; why.",
    });
    expect(json.items[1]).not.toHaveProperty("summary");
  });

  test("a blog of posts elsewhere has the same feeds, byte for byte, with or without bodies", () => {
    expect(buildFeeds(blog, { ...options, content: () => undefined })).toEqual(
      buildFeeds(blog, options),
    );
    // Nothing in a feed of no body declares the content module's namespace.
    expect(buildFeeds(blog, options).rss).not.toContain("xmlns:content");
  });

  test("a body with CDATA's end more than once, or a control character, stays well-formed XML", () => {
    const xml = "<pre><code>a]]&gt;b ]]> c ]]> d\u0007</code></pre>";
    const odd = buildFeeds({ ...blog, blogPost: [local] }, { ...options, content: () => xml });
    expect(XMLValidator.validate(odd.rss)).toBe(true);
    expect(XMLValidator.validate(odd.atom)).toBe(true);
    const { rss } = parser.parse(odd.rss) as { rss: { channel: { item: object[] } } };
    expect(rss.channel.item[0]).toMatchObject({
      "content:encoded": "<pre><code>a]]&gt;b ]]&gt; c ]]&gt; d</code></pre>",
    });
  });
});

test("an item in another language says so where the format can: Atom's xml:lang, JSON Feed's language", () => {
  const japanese = {
    headline: "<entry> の話",
    url: "https://a.dev/p/blog/atom",
    datePublished: "2025-04-01",
    image: "https://a.dev/p/assets/default-1.jpeg",
    inLanguage: "ja",
  };
  // One of the feed's language ("en" is en-GB's) is not marked.
  const english = { ...blog.blogPost[1]!, inLanguage: "en" };
  const built = buildFeeds(
    { ...blog, blogPost: [japanese, blog.blogPost[0]!, english] },
    { home: "https://a.dev/p/", imageBytes: () => 1, content: () => "<p><entry></p>" },
  );
  expect(XMLValidator.validate(built.atom)).toBe(true);
  const { feed } = parser.parse(built.atom) as { feed: { entry: Record<string, unknown>[] } };
  expect(feed.entry.map((entry) => entry["@_xml:lang"])).toEqual(["ja", undefined, undefined]);
  const json = JSON.parse(built.json) as { items: Record<string, unknown>[] };
  expect(json.items.map((item) => item.language)).toEqual(["ja", undefined, undefined]);
  // RSS has no language of an item: only the channel's.
  expect(built.rss.match(/<language>/g)).toHaveLength(1);
  // Without any, the feeds are as they were.
  expect(buildFeeds(blog, { home: "https://a.dev/p/", imageBytes: () => 1234 })).toEqual(feeds);
});
