import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, waitForServer } from "../../server/local-server.ts";
import { waitForHydration, violations, walkMainNav, openPage } from "../harness/chromium";
import { launchChromium, marker, routes } from "../harness/chromium";
import { site } from "../harness/sites/variants";

// A build for a GitHub Pages project site, served the way Pages serves it:
// the site under /portfolio/, and the project's 404.html for any missing path.
let client: string;
const siteUrl = "https://example.github.io/portfolio/";
let root: string;
let server: ChildProcess;
let browser: Browser;
let origin: string;
let base: string;

beforeAll(async () => {
  ({ client } = await site("sub-path"));
  root = mkdtempSync(join(tmpdir(), "sub-path-"));
  cpSync(client, join(root, "portfolio"), { recursive: true });
  copyFileSync(join(client, "404.html"), join(root, "404.html"));
  // GitHub Pages serves /portfolio/ and /portfolio/blog/ as they are, where
  // serve.json (for a site at the root) would drop the trailing slash.
  const config = JSON.parse(readFileSync("server/serve.json", "utf8")) as Record<string, unknown>;
  delete config.trailingSlash;
  writeFileSync(join(root, "serve.json"), JSON.stringify(config));
  const port = await freePort();
  const serve = createRequire(import.meta.url).resolve("serve/build/main.js");
  server = spawn(
    process.execPath,
    [
      serve,
      root,
      "--config",
      join(root, "serve.json"),
      "--no-request-logging",
      "--listen",
      `tcp://127.0.0.1:${port}`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  origin = `http://127.0.0.1:${port}`;
  base = `${origin}/portfolio`;
  await waitForServer(base + "/");
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("every page, link, asset and image stays under /portfolio/ and hydrates", async () => {
  const { page, problems, requests } = await openPage(browser);
  for (const path of routes) {
    const response = await page.goto(base + path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page, { scroll: true });
    expect(await violations(page), path).toEqual([]);
    // Every link to a page or file of the site; "#content" stays on the page.
    const links = await page
      .locator("a[href]:not([href^='#'])")
      .evaluateAll((as) => (as as HTMLAnchorElement[]).map((a) => a.href));
    for (const href of links.filter((href) => href.startsWith(origin))) {
      expect(href, path).toMatch(new RegExp(`^${base}/`));
    }
    const images = await page.locator("img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        src: img.currentSrc,
        ok: img.naturalWidth > 0,
      })),
    );
    for (const image of images)
      expect(image, path).toEqual({ src: expect.stringMatching(`^${base}/assets/`), ok: true });
  }
  const ours = requests.filter((url) => url.startsWith(origin));
  expect(ours.length).toBeGreaterThan(routes.length * 5);
  for (const url of ours) expect(url).toMatch(new RegExp(`^${base}/`));
  expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(problems).toEqual([]);
});

test("client-side navigation keeps the sub-path", async () => {
  const { page, problems } = await openPage(browser);
  await page.goto(base + "/");
  await waitForHydration(page, { scroll: true });
  await walkMainNav(page, base);
  expect(await marker(page)).toBe(42);
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("intent prefetches the page's data under the sub-path; the click then requests nothing", async () => {
  const { page, problems, requests } = await openPage(browser);
  await page.goto(base + "/blog");
  await page.waitForLoadState("networkidle");
  const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" });
  // The home page's data and module, fetched with the app.
  const fetched = [/\/_\.data$/, /\/assets\/home-[\w-]+\.js$/].map((pattern) =>
    page.waitForEvent("requestfinished", (request) => pattern.test(request.url())),
  );
  await home.hover();
  await Promise.all(fetched);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const data = () => requests.filter((url) => url.endsWith(".data"));
  expect(data()).toEqual([base + "/_.data"]);
  const before = requests.length;
  await home.click();
  await page.waitForURL(base + "/");
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(requests.slice(before).filter((url) => !/\.(avif|jpe?g|png|svg)$/.test(url))).toEqual([]);
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("an unknown path, inside the sub-path or not, ends on the sub-path's home", async () => {
  const { page } = await openPage(browser);
  for (const path of ["/portfolio/no/such/page", "/elsewhere"]) {
    const response = await page.goto(origin + path);
    expect(response?.status()).toBe(404);
    await page.waitForURL(base + "/");
    await waitForHydration(page, { scroll: true });
  }
});

test("canonical URLs, feeds, sitemap and manifest name the sub-path", () => {
  const texts = readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|data|xml|json|txt|webmanifest)$/.test(file))
    .map((file) => [file, readFileSync(join(client, file), "utf8")] as const);
  let checked = 0;
  for (const [file, text] of texts) {
    // Every absolute URL of the site and every root-relative path in a quoted value.
    // (The root data holds the base URL setting itself, which is only the origin.)
    for (const [url] of text.matchAll(/https:\/\/example\.github\.io[^"'<\s\\]*/g)) {
      if (url !== "https://example.github.io") expect(url, file).toMatch(new RegExp(`^${siteUrl}`));
    }
    for (const path of rootRelativePaths(file, text)) {
      expect(path, file).toMatch(/^\/portfolio\//);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(50);
  const home = readFileSync(join(client, "index.html"), "utf8");
  expect(home).toContain(`<link rel="canonical" href="${siteUrl}"/>`);
  expect(readFileSync(join(client, "_headers"), "utf8")).toMatch(/^\/portfolio\/assets\/\*$/m);
});

/** Paths such as "/blog" in a page's URL attributes, or in any string of another file. */
function rootRelativePaths(file: string, text: string): string[] {
  // Inline scripts hold strings such as "/$", so pages are read by attribute.
  const values = file.endsWith(".html")
    ? [...text.matchAll(/\s(?:href|src|srcset|content|action)="([^"]*)"/gi)].flatMap(
        ([name, value]) =>
          /srcset/i.test(name)
            ? value!.split(",").map((entry) => entry.trim().split(" ")[0]!)
            : [value!],
      )
    : [...text.matchAll(/"([^"\s]*)"/g)].map(([, value]) => value!);
  return values.filter((value) => /^\/(?!\/)/.test(value));
}
