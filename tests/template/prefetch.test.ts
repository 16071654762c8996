import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import { browserForFile, marker, markDocument, openPage } from "../harness/chromium";

// Intent to follow a link of the site fetches what its page needs, its data
// and its modules, so that the click itself waits for no request
// (pipeline/stages/4-first-paint/intent-script.ts, app/lib/navigation/).
// Not a timing test: it counts requests, which no machine's speed changes.

const baseURL = inject("sample").url;
const browser = browserForFile();

const navLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
const path = (url: string) => new URL(url).pathname;
const isData = (url: string) => path(url).endsWith(".data");
/** A route's own module, named after its file by the build: /assets/projects-<hash>.js. */
const routeModule = (name: string) => (url: string) =>
  new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path(url));

/** Opens `route` once nothing more loads, recording every request from then on. */
async function land(route: string) {
  const { page, problems } = await openPage(browser());
  const requests: string[] = [];
  page.on("request", (request) => void requests.push(request.url()));
  await page.goto(baseURL + route);
  await page.waitForLoadState("networkidle");
  requests.length = 0;
  return { page, problems, requests };
}

// The new page's images load as it shows, as they do on a page load; the
// page waits for none of them.
const isImage = (url: string) => /\.(avif|webp|jpe?g|png|svg)$/.test(path(url));

/**
 * Clicks `name`'s nav link and returns what was requested, images aside,
 * until its page's heading showed.
 */
async function clickAndCount(page: Page, requests: string[], name: string, heading: string) {
  requests.length = 0;
  await navLink(page, name).click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  return requests.filter((url) => !isImage(url));
}

test("pointing at a nav link fetches its page's data and module; the click then requests nothing", async () => {
  const { page, problems, requests } = await land("/");
  await navLink(page, "Projects").hover();
  await expect.poll(() => requests.filter(isData).map(path)).toEqual(["/projects.data"]);
  await expect.poll(() => requests.some(routeModule("projects"))).toBe(true);
  await page.waitForLoadState("networkidle");
  await markDocument(page);
  expect(await clickAndCount(page, requests, "Projects", "Projects")).toEqual([]);
  expect(await marker(page)).toBe(42); // client-side, with React Router
  expect(await navLink(page, "Projects").getAttribute("aria-current")).toBe("page");
  expect(problems).toEqual([]);
});

test("every later intent prefetches too, by pointer or keyboard, and the clicks request nothing", async () => {
  const { page, problems, requests } = await land("/about-me");
  await navLink(page, "Blog").hover();
  await expect.poll(() => requests.filter(isData).map(path)).toEqual(["/blog.data"]);
  await expect.poll(() => requests.some(routeModule("blog"))).toBe(true);
  await page.waitForLoadState("networkidle");
  await markDocument(page);
  expect(await clickAndCount(page, requests, "Blog", "Blog Posts")).toEqual([]);
  // Now on the Blog, with the app: the pointer rests elsewhere, the keyboard's focus on Projects.
  await page.getByRole("heading", { level: 1 }).hover();
  await navLink(page, "Projects").focus();
  await expect.poll(() => requests.filter(isData).map(path)).toEqual(["/projects.data"]);
  await expect.poll(() => requests.some(routeModule("projects"))).toBe(true);
  await page.waitForLoadState("networkidle");
  requests.length = 0;
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: "Projects" }).waitFor();
  expect(requests.filter((url) => !isImage(url))).toEqual([]);
  // Back on the Blog, pointing at Projects again fetches its data afresh.
  await page.goBack();
  await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
  await page.waitForLoadState("networkidle");
  requests.length = 0;
  await navLink(page, "Projects").hover();
  await expect.poll(() => requests.map(path)).toEqual(["/projects.data"]);
  expect(await clickAndCount(page, requests, "Projects", "Projects")).toEqual([]);
  expect(await marker(page)).toBe(42);
  expect(problems).toEqual([]);
});

test("no page is prefetched without intent for its link", async () => {
  const { page, problems, requests } = await land("/");
  // Reading, scrolling, pointing at text and at another site's link.
  await page.getByRole("heading", { level: 1 }).hover();
  await page.mouse.wheel(0, 10_000);
  await page.getByRole("contentinfo").getByRole("link").first().hover();
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  // Intent for one link fetches that page's data only, and the app; no other page's.
  await navLink(page, "Blog").hover();
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
  expect(requests.filter(isData).map(path)).toEqual(["/blog.data"]);
  expect(requests.filter(routeModule("projects"))).toEqual([]);
  expect(requests.filter(routeModule("about-me"))).toEqual([]);
  // Pointing at it again fetches nothing more, nor does the page's own link.
  requests.length = 0;
  await navLink(page, "Home").hover();
  await navLink(page, "Blog").hover();
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  expect(problems).toEqual([]);
});
