import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  sitesRoutes,
  startServer,
  writeSite,
  type LinkServer,
} from "./fixtures/servers.test-support.ts";

// `npm run check-links` as a process of its own, on a built site's pages
// whose links lead to real servers on 127.0.0.1: the table, what each
// answer is called, and the exit code.

let sites: LinkServer;
let refuser: LinkServer;
let dir: string;
let run: { code: number; stdout: string; stderr: string };

async function checkLinks(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tools/check-links/cli.ts", ...args],
      { env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

beforeAll(async () => {
  sites = await startServer(sitesRoutes());
  // Stands in for LinkedIn: a 999 for every robot, a 404 for a page that exists.
  refuser = await startServer({});
  dir = await mkdtemp(join(tmpdir(), "check-links-"));
  writeSite(dir, sites.origin, refuser.origin);
  run = await checkLinks(["--build", dir], {
    CHECK_LINKS_TIMEOUT_SECONDS: "0.4",
    CHECK_LINKS_RETRIES: "2",
    CHECK_LINKS_DELAY_SECONDS: "0.02",
    CHECK_LINKS_UNVERIFIABLE_HOSTS: new URL(refuser.origin).host,
  });
}, 60_000);

afterAll(async () => {
  await Promise.all([sites.close(), refuser.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** The table's rows by link: [page, status, what to do]. */
function rows(): Record<string, string[]> {
  const lines = run.stdout
    .split("\n")
    .filter(
      (line) => line.startsWith("| ") && !line.startsWith("| Link") && !line.startsWith("| ---"),
    );
  return Object.fromEntries(
    lines.map((line) => {
      const [link, ...cells] = line.slice(2, -2).split(" | ");
      return [link!.replace(sites.origin, "").replace(refuser.origin, "refuser"), cells];
    }),
  );
}

test("a broken link fails the run; the summary counts every kind", () => {
  expect(run.stderr).toBe("");
  expect(run.code).toBe(1);
  expect(run.stdout.split("\n")[0]).toBe(
    "Checked 13 external links on 2 pages (1 mailto: not fetched): " +
      "4 fine, 4 broken, 1 moved, 1 warning, 3 could not verify.",
  );
});

test("404, 410, a name that does not resolve and a server that never answers are broken", () => {
  const table = rows();
  expect(table["/gone-404"]).toEqual([
    "/",
    "404 Not Found",
    "Broken: the page is not there. Remove or replace the link.",
  ]);
  expect(table["/gone-410"]).toEqual([
    "/blog",
    "410 Gone",
    "Broken: the page is gone for good. Remove or replace the link.",
  ]);
  expect(table["http://dead-link.invalid/ada"]?.[0]).toBe("/, /blog");
  expect(table["http://dead-link.invalid/ada"]?.[1]).toMatch(
    /^no such host \((ENOTFOUND|EAI_AGAIN)\)/,
  );
  expect(table["/stall"]).toEqual([
    "/",
    "no answer (3 tries)",
    "Broken: the server never answered. Open it in a browser; remove the link if it stays down.",
  ]);
});

test("a permanent redirect says where to; a temporary one and a HEAD refused with 405 are fine", () => {
  const table = rows();
  expect(table["/moved"]).toEqual([
    "/",
    "301 → 200",
    `Moved permanently: update the link to ${sites.origin}/ok`,
  ]);
  for (const fine of ["/ok", "/temporary", "/no-head", "/busy"])
    expect(table[fine]).toBeUndefined();
  expect(sites.requests).toContain("HEAD /no-head");
  expect(sites.requests).toContain("GET /no-head");
});

test("429 is waited out (Retry-After) and 500 is retried, then only a warning", () => {
  const table = rows();
  expect(sites.requests.filter((r) => r.endsWith(" /busy"))).toEqual(["HEAD /busy", "HEAD /busy"]);
  expect(table["/error"]).toEqual([
    "/blog",
    "500 Internal Server Error (3 tries)",
    "Server error: not counted as broken yet. If it lasts, open it in a browser.",
  ]);
});

test("hosts that turn robots away could not be verified, whatever they answer", () => {
  const table = rows();
  expect(table["refuser/in/ada"]).toEqual([
    "/, /blog",
    "404",
    "Could not verify: the site refuses automated checks. Open it in a browser.",
  ]);
  expect(table["/refuse-999"]?.[2]).toMatch(/^Could not verify/);
  expect(table["/forbidden"]?.[2]).toMatch(/^Could not verify/);
});

test("politely: one request at a time per host; mailto:, the site itself and 404.html are not fetched", () => {
  expect(sites.maxInFlight).toBe(1);
  expect(sites.requests.some((r) => r.includes("only-on-the-404-page"))).toBe(false);
  expect(run.stdout).not.toContain("ada.example");
  expect(run.stdout).not.toContain("mailto:ada");
});

test("without a build it says to build first; a wrong call gets the usage", async () => {
  const missing = await checkLinks(["--build", join(dir, "nothing-here")]);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toMatch(/^No built site in .*nothing-here: run `npm run build` first/);
  const wrong = await checkLinks(["--build", dir], { CHECK_LINKS_RETRIES: "many" });
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain('CHECK_LINKS_RETRIES must be a number, 0 or more; got "many"');
}, 30_000);
