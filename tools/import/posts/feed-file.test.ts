import { truncate, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";
import { parseArgs } from "../options.ts";

// `npm run import -- posts <file>`: a feed read from disk, as the command
// line gives it (parseArgs records the path), then imported, refreshed and
// removed for real. The tests run from the project root, so a fixture of
// tools/import/ is a file inside the repository and a temp folder is outside.

const bed = importTestbed();
const command = (...args: string[]) => parseArgs(args, {})[0];
const opts = () => options(bed.dir, bed.server.origin);
const inRepo = "tools/import/fixtures/releases.xml"; // links relative to its site, no images

const rss = (site: string, links: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Notes</title>${site}
  ${links.map((link, i) => `<item><title>Post ${i + 1}</title><link>${link}</link><pubDate>Sun, 0${i + 1} Dec 2024 10:00:00 GMT</pubDate></item>`).join("")}
  </channel></rss>`;

test("a file in the repository: its relative links resolve against its site, it is recorded by its path, a refresh reads it again and remove takes it away; no note", async () => {
  const first = await run(command("posts", `./${inRepo}`), opts());
  expect(first.code).toBe(0);
  expect(first.out).toContain(`posts ${inRepo}: 2 added, 0 updated, 0 unchanged, 0 skipped`);
  expect(first.out).not.toContain("Note:");
  expect(await readJson(bed.dir, "posts.json")).toMatchObject([
    { url: "https://github.com/ada-example/queue/releases/tag/v2.0.0", source: inRepo },
    { url: "https://github.com/ada-example/queue/releases/tag/v1.0.0", source: inRepo },
  ]);
  expect(await readJson(bed.dir, "sources.json")).toEqual({
    posts: [{ feed: inRepo }],
    projects: [],
  });
  const refresh = await run({ kind: "all" }, opts());
  expect(refresh.code).toBe(0);
  expect(refresh.out).toContain(`posts ${inRepo}: 0 added, 0 updated, 2 unchanged, 0 skipped`);
  const removed = await run(command("remove", inRepo), opts());
  expect(removed.code).toBe(0);
  expect(removed.out).toContain(`Removed posts ${inRepo}: 2 posts`);
  expect(await readJson(bed.dir, "posts.json")).toEqual([]);
  expect(await readJson(bed.dir, "sources.json")).toEqual({ posts: [], projects: [] });
});

test("a file outside the repository: imported, recorded by its absolute path, and one note says the weekly refresh cannot read it", async () => {
  const file = join(bed.dir, "feed.xml");
  await writeFile(
    file,
    rss("<link>https://notes.example.com/blog/</link>", ["2024/one", "/about/two"]),
  );
  const { code, out, err } = await run(command("posts", file), opts());
  expect([code, err]).toEqual([0, ""]);
  expect(out.split("\n")[0]).toBe(`posts ${file}: 2 added, 0 updated, 0 unchanged, 0 skipped`);
  expect(out.split("\n").filter((line) => line.startsWith("Note:"))).toEqual([
    `Note: posts ${file} is a file outside this repository: the weekly refresh cannot read it; run \`npm run import\` here to refresh it, or move the file into the repository and import it from there (after \`npm run import -- remove ${file}\`).`,
  ]);
  expect((await readJson(bed.dir, "posts.json")).map((post) => post.url)).toEqual([
    "https://notes.example.com/about/two",
    "https://notes.example.com/blog/2024/one",
  ]);
  expect(await readJson(bed.dir, "sources.json")).toEqual({
    posts: [{ feed: file }],
    projects: [],
  });
  // A refresh does not say it again: the owner heard it when importing.
  expect((await run({ kind: "all" }, opts())).out).not.toContain("Note:");
});

test("a file whose feed names no site: its relative links cannot be resolved, and are named", async () => {
  const file = join(bed.dir, "feed.xml");
  await writeFile(file, rss("", ["https://notes.example.com/one", "/two"]));
  const { code, out } = await run(command("posts", file), opts());
  expect(code).toBe(0);
  expect(out).toContain(
    'skipped 1 (its link is relative, and the feed file names no http(s) site to resolve it against): "Post 2" (/two)',
  );
});

test.each([
  ["missing", "no such file"],
  ["a folder", "a folder, not a file"],
  ["over the limit", "over the 50 MB limit (51 MB)"],
])("a feed file %s: one line naming it, nothing changed", async (kind, problem) => {
  const file = join(bed.dir, kind === "a folder" ? "images" : "feed.xml");
  if (kind === "over the limit") {
    await writeFile(file, "");
    await truncate(file, 51 * 1024 * 1024); // sparse: the size without the bytes
  }
  const before = await snapshot(bed.dir);
  const { code, err } = await run(command("posts", file), opts());
  expect(code).toBe(1);
  expect(err).toBe(`Import failed: ${file}: ${problem}\nNothing was changed.`);
  expect(await snapshot(bed.dir)).toEqual(before);
});
