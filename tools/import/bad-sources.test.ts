import { beforeEach, expect, test } from "vitest";
import { options, run, snapshot } from "./fixtures/content.test-support.ts";
import { send } from "./fixtures/server.test-support.ts";
import { importTestbed } from "./fixtures/testbed.test-support.ts";

// Every bad source: exit code 1, one message that names the source and the
// problem, and not one file of the content folder changed, even when other
// sources of the same run were fine.

const bed = importTestbed();
beforeEach(async () => {
  // Something imported before, so "nothing changed" means more than empty files.
  const first = await run(
    { kind: "posts", feed: `${bed.server.origin}/feeds/medium.xml` },
    options(bed.dir, bed.server.origin),
  );
  expect(first.code).toBe(0);
});

const feeds: [string, string, RegExp][] = [
  ["not a feed (a web page)", "/feeds/home", /not a feed but a web page/],
  ["not a feed (a text file)", "/status/200", /not a feed: neither RSS, Atom nor JSON Feed/],
  ["a 404", "/feeds/missing.xml", /HTTP 404/],
  ["a 5xx", "/status/503", /HTTP 503/],
  ["malformed XML", "/feeds/malformed.xml", /malformed XML/],
  ["malformed JSON", "/feeds/malformed.json", /malformed JSON/],
  ["a feed with no items", "/feeds/no-items.xml", /the feed has no items/],
  ["a server that never answers", "/never-answers", /no answer within 0\.5 s/],
];

test.each(feeds)("posts from %s: fails, names it, changes nothing", async (_, path, problem) => {
  const before = await snapshot(bed.dir);
  const feed = `${bed.server.origin}${path}`;
  const { code, err } = await run(
    { kind: "posts", feed },
    options(bed.dir, bed.server.origin, { timeoutMs: 500 }),
  );
  expect(code).toBe(1);
  expect(err.split("\n")[0]).toMatch(
    new RegExp(`^Import failed: ${feed.replace(/[.?]/g, "\\$&")}: `),
  );
  expect(err).toMatch(problem);
  expect(err).toContain("Nothing was changed.");
  expect(await snapshot(bed.dir)).toEqual(before);
});

test("a server that stops mid-body is given up on too", async () => {
  bed.server.routes.set("/feeds/slow.xml", (_req, res) => {
    res.writeHead(200, { "content-type": "application/rss+xml" });
    res.write('<?xml version="1.0"?><rss version="2.0"><channel>'); // and never more
  });
  const before = await snapshot(bed.dir);
  const feed = `${bed.server.origin}/feeds/slow.xml`;
  const { code, err } = await run(
    { kind: "posts", feed },
    options(bed.dir, bed.server.origin, { timeoutMs: 500 }),
  );
  expect([code, err.split("\n")[0]]).toEqual([1, `Import failed: ${feed}: no answer within 0.5 s`]);
  expect(await snapshot(bed.dir)).toEqual(before);
});

const users: [string, string, RegExp][] = [
  ["an API that never answers", "slow", /http:\/\/127\.0\.0\.1:\d+\/api: no answer within 0\.5 s/],
  [
    "an unknown GitHub user",
    "ghost",
    /no GitHub user named "ghost" at http:\/\/127\.0\.0\.1:\d+\/api/,
  ],
  [
    "a rate limit",
    "limited",
    /GitHub's rate limit is reached: it resets at 2030-01-01T12:00:00Z \(in \d+ min\); set GITHUB_TOKEN/,
  ],
];

test.each(users)("projects of %s: fails, names it, changes nothing", async (_, user, problem) => {
  const before = await snapshot(bed.dir);
  const { code, err } = await run(
    { kind: "projects", user, forks: false, archived: false },
    options(bed.dir, bed.server.origin, { timeoutMs: 500 }),
  );
  expect(code).toBe(1);
  expect(err.split("\n")[0]).toMatch(new RegExp(`^Import failed: projects ${user}: `));
  expect(err).toMatch(problem);
  expect(await snapshot(bed.dir)).toEqual(before);
});

test("a refused token fails the same way", async () => {
  const before = await snapshot(bed.dir);
  const opts = options(bed.dir, bed.server.origin, { githubToken: "wrong" });
  const { code, err } = await run(
    { kind: "projects", user: "tobi", forks: false, archived: false },
    opts,
  );
  expect(code).toBe(1);
  expect(err).toMatch(/projects tobi: .* refused GITHUB_TOKEN \(401 Bad credentials\)/);
  expect(await snapshot(bed.dir)).toEqual(before);
});

test("a refresh with one broken source writes none of the others' changes", async () => {
  // A second source is recorded and the first one now has a new post...
  expect(
    (
      await run(
        { kind: "posts", feed: `${bed.server.origin}/feeds/atom.xml` },
        options(bed.dir, bed.server.origin),
      )
    ).code,
  ).toBe(0);
  bed.server.routes.set("/feeds/medium.xml", (_req, res) =>
    send(
      res,
      200,
      "application/rss+xml",
      '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item><title>New</title><link>https://medium.com/@a/new</link><description>d</description><pubDate>Mon, 02 Dec 2024 08:00:00 GMT</pubDate></item></channel></rss>',
    ),
  );
  // ...but the second one is down.
  bed.server.routes.set("/feeds/atom.xml", (_req, res) => send(res, 500, "text/plain", "oops"));
  const before = await snapshot(bed.dir);
  const { code, out, err } = await run({ kind: "all" }, options(bed.dir, bed.server.origin));
  expect(code).toBe(1);
  expect(out).toMatch(/medium\.xml: 1 added/); // it was read, then not written
  expect(err).toContain(`Import failed: ${bed.server.origin}/feeds/atom.xml: HTTP 500`);
  expect(await snapshot(bed.dir)).toEqual(before);
});
