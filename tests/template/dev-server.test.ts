import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { sampleContent } from "../fixtures/sample/sample-content";
import { makeProjectCopy } from "../harness/sites/project-copy";

// npm run dev as an owner runs it while writing content/, in a copy of the
// project with the sample's: a change shows on the next load of the page, a
// mistake is said in one line while the pages keep the last good content,
// and the server runs on.
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
const eventually = (check: () => Promise<unknown> | unknown) =>
  vi.waitFor(check, { timeout: 30_000, interval: 200 });

beforeAll(async () => {
  makeProjectCopy(dir, sampleContent());
  const port = await freePort();
  url = `http://localhost:${port}`;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
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
