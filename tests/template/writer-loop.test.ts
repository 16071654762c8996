import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sampleContent } from "../fixtures/sample/sample-content";
import { launchChromium, markDocument, marker } from "../harness/chromium";
import { startDevServer, type DevServer } from "../harness/sites/dev-server";
import { makeProjectCopy, type Files } from "../harness/sites/project-copy";

// The writer's loop, once, in Chromium: npm run dev open on a post in a
// copy of the project with the sample's content and three posts; its file
// saved shows in the open tab by itself, a mistake in its front matter is
// its one line in the terminal and over the page, and fixed, the post comes
// back. How fast is the bench's (instruments/bench/writer-loop.ts), not this.
const dir = ".test-builds/writer-loop";
const slug = "notes-on-retries";
const file = `content/posts/${slug}/index.md`;
let server: DevServer;
let browser: Browser;
let tab: Page;

const fixtures = "tests/fixtures/local-posts";
const posts = (): Files =>
  Object.fromEntries(
    ["measuring-cold-starts/index.md", "measuring-cold-starts/flame-graph.jpg"]
      .concat(`${slug}/index.md`, "queues-at-the-edge/index.md")
      .map((name) => [`content/posts/${name}`, readFileSync(join(fixtures, name))]),
  );
const original = () => readFileSync(join(fixtures, slug, "index.md"), "utf8");
const save = (text: string) => writeFileSync(join(dir, file), text);
const shows = (text: string) =>
  tab.waitForFunction((words) => document.body.innerText.includes(words), text, {
    timeout: 30_000,
  });

beforeAll(async () => {
  makeProjectCopy(dir, { ...sampleContent(), ...posts() });
  server = await startDevServer(dir);
  browser = await launchChromium();
  tab = await browser.newPage();
  // The first visit has Vite bundle the browser's dependencies and reload; the second is settled.
  await tab.goto(`${server.url}/blog/${slug}`, { waitUntil: "networkidle" });
  const connected = tab.waitForEvent("console", (message) =>
    message.text().includes("[vite] connected"),
  );
  await tab.goto(`${server.url}/blog/${slug}`, { waitUntil: "networkidle" });
  await connected;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.stop();
});

test("a post saved shows in the open tab by itself: no reload by hand, no restart", async () => {
  await markDocument(tab);
  const since = server.output().length;
  save(original().replace(/\n\n(\S)/, "\n\nSaved a minute ago, this line is new. $1"));
  await shows("Saved a minute ago, this line is new.");
  // Vite reloaded the tab (the mark is gone), the writer did not; the server ran on.
  expect(await marker(tab)).toBeUndefined();
  expect(server.output().slice(since)).toContain(`page reload ${file}`);
  expect(server.output()).not.toMatch(/server restarted|restarting server/);
});

test("a front matter the schema refuses is its one line, in the terminal and over the page, and fixed, the post comes back", async () => {
  const since = server.output().length;
  save(original().replace(/^publishDate: .*$/m, "publishDate: next Tuesday"));
  const line = `  - ${file}:4: publishDate must be a real calendar date written YYYY-MM-DD; got "next Tuesday"`;
  const said = `Invalid content:\n${line}\nThe pages show the last good content until this is fixed.`;
  await expect.poll(() => server.output().slice(since), { timeout: 30_000 }).toContain(said);
  const overlay = tab.locator("vite-error-overlay");
  await overlay.waitFor({ timeout: 30_000 });
  expect(await overlay.locator(".message-body").textContent()).toBe(said);
  expect(await overlay.locator(".stack").textContent()).toBe("");
  expect(server.output().slice(since)).not.toMatch(/^\s+at /m);
  // The page behind keeps the last good post; reloaded, it shows the mistake again.
  expect(await tab.locator("h1").textContent()).toBe("Notes on retries");
  await tab.reload({ waitUntil: "networkidle" });
  await overlay.waitFor({ timeout: 30_000 });
  expect(await overlay.locator(".message-body").textContent()).toBe(said);

  save(original().replace(/\n\n(\S)/, "\n\nFixed, and back by itself. $1"));
  await shows("Fixed, and back by itself.");
  expect(await overlay.count()).toBe(0);
  expect(server.output().slice(since)).not.toMatch(/^\s+at /m);
}, 120_000);
