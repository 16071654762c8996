import { expect, test } from "vitest";
import { options, run } from "./fixtures/content.test-support.ts";
import { fixture, send } from "./fixtures/server.test-support.ts";
import { importTestbed } from "./fixtures/testbed.test-support.ts";
import { refreshNote } from "./refresh-note.ts";

// The weekly refresh runs on a GitHub runner from a fresh checkout: a source
// on the owner's computer or network, or a file outside the repository, is
// said once when imported. The fixture server is on 127.0.0.1, so every
// import from it is such a source.

const bed = importTestbed();

test("a feed and a résumé on a loopback address: imported, exit 0, and one note each; a refresh does not repeat it", async () => {
  const feed = `${bed.server.origin}/feeds/atom.xml`;
  const cv = `${bed.server.origin}/cv.json`;
  bed.server.routes.set("/cv.json", (_req, res) =>
    send(res, 200, "application/json", fixture("resume.json", bed.server.origin)),
  );
  const note = (kind: string, source: string) =>
    `Note: ${kind} ${source} is on this computer: the weekly refresh cannot reach it; run \`npm run import\` here to refresh it, or import it from its public address (after \`npm run import -- remove ${source}\`).`;
  const notes = (out: string) => out.split("\n").filter((line) => line.startsWith("Note:"));
  const posts = await run({ kind: "posts", feed }, options(bed.dir, bed.server.origin));
  expect([posts.code, posts.err, notes(posts.out)]).toEqual([0, "", [note("posts", feed)]]);
  const resume = await run({ kind: "resume", source: cv }, options(bed.dir, bed.server.origin));
  expect([resume.code, resume.err, notes(resume.out)]).toEqual([0, "", [note("resume", cv)]]);
  const refresh = await run({ kind: "all" }, options(bed.dir, bed.server.origin));
  expect([refresh.code, notes(refresh.out)]).toEqual([0, []]);
});

test("a source that brought nothing is not recorded, and gets no note", async () => {
  const feed = `${bed.server.origin}/forum.xml`;
  bed.server.routes.set("/forum.xml", (_req, res) =>
    send(
      res,
      200,
      "application/rss+xml",
      '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item><title>Episode 1</title><pubDate>Mon, 03 Feb 2025 08:00:00 GMT</pubDate></item></channel></rss>',
    ),
  );
  const { out } = await run({ kind: "posts", feed }, options(bed.dir, bed.server.origin));
  expect(out).toContain(`Not recorded: posts ${feed}`);
  expect(out).not.toContain("Note:");
});

test.each([
  ["http://localhost:4000/feed.xml", "this computer"],
  ["http://blog.localhost/feed.xml", "this computer"],
  ["http://127.8.9.10/feed.xml", "this computer"],
  ["http://[::1]:8080/feed.xml", "this computer"],
  ["http://[::ffff:127.0.0.1]/feed.xml", "this computer"],
  ["http://0.0.0.0:3000/feed.xml", "this computer"],
  ["https://10.1.2.3/feed.xml", "a private network"],
  ["https://172.16.0.1/feed.xml", "a private network"],
  ["https://172.31.255.254/feed.xml", "a private network"],
  ["https://192.168.1.20/cv.json", "a private network"],
  ["http://nas.local/feed.xml", "a private network"],
  ["http://[fd12:3456::1]/feed.xml", "a private network"],
  ["https://172.32.0.1/feed.xml", undefined],
  ["https://11.0.0.1/feed.xml", undefined],
  ["https://dev.to/feed/ada", undefined],
  ["https://local.example.com/feed.xml", undefined],
])("%s is on %s", (url, where) => {
  const note = refreshNote("posts", url);
  if (where === undefined) expect(note).toBeUndefined();
  else expect(note).toMatch(new RegExp(`^Note: posts \\S+ is on ${where}: the weekly refresh`));
});

test.each([
  ["content/feed.xml", false],
  ["feeds/../content/cv.json", false], // as written by hand: still inside
  ["feeds/../../cv.json", true],
  ["..feed.xml", false], // a name that starts with dots, in the project
  ["/home/ana/feed.xml", true],
  ["../blog/feed.xml", true],
])("the file %s is outside the repository: %s", (path, outside) => {
  const note = refreshNote("resume", path);
  if (!outside) expect(note).toBeUndefined();
  else expect(note).toMatch(/^Note: resume .* is a file outside this repository: /);
});
