import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { postSchema } from "../../../content/schema/entries.ts";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { fixture, send } from "../fixtures/server.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";

// What real published feeds do, each reproduced by a small fixture: posts
// with only a title, links relative to the site, a legacy encoding, a blank
// line before <?xml, languages, and feeds that are not a blog's at all.

const bed = importTestbed();

const feedUrl = (name: string) => `${bed.server.origin}/feeds/${name}`;
const importFeed = (name: string) =>
  run({ kind: "posts", feed: feedUrl(name) }, options(bed.dir, bed.server.origin));
const posts = () => readJson(bed.dir, "posts.json");

describe("posts with only a title, a date and a permalink", () => {
  test("are imported without a description; items with no link or title are named", async () => {
    const { code, out } = await importFeed("title-only.xml");
    expect(code).toBe(0);
    expect(out).toContain("2 added, 0 updated, 0 unchanged, 2 skipped");
    expect(out).toContain('skipped 1 (no link): "A guid that is not a link"');
    expect(out).toContain("skipped 1 (no title): https://models.example.org/blog/untitled");
    const source = feedUrl("title-only.xml");
    expect(await posts()).toEqual([
      {
        url: "https://models.example.org/blog/intro-graphs",
        title: "Introduction to Graph Learning",
        publishDate: "2023-01-03",
        source,
      },
      {
        url: "https://models.example.org/blog/default-permalink",
        title: "A guid without isPermaLink is a permalink too",
        publishDate: "2023-01-02",
        source,
      },
    ]);
    for (const post of await posts()) expect(postSchema.safeParse(post).success).toBe(true);
    expect((await readJson<{ posts: unknown[] }>(bed.dir, "sources.json")).posts).toEqual([
      { feed: source },
    ]);
  });

  test("a release feed's relative links resolve against the site it is of", async () => {
    expect((await importFeed("releases.xml")).code).toBe(0);
    expect(await posts()).toMatchObject([
      {
        url: "https://github.com/ada-example/queue/releases/tag/v2.0.0",
        title: "v2.0.0",
        description: "Exactly-once delivery, finally.",
        publishDate: "2025-06-01",
      },
      { url: "https://github.com/ada-example/queue/releases/tag/v1.0.0", title: "v1.0.0" },
    ]);
    expect((await posts())[1]).not.toHaveProperty("description");
  });
});

describe("encodings and odd XML", () => {
  const gb2312 = readFileSync(join(import.meta.dirname, "../fixtures/forum-gb2312.xml"));

  test.each([
    ["declared only in <?xml encoding>", "text/xml"],
    ["against a server that says UTF-8", "application/rss+xml; charset=utf-8"],
  ])("a gb2312 forum feed, %s: its text, its slash dates, its language", async (_, type) => {
    bed.server.routes.set("/feeds/forum.xml", (_req, res) => send(res, 200, type, gb2312));
    const { code, out } = await importFeed("forum.xml");
    expect(code).toBe(0);
    expect(out).toContain("2 added, 0 updated, 0 unchanged, 0 skipped");
    expect(await posts()).toMatchObject([
      {
        url: "http://forum.example.cn/dispbbs.asp?BoardID=10&ID=25164257&Page=1",
        title: "建国35周年纪念",
        description: "建国35周年纪念，华表，和平鸽",
        publishDate: "2020-01-10",
        lang: "zh-CN",
      },
      { title: "世博五卷", description: "无字无裂5卷x4，电联。", publishDate: "2020-01-09" },
    ]);
  });

  test("a blank line before <?xml is let off", async () => {
    const { code, out } = await importFeed("blank-line.xml");
    expect(code).toBe(0);
    expect(out).toContain("1 added");
  });

  test.each([
    [
      "an element never closed",
      (xml: string) => xml,
      "line 8: </channel> comes before <item> (opened on line 5) is closed",
    ],
    [
      "the same, after blank lines (the file's own line numbers)",
      (xml: string) => `\n\n\n${xml}`,
      "line 11: </channel> comes before <item> (opened on line 8) is closed",
    ],
    [
      "a bare ampersand",
      (xml: string) => xml.replace("<title>Broken</title>", "<title>R & D</title>"),
      'line 4: a bare "&": write it as &amp;',
    ],
    [
      "a file cut short",
      (xml: string) => xml.slice(0, xml.indexOf("  </channel>")),
      "line 7: the file ends before its elements are closed (was it cut short?)",
    ],
    [
      "a comment never closed",
      (xml: string) => xml.replace("<title>Broken</title>", "<!-- <title>Broken</title>"),
      "line 4: a comment (<!--) is never closed",
    ],
  ])("malformed XML, %s: one line in words", async (_, change, problem) => {
    const xml = change(fixture("malformed.xml", bed.server.origin));
    bed.server.routes.set("/feeds/bad.xml", (_req, res) => send(res, 200, "application/xml", xml));
    const before = await snapshot(bed.dir);
    const { code, err } = await importFeed("bad.xml");
    expect(code).toBe(1);
    expect(err).toBe(
      `Import failed: ${feedUrl("bad.xml")}: malformed XML at ${problem}\nNothing was changed.`,
    );
    expect(await snapshot(bed.dir)).toEqual(before);
  });
});

describe("languages", () => {
  test("a post in another language than the site's gets its lang; the site's own gets none", async () => {
    expect((await importFeed("languages.json")).code).toBe(0);
    const byTitle = Object.fromEntries((await posts()).map((p) => [p.title, p]));
    expect(byTitle["لماذا لا يمكن أن يكون عنوان المحفظة رقم حساب"]).toMatchObject({ lang: "ar" });
    expect(byTitle["The same in English"]).not.toHaveProperty("lang"); // en-GB on an en_US site
    expect(byTitle["Le même en français"]).toMatchObject({ lang: "fr-FR" }); // fr_FR, repaired
    // A feed in the site's language (en-US) gives no lang at all.
    expect((await importFeed("title-only.xml")).code).toBe(0);
    expect((await posts()).filter((p) => p.lang)).toHaveLength(2);
  });
});

describe("dates of another calendar", () => {
  test("a post dated in the Solar Hijri calendar is skipped with why; the others come in", async () => {
    const jalali = fixture("title-only.xml", bed.server.origin).replace(
      "Tue, 03 Jan 2023 00:00:00 GMT",
      "1403-12-28T10:00:00+03:30",
    );
    bed.server.routes.set("/feeds/jalali.xml", (_req, res) =>
      send(res, 200, "application/rss+xml", jalali),
    );
    const { code, out } = await importFeed("jalali.xml");
    expect(code).toBe(0);
    expect(out).toContain(
      'skipped 1 (its date is not Gregorian: the year is before 1900 or after next year): "Introduction to Graph Learning" (https://models.example.org/blog/intro-graphs)',
    );
    expect((await posts()).map((p) => p.publishDate)).toEqual(["2023-01-02"]);
  });
});

describe("feeds that are not a blog's", () => {
  test("most items without a link: a warning that names the feed", async () => {
    const { code, out } = await importFeed("no-links.xml");
    expect(code).toBe(0);
    expect(out).toContain(
      `warning: ${feedUrl("no-links.xml")}: 2 of its 3 items have no link: is it the feed of your posts?`,
    );
  });

  test("every item left out: a warning, and the feed is not recorded", async () => {
    const dateless = fixture("title-only.xml", bed.server.origin).replace(
      /<pubDate>.*<\/pubDate>/g,
      "",
    );
    bed.server.routes.set("/feeds/dateless.xml", (_req, res) =>
      send(res, 200, "application/rss+xml", dateless),
    );
    const before = await snapshot(bed.dir);
    const { code, out } = await importFeed("dateless.xml");
    expect(code).toBe(0);
    const feed = feedUrl("dateless.xml");
    expect(out).toContain(
      `warning: ${feed}: all 4 of its items were left out: is it the feed of your posts?`,
    );
    expect(out).toContain(
      `Not recorded: posts ${feed}: nothing was imported from it, so refreshes skip it.`,
    );
    expect(out).toContain("No file changed.");
    expect(await snapshot(bed.dir)).toEqual(before);
  });
});
