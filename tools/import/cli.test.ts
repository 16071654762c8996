import { execFile } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { snapshot, tempContent } from "./fixtures/content.test-support.ts";
import { startFixtureServer, type FixtureServer } from "./fixtures/server.test-support.ts";

// The command as `npm run import` runs it: a process of its own, its
// settings from the environment and the arguments, its verdict in the exit code.

let server: FixtureServer;
let dir: string;
beforeAll(async () => {
  server = await startFixtureServer();
  dir = await tempContent();
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tools/import/cli.ts", ...args],
      { env: { ...process.env, GITHUB_TOKEN: "", GITHUB_API_URL: `${server.origin}/api`, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

test("imports into the folder CONTENT_DIR names, then reports a second run as unchanged", async () => {
  const feed = `${server.origin}/feeds/atom.xml`;
  const first = await cli(["posts", feed], { CONTENT_DIR: dir });
  expect(first).toMatchObject({ code: 0, stderr: "" });
  expect(first.stdout).toContain(`posts ${feed}: 3 added, 0 updated, 0 unchanged, 0 skipped`);
  const before = await snapshot(dir);
  const again = await cli(["--content", dir]);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain(`posts ${feed}: 0 added, 0 updated, 3 unchanged, 0 skipped`);
  expect(await snapshot(dir)).toEqual(before);
}, 30_000);

test("a bad source exits 1 with one message naming it; IMPORT_TIMEOUT_SECONDS is obeyed", async () => {
  const before = await snapshot(dir);
  const feed = `${server.origin}/never-answers`;
  const { code, stderr } = await cli(["--content", dir, "posts", feed], {
    IMPORT_TIMEOUT_SECONDS: "0.5",
  });
  expect(code).toBe(1);
  expect(stderr).toBe(`Import failed: ${feed}: no answer within 0.5 s\nNothing was changed.\n`);
  expect(await snapshot(dir)).toEqual(before);
}, 30_000);

test("GITHUB_API_URL is where projects come from", async () => {
  const { code, stdout } = await cli(["--content", dir, "projects", "tobi"]);
  expect(code).toBe(0);
  expect(stdout).toContain("projects tobi: 3 added");
  expect(await readFile(join(dir, "imported", "projects.json"), "utf8")).toContain("raft-lite");
}, 30_000);

test("a wrong call exits 2 with the usage, and changes nothing", async () => {
  const before = await snapshot(dir);
  const wrong = await cli(["--content", dir, "posts", "ftp://x.example/feed"]);
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain("posts needs the feed's absolute http(s) URL, or its file");
  expect(wrong.stderr).toContain("Usage:");
  const setting = await cli(["--content", dir], { IMPORT_TIMEOUT_SECONDS: "never" });
  expect(setting.code).toBe(2);
  expect(setting.stderr).toContain('IMPORT_TIMEOUT_SECONDS must be a positive number; got "never"');
  expect(await snapshot(dir)).toEqual(before);
}, 30_000);

test("--home without --canonical is refused in one line (no usage to scroll past), and changes nothing", async () => {
  const before = await snapshot(dir);
  const { code, stdout, stderr } = await cli([
    "--content",
    dir,
    "posts",
    `${server.origin}/feeds/medium.xml`,
    "--home",
  ]);
  expect(code).toBe(2);
  expect(stdout).toBe("");
  expect(stderr).toMatch(/^--home needs --canonical original or --canonical home, [^\n]+\n$/);
  expect(await snapshot(dir)).toEqual(before);
}, 30_000);

test("a résumé entry kept as imported before exits 3, its fix the last line of stderr", async () => {
  const file = join(dir, "cv.json");
  const job = { name: "Hubtel", position: "Engineer", startDate: "2017-06" };
  await writeFile(file, JSON.stringify({ work: [job] }));
  expect((await cli(["--content", dir, "resume", file])).code).toBe(0);
  await writeFile(file, JSON.stringify({ work: [{ ...job, startDate: undefined }] }));
  const { code, stdout, stderr } = await cli(["--content", dir, "resume", file]);
  expect(code).toBe(3);
  expect(stdout).toContain(
    '  kept "Hubtel (2017-06)" as imported before: startDate is missing; write it as YYYY-MM\n',
  );
  expect(stderr).toBe("Kept 1 entry as imported before: fix it in the résumé and import again.\n");
}, 30_000);
