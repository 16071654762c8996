import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { load } from "cheerio";
import { beforeAll, expect, test } from "vitest";
import type { BuiltSite } from "../harness/sites/site-builds";
import { site } from "../harness/sites/variants";

// The whole path a fork takes: import a feed and a GitHub account into a
// copy of the project (from servers on 127.0.0.1), stop the servers, build
// (the "imported" variant, tests/fixtures/imported.ts).
let built: BuiltSite;
const read = (file: string) => readFileSync(join(built.client, file), "utf8");

beforeAll(async () => {
  built = await site("imported");
}, 240_000);

test("the site builds from what was imported, without the network", () => {
  const imported = JSON.parse(
    readFileSync(join(built.dir, "content/imported/posts.json"), "utf8"),
  ) as {
    title: string;
  }[];
  expect(imported.length).toBeGreaterThan(2);
  const blog = read("blog/index.html");
  for (const { title } of imported)
    expect(blog).toContain(title.replaceAll("&", "&amp;").replaceAll("<", "&lt;"));
  const projects = JSON.parse(
    readFileSync(join(built.dir, "content/imported/projects.json"), "utf8"),
  ) as { title: string }[];
  for (const { title } of projects) expect(read("projects/index.html")).toContain(title);
});

test("posts from every source are listed newest first", () => {
  const dates = [...read("blog/index.html").matchAll(/<time dateTime="([\d-]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(dates.length).toBeGreaterThan(3);
  expect(dates).toEqual([...dates].sort().reverse());
});

test("every image is served by the site itself, and no file names the servers it came from", () => {
  const blog = read("blog/index.html");
  const sources = [...blog.matchAll(/\b(?:src|srcSet)="([^"]+)"/g)].flatMap((m) =>
    m[1]!.split(",").map((entry) => entry.trim().split(" ")[0]!),
  );
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect(source).toMatch(/^\/assets\//);
  // The fixture server's address, as the importer recorded where each feed came from.
  const recorded = readFileSync(join(built.dir, "content/imported/sources.json"), "utf8");
  const host = /http:\/\/(127\.0\.0\.1:\d+)/.exec(recorded)![1]!;
  const client = built.client;
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
    (file) => statSync(join(client, file)).isFile() && /\.(html|xml|json|data|js)$/.test(file),
  );
  for (const file of files) expect(read(file), file).not.toContain(host);
});

test("a post with only a title shows its title and date, with no empty paragraph", () => {
  const $ = load(read("blog/index.html"));
  const card = $("article").filter((_, el) =>
    $(el).text().includes("Introduction to Graph Learning"),
  );
  expect(card).toHaveLength(1);
  expect(card.find("time").attr("datetime")).toBe("2023-01-03");
  expect(card.find("p")).toHaveLength(0);
  // The older one is a line of the archive, under its year.
  const line = $(".post-archive li").filter((_, el) => $(el).text().includes("isPermaLink"));
  expect(line.find("time").attr("datetime")).toBe("2023-01-02");
  // JSON Feed requires a text: the title stands in; RSS has no empty description.
  const json = JSON.parse(read("feed.json")) as { items: Record<string, unknown>[] };
  const item = json.items.find((i) => i.title === "Introduction to Graph Learning");
  expect(item).toMatchObject({ content_text: "Introduction to Graph Learning" });
  expect(read("rss.xml")).not.toContain("<description></description>");
});

test("a post in another language carries its lang and direction on its own words", () => {
  const $ = load(read("blog/index.html"));
  const arabic = $("article").filter((_, el) => $(el).text().includes("لماذا"));
  for (const part of [arabic.find("h2"), arabic.find("p")])
    expect([part.attr("lang"), part.attr("dir")]).toEqual(["ar", "rtl"]);
  expect(arabic.find("time").attr("lang")).toBeUndefined(); // the date is the site's
  const french = $("h2").filter((_, el) => $(el).text().includes("Le même en français"));
  expect([french.attr("lang"), french.attr("dir")]).toEqual(["fr-FR", "ltr"]);
  // A post whose feed did not say: the site's language, in the direction of its words.
  const english = $("h2").filter((_, el) => $(el).text().includes("The same in English"));
  expect([english.attr("lang"), english.attr("dir")]).toEqual([undefined, "ltr"]);
});
