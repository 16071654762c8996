import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { owner } from "../../content/owner";
import { securityHeaders } from "../../pipeline/stages/6-security-policy/security-headers";
import { startNginx, type NginxServer } from "./support/nginx-server";
import { hydrated, metaPolicy, violations, watchedPage } from "./support/policy-watch";
import { launchChromium, routes } from "./support/chromium";

let nginx: NginxServer;
let browser: Browser;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(nginx.url + path, { redirect: "manual", headers });

beforeAll(async () => {
  nginx = await startNginx("build");
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

const titles: Record<string, string> = {
  "/": owner.name,
  "/about-me": `About Me | ${owner.name}`,
  "/blog": `Blog | ${owner.name}`,
  "/projects": `Projects | ${owner.name}`,
};

describe("pretty URLs", () => {
  for (const path of [
    "/",
    "/about-me",
    "/about-me/",
    "/blog",
    "/blog/",
    "/projects",
    "/blog?x=1",
  ]) {
    test(`${path} serves its page with no redirect`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const title = titles[path.replace(/(.)\/$|\?.*$/, "$1")]!;
      expect(await response.text()).toContain(`<title>${title}</title>`);
    });
  }
});

test("an unknown path answers 404 with the page that sends the visitor to /", async () => {
  for (const path of ["/no/such/page", "/blog/nothing", "/assets/missing.js"]) {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta http-equiv="refresh" content="0; url=/">');
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  }
  const { page } = await watchedPage(browser);
  await page.goto(nginx.url + "/no/such/page");
  await page.waitForURL(nginx.url + "/");
});

test("every response carries every security header, and the policy holds each page's hashes", async () => {
  const expected = readFileSync("build/nginx/security-headers.conf", "utf8");
  for (const path of [...routes, "/blog.data", "/favicon.svg", "/no/such/page"]) {
    const response = await get(path);
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
    }
    const policy = response.headers.get("content-security-policy")!;
    expect(expected).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    if (!path.startsWith("/no/") && path.includes(".")) continue;
    const hashes = metaPolicy(await response.text()).match(/'sha256-[^']+'/g) ?? [];
    for (const hash of hashes) expect(policy, path).toContain(hash);
  }
});

test("hashed assets are immutable; pages and data revalidate, and do so with 304", async () => {
  const html = await (await get("/")).text();
  const asset = /\/assets\/[\w-]+\.js/.exec(html)![0];
  const cacheControl = async (path: string) => (await get(path)).headers.get("cache-control");
  expect(await cacheControl(asset)).toBe("public, max-age=31536000, immutable");
  for (const path of ["/", "/blog", "/blog.data", "/favicon.svg", "/no/such/page"]) {
    expect(await cacheControl(path), path).toBe("public, max-age=0, must-revalidate");
  }
  const etag = (await get("/blog")).headers.get("etag")!;
  expect((await get("/blog", { "If-None-Match": etag })).status).toBe(304);
  const gzipped = await get("/blog", { "Accept-Encoding": "gzip" });
  expect(gzipped.headers.get("content-encoding")).toBe("gzip");
});

test("pages hydrate and navigate on the client under both policies, meta and header", async () => {
  const { page, problems } = await watchedPage(browser);
  for (const path of routes) {
    await page.goto(nginx.url + path);
    await hydrated(page);
    expect(await violations(page), path).toEqual([]);
  }
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Blog", exact: true }).click();
  await page.waitForURL(nginx.url + "/blog");
  await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
