import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, expect, test } from "vitest";
import { options, readJson, run, snapshot } from "./fixtures/content.test-support.ts";
import { send } from "./fixtures/server.test-support.ts";
import { importTestbed } from "./fixtures/testbed.test-support.ts";

// `remove` undoes a source: the entries only it brought and their
// thumbnails go, entries another source brought too stay, and a refused
// removal changes nothing.

const bed = importTestbed();
let atom: string;
let also: string;
beforeEach(async () => {
  atom = `${bed.server.origin}/feeds/atom.xml`;
  also = `${bed.server.origin}/also.xml`;
  // A second feed that lists one of atom.xml's posts too.
  bed.server.routes.set("/also.xml", (_req, res) =>
    send(
      res,
      200,
      "application/rss+xml",
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Also</title>
      <item><title>Late-night deploys, again</title><link>https://notes.example.com/2024/late-night-deploys/</link><pubDate>Sat, 30 Nov 2024 10:00:00 GMT</pubDate></item>
      <item><title>Its own post</title><link>https://also.example.com/own</link><pubDate>Sun, 01 Dec 2024 10:00:00 GMT</pubDate></item>
      </channel></rss>`,
    ),
  );
  const opts = options(bed.dir, bed.server.origin);
  for (const command of [
    { kind: "posts", feed: atom },
    { kind: "posts", feed: also },
    { kind: "projects", user: "tobi", forks: false, archived: false },
  ] as const)
    expect((await run(command, opts)).code).toBe(0);
});

const remove = (source: string) =>
  run({ kind: "remove", source }, options(bed.dir, bed.server.origin));
const byUrl = async () =>
  Object.fromEntries((await readJson(bed.dir, "posts.json")).map((p) => [p.url, p]));

test("an entry two feeds brought records both", async () => {
  const shared = (await byUrl())["https://notes.example.com/2024/late-night-deploys/"];
  expect(shared?.source).toEqual([atom, also]);
});

test("a feed: its own posts and their thumbnails go, a post another feed brought stays", async () => {
  const before = await byUrl();
  const thumbnail = String(before["https://notes.example.com/2024/enclosure/"]!.thumbnail);
  const { code, out } = await remove(atom);
  expect(code).toBe(0);
  expect(out).toContain(`Removed posts ${atom}: 2 posts, 1 thumbnail`);
  expect(out).toContain(`kept "Late-night deploys, again": ${also} brought it too`);
  expect(out).toMatch(/Changed: .*imported\/posts\.json.*imported\/sources\.json/);
  const after = await byUrl();
  expect(Object.keys(after).sort()).toEqual([
    "https://also.example.com/own",
    "https://notes.example.com/2024/late-night-deploys/",
  ]);
  const kept = after["https://notes.example.com/2024/late-night-deploys/"]!;
  expect(kept.source).toBe(also);
  expect(existsSync(join(bed.dir, "images", String(kept.thumbnail)))).toBe(true);
  expect(existsSync(join(bed.dir, "images", thumbnail))).toBe(false);
  expect(await readJson(bed.dir, "sources.json")).toEqual({
    posts: [{ feed: also }],
    projects: [{ user: "tobi", forks: false, archived: false }],
  });
  expect((await readJson(bed.dir, "projects.json")).length).toBe(3);
});

test("a GitHub user: its projects go, the posts stay", async () => {
  const { code, out } = await remove("Tobi");
  expect(code).toBe(0);
  expect(out).toContain("Removed projects Tobi: 3 projects");
  expect(await readJson(bed.dir, "projects.json")).toEqual([]);
  expect((await readJson(bed.dir, "posts.json")).length).toBe(4);
  expect((await readJson<{ projects: unknown[] }>(bed.dir, "sources.json")).projects).toEqual([]);
});

test("a source that is not recorded: one line that lists the recorded ones, nothing changed", async () => {
  const before = await snapshot(bed.dir);
  const { code, err } = await remove("https://nowhere.example.com/feed");
  expect(code).toBe(1);
  expect(err).toBe(
    `Remove failed: https://nowhere.example.com/feed: not a source imported before (recorded: ${atom}, ${also}, tobi)\nNothing was changed.`,
  );
  expect(await snapshot(bed.dir)).toEqual(before);
});

test("an entry content/overrides.ts names is not removed from under it: nothing changed", async () => {
  await writeFile(
    join(bed.dir, "overrides.ts"),
    `export const overrides = { hidden: ["https://also.example.com/own/"], posts: {}, projects: {} };\n`,
  );
  const before = await snapshot(bed.dir);
  const { code, err } = await remove(also);
  expect(code).toBe(1);
  expect(err).toMatch(
    new RegExp(
      `^Remove failed: ${also.replace(/[.]/g, "\\.")}: .*overrides\\.ts names 1 entry it would remove \\(https://also\\.example\\.com/own/\\): delete it there first\nNothing was changed\\.$`,
    ),
  );
  expect(await snapshot(bed.dir)).toEqual(before);
});
