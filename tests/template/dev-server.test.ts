import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { sampleContent } from "../fixtures/sample/sample-content";
import { launchChromium } from "../harness/chromium";
import { makeProjectCopy } from "../harness/sites/project-copy";

// npm run dev as an owner runs it while writing content/, in a copy of the
// project with the sample's: a change shows on the next load of the page, a
// mistake is said in one line (in the terminal, and over the page as Vite
// shows its errors) while the pages keep the last good content, and the
// server runs on.
const dir = ".test-builds/dev-server";
let server: ChildProcess;
let output = "";
let url = "";

/** A port no one listens on. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const page = async (path = "/") => {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, html: await response.text() };
};

/** Writes a content file of the copy; `edit` changes the sample's. */
const write = (file: string, edit: (text: string) => string) =>
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), "utf8")));

/** Waits until `check` passes, for what the server does after a file changed. */
const eventually = (check: () => Promise<unknown> | unknown, timeout = 30_000) =>
  vi.waitFor(check, { timeout, interval: 200 });

beforeAll(async () => {
  makeProjectCopy(dir, sampleContent());
  const port = await freePort();
  url = `http://localhost:${port}`;
  // As an owner's shell runs it: no settings, and no NODE_ENV (Vitest's "test"),
  // so React Router sets "development" for its config too.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith("VITE_") && name !== "NODE_ENV",
    ),
  );
  server = spawn(
    process.execPath,
    ["--import", "tsx", "pipeline/react-router.ts", "dev", "--port", `${port}`, "--strictPort"],
    {
      cwd: dir,
      env: { ...env, PATH: `${resolve(dir, "node_modules/.bin")}:${process.env.PATH}` },
      // Its own process group: React Router's server is a child of the command.
      detached: true,
    },
  );
  server.stdout!.on("data", (data) => (output += String(data)));
  server.stderr!.on("data", (data) => (output += String(data)));
  await eventually(async () => expect((await page()).status).toBe(200));
}, 120_000);

afterAll(() => {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
});

test("a change to content/owner.ts shows on the next load, without restarting the server", async () => {
  expect((await page()).html).toContain("Hi, I&#x27;m Tobi");
  write("content/owner.ts", (text) => text.replace("Hi, I'm Tobi", "Hello, Tobi here"));
  await eventually(async () => expect((await page()).html).toContain("Hello, Tobi here"));
  expect(output).toMatch(/page reload content\/owner\.ts/);
  expect(output).not.toContain("restarting server");
});

test("a mistake is said in one line; the pages keep the last good content, and the server runs on", async () => {
  write("content/owner.ts", (text) => text.replace('"Hello, Tobi here"', '"Hello, Tobi here'));
  await eventually(() =>
    expect(output).toMatch(
      /content\/owner\.ts:8:\d+: Unterminated string literal\nThe pages show the last good content until this is fixed\./,
    ),
  );
  expect(await page()).toEqual({ status: 200, html: expect.stringContaining("Hello, Tobi here") });

  write("content/owner.ts", (text) => text.replace('"Hello, Tobi here', "5"));
  await eventually(() =>
    expect(output).toContain("  - content/owner.ts: owner.greeting must be text; got 5\n"),
  );
  expect(await page()).toEqual({ status: 200, html: expect.stringContaining("Hello, Tobi here") });

  write("content/owner.ts", (text) => text.replace("greeting: 5", 'greeting: "Fixed, Tobi"'));
  await eventually(async () => expect((await page()).html).toContain("Fixed, Tobi"));
  expect(output).not.toContain("The site was not built");
});

test("a change to what the build makes from content (the accent colour) restarts the server with it", async () => {
  write("content/theme.ts", (text) => text.replace('light: "#0b6e66"', 'light: "#1d4ed8"'));
  await eventually(async () => {
    const css = await fetch(`${url}/app/app.css?direct`).then((response) => response.text());
    expect(css).toContain("#1d4ed8");
  });
  expect(output).toContain("server restarted");
  expect((await page()).html).toContain("Fixed, Tobi");
});

test("a mistake in a post's body: one line in the terminal and over the page, without a stack; the page keeps its last good body", async () => {
  const folder = "content/posts/notes";
  const file = `${folder}/index.md`;
  const post = (body: string) =>
    `---\ntitle: Notes\ndescription: Notes on retries.\npublishDate: 2025-02-10\n---\n\n${body}`;
  mkdirSync(join(dir, folder), { recursive: true });
  copyFileSync(
    "tests/fixtures/local-posts/measuring-cold-starts/flame-graph.jpg",
    join(dir, folder, "chart.jpg"),
  );
  writeFileSync(join(dir, file), post("First words.\n\n![A chart](./chart.jpg)\n"));
  // A first post gives the site a route: the server restarts with it, and slowly on a busy machine.
  await eventually(
    async () => expect((await page("/blog/notes")).html).toContain("First words."),
    90_000,
  );

  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    // The first visit has Vite bundle the browser's dependencies and reload; the second is settled.
    await tab.goto(`${url}/blog/notes`, { waitUntil: "networkidle" });
    const connected = tab.waitForEvent("console", (message) =>
      message.text().includes("[vite] connected"),
    );
    await tab.goto(`${url}/blog/notes`, { waitUntil: "networkidle" });
    await connected;

    const since = output.length;
    writeFileSync(
      join(dir, file),
      post("Second words.\n\n![A chart](./chart.png)\n\n<script>alert(1)</script>\n"),
    );
    const said = [
      "Invalid content:",
      `  - ${file}:9: an image that does not exist (./chart.png) is not allowed in a post (put the file beside index.md, in ${folder}, or correct its name)`,
      `  - ${file}:11: <script> is not allowed in a post (the site's security policy runs no script a post brings)`,
      "The pages show the last good content until this is fixed.",
    ].join("\n");
    await eventually(() => expect(output.slice(since)).toContain(said));
    const overlay = tab.locator("vite-error-overlay");
    await overlay.waitFor({ timeout: 30_000 });
    expect(await overlay.locator(".message-body").textContent()).toBe(said);
    expect(await overlay.locator(".stack").textContent()).toBe("");
    expect(output.slice(since)).not.toMatch(/^\s+at /m);
    expect((await page("/blog/notes")).html).toContain("First words.");

    // Fixed: the page reloads with the new body, and the overlay is gone.
    writeFileSync(join(dir, file), post("Fixed words.\n"));
    await tab.waitForFunction(() => document.body.textContent?.includes("Fixed words."), null, {
      timeout: 30_000,
    });
    expect(await overlay.count()).toBe(0);
    expect(output.slice(since)).not.toMatch(/^\s+at /m);
  } finally {
    await browser.close();
  }
}, 240_000);
