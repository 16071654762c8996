import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { postSchema } from "../../../content/schema/entries.ts";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { fixture, send } from "../fixtures/server.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";

const bed = importTestbed();

const importFeed = (name: string) =>
  run(
    { kind: "posts", feed: `${bed.server.origin}/feeds/${name}` },
    options(bed.dir, bed.server.origin),
  );
const posts = () => readJson(bed.dir, "posts.json");
const post = async (url: string) => (await posts()).find((p) => p.url === url);
const imageFormat = async (name: unknown) =>
  (await sharp(await readFile(join(bed.dir, "images", String(name)))).metadata()).format;

describe("a Medium-style feed (content:encoded, tracking pixel, ?source=)", () => {
  test("gives clean URLs, decoded titles, the first paragraph, the first real image", async () => {
    const { code, out } = await importFeed("medium.xml");
    expect(code).toBe(0);
    expect(out).toMatch(/medium\.xml: 2 added, 0 updated, 0 unchanged, 0 skipped/);
    const first = await post(
      "https://medium.com/@ada-example/idempotency-keys-in-payment-apis-4f2a9c1b7e3d",
    );
    expect(first).toMatchObject({
      title: "Idempotency Keys & Retries in Payment APIs",
      description:
        "A client that retries a timed-out charge can pay twice — unless the server remembers the key.",
      publishDate: "2024-11-30",
      thumbnailAlt: "",
    });
    expect(first!.thumbnail).toMatch(
      /^idempotency-keys-in-payment-apis-4f2a9c1b7e3d-[0-9a-f]{8}\.jpg$/,
    );
    expect(await imageFormat(first!.thumbnail)).toBe("jpeg");
    // utm_* and Medium's source= are gone; only the tracking pixel was there: no thumbnail.
    const second = await post(
      "https://medium.com/@ada-example/backpressure-explained-9a8b7c6d5e4f",
    );
    expect(second).toBeDefined();
    expect(second).not.toHaveProperty("thumbnail");
    expect(out).toContain(
      'note: "Backpressure, Explained": no image: the default thumbnail (default-thumbnail.jpg)',
    );
  });
});

describe("a dev.to-style feed (escaped HTML in description)", () => {
  test("stores plain text, skips non-http links and hand-written URLs with a note", async () => {
    const { code, out } = await importFeed("devto.xml");
    expect(code).toBe(0);
    const [entry] = await posts();
    expect(entry).toMatchObject({
      url: "https://dev.to/adaexample/rust-go-queue-worker-2k9d?ref=list",
      title: "Rust & Go: Choosing for a <Queue> Worker",
      description: "Intro Both languages ship great concurrency stories & tooling.",
      publishDate: "2024-11-12",
    });
    expect(await imageFormat(entry!.thumbnail)).toBe("png");
    expect(out).toMatch(/1 added, 0 updated, 0 unchanged, 2 skipped/);
    expect(out).toContain(
      'skipped 1 (its link is not an http(s) URL): "Subscribe by email" (mailto:ada@example.com)',
    );
    expect(out).toMatch(
      /skipped 1 \(same URL as a hand-written post in content\/posts.ts\): "A post I also wrote by hand"/,
    );
    expect(await readFile(join(bed.dir, "posts.ts"), "utf8")).toBe(
      (await import("../fixtures/content.test-support.ts")).handWrittenPosts,
    );
  });
});

describe("an Atom feed", () => {
  test("keeps the feed's own offset, uses updated when that is all, resolves relative links", async () => {
    expect((await importFeed("atom.xml")).code).toBe(0);
    expect(await posts()).toMatchObject([
      {
        url: "https://notes.example.com/2024/late-night-deploys/",
        title: "Late-night deploys considered harmful",
        description: "Ship at 23:30 Pacific and it is already tomorrow in UTC.",
        publishDate: "2024-11-30",
        thumbnail: expect.stringMatching(/^late-night-deploys-[0-9a-f]{8}\.webp$/),
      },
      {
        url: "https://notes.example.com/2024/updated-only/",
        publishDate: "2024-11-02",
        description: "The first text of the content stands in for the missing summary.",
      },
      {
        url: "https://notes.example.com/2024/enclosure/",
        description: "Plain text with an ampersand & a <tag> that stays text.",
        thumbnail: expect.stringMatching(/^enclosure-[0-9a-f]{8}\.avif$/),
      },
    ]);
  });
});

describe("a JSON Feed 1.1", () => {
  test("takes image, else banner_image; date_modified when not published", async () => {
    expect((await importFeed("feed.json")).code).toBe(0);
    const [hashing, banner, text] = await posts();
    expect(hashing).toMatchObject({
      url: "https://ada.example.org/posts/consistent-hashing",
      title: "Consistent Hashing & You",
      publishDate: "2024-11-30",
      description: "Rings, virtual nodes and why rebalancing moves less data.",
    });
    expect(await imageFormat(hashing!.thumbnail)).toBe("jpeg");
    expect(banner).toMatchObject({ publishDate: "2024-09-09" });
    // A GIF becomes a PNG of its first frame.
    expect(banner!.thumbnail).toMatch(/^banner-only-[0-9a-f]{8}\.png$/);
    expect(await imageFormat(banner!.thumbnail)).toBe("png");
    expect(text).toMatchObject({
      description: "Text content with <angle brackets> kept as text. Second paragraph.",
    });
  });
});

describe("images", () => {
  test("each way in is taken, each bad image refused with the post named", async () => {
    const { code, out } = await importFeed("enclosures.xml");
    expect(code).toBe(0);
    const byPath = Object.fromEntries(
      (await posts()).map((p) => [new URL(String(p.url)).pathname, p]),
    );
    expect(byPath["/enclosure"]!.thumbnail).toMatch(/\.jpg$/);
    expect(byPath["/media-thumbnail"]!.thumbnail).toMatch(/\.png$/);
    expect(byPath["/media-content"]!.thumbnail).toMatch(/\.webp$/);
    expect(byPath["/gif"]!.thumbnail).toMatch(/\.png$/);
    for (const refused of ["/svg", "/not-an-image", "/too-big", "/climb", "/pixel", "/missing"])
      expect(byPath[refused], refused).not.toHaveProperty("thumbnail");
    expect(out).toMatch(
      /"An SVG": image refused: .*icon\.svg is an SVG, which is not accepted.*default thumbnail/,
    );
    expect(out).toMatch(/"Not an image": image refused: .*not-an-image\.jpg is not an image/);
    expect(out).toMatch(/"Too big": image refused: .*big\.jpg: over the 20 KB limit/);
    expect(out).toMatch(
      /"Climbing out": image refused: .*escape\.png tries to climb out of content\/images/,
    );
    // The 1×1 <img> is never fetched; the one without a size is, and refused.
    expect(out).toMatch(
      /"Only a tracking pixel": image refused: .*pixel\.gif is too small for a thumbnail \(1×1\)/,
    );
    expect(out).toMatch(/"A missing image": image refused: .*\/status\/404: HTTP 404/);
    // Only the accepted images were written, all inside content/images.
    const files = Object.keys(await snapshot(bed.dir)).filter((f) => f.startsWith("images/"));
    expect(files).toHaveLength(5); // four thumbnails and the default
    expect(files.every((f) => /^images\/[\w.-]+\.(jpg|png|webp|avif)$/.test(f))).toBe(true);
  });
});

describe("what is written", () => {
  test("passes the site's schema, newest first, every thumbnail on disk", async () => {
    for (const name of ["medium.xml", "devto.xml", "atom.xml", "feed.json", "enclosures.xml"])
      expect((await importFeed(name)).code).toBe(0);
    const all = await posts();
    for (const entry of all) {
      expect(postSchema.safeParse(entry).success).toBe(true);
      if (entry.thumbnail) await readFile(join(bed.dir, "images", String(entry.thumbnail)));
      expect(Object.keys(entry).slice(0, 4)).toEqual([
        "url",
        "title",
        "description",
        "publishDate",
      ]);
    }
    const dates = all.map((p) => String(p.publishDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await readJson(bed.dir, "sources.json")).toEqual({
      posts: ["medium.xml", "devto.xml", "atom.xml", "feed.json", "enclosures.xml"].map((name) => ({
        feed: `${bed.server.origin}/feeds/${name}`,
      })),
      projects: [],
    });
  });

  test("the same source twice changes no file, byte for byte", async () => {
    expect((await importFeed("medium.xml")).code).toBe(0);
    const before = await snapshot(bed.dir);
    const second = await importFeed("medium.xml");
    expect(second.out).toMatch(/0 added, 0 updated, 2 unchanged, 0 skipped/);
    expect(second.out).toContain("No file changed.");
    expect(await snapshot(bed.dir)).toEqual(before);
  });

  test("a refresh picks up a new post and keeps the ones the feed dropped", async () => {
    const feed = `${bed.server.origin}/feeds/medium.xml`;
    expect((await importFeed("medium.xml")).code).toBe(0);
    const newer = fixture("medium.xml", bed.server.origin)
      .replace(/<item>[^]*?<\/item>/, "") // the feed now lists only its latest items
      .replace(
        "<item>",
        `<item><title>A brand new post</title><link>https://medium.com/@ada-example/a-brand-new-post-123abc</link>
         <pubDate>Mon, 02 Dec 2024 08:00:00 GMT</pubDate><content:encoded><![CDATA[<p>Fresh.</p>]]></content:encoded></item><item>`,
      );
    bed.server.routes.set("/feeds/medium.xml", (_req, res) =>
      send(res, 200, "application/rss+xml", newer),
    );
    const { code, out } = await run({ kind: "all" }, options(bed.dir, bed.server.origin));
    expect(code).toBe(0);
    expect(out).toContain(`posts ${feed}: 1 added, 0 updated, 1 unchanged, 0 skipped`);
    expect((await posts()).map((p) => p.title)).toEqual([
      "A brand new post",
      "Idempotency Keys & Retries in Payment APIs",
      "Backpressure, Explained",
    ]);
  });

  test("a refresh whose image fails keeps the thumbnail imported before", async () => {
    expect((await importFeed("medium.xml")).code).toBe(0);
    const before = await snapshot(bed.dir);
    bed.server.routes.set("/images/photo.jpg", (_req, res) => send(res, 503, "text/plain", "busy"));
    const { out } = await importFeed("medium.xml");
    expect(out).toMatch(/image refused: .*HTTP 503.*kept the image imported before/);
    expect(await snapshot(bed.dir)).toEqual(before);
  });
});
