import { describe, expect, inject, test } from "vitest";
import { samplePages } from "../harness/sites/sample-site";
import { browserForFile, openPage, waitForHydration } from "../harness/chromium";

// Addresses visitors really type, paste or follow (old links, tracking
// parameters, typos, scanners). Each must end on a real page or on `/`, in
// the browser, against the server `npm start` runs, with nothing broken.

const baseURL = inject("sample").url;
const browser = browserForFile();

const headings: Record<string, string> = Object.fromEntries(
  Object.entries(samplePages).map(([path, { h1 }]) => [path, h1]),
);

// [what the visitor asks for, where they must end, the address bar's path + search + hash]
const cases: [string, string, string][] = [
  ["/BLOG", "/", "/"],
  ["/blog/", "/blog", "/blog"],
  ["//blog", "/blog", "/blog"],
  ["/blog?utm_source=x", "/blog", "/blog?utm_source=x"],
  ["/blog#x", "/blog", "/blog#x"],
  ["/%2e%2e/", "/", "/"],
  ["/%2e%2e/blog", "/blog", "/blog"],
  ["/" + "ab/".repeat(666) + "c", "/", "/"],
];

// One segment longer than a file name may be (255 bytes on Linux).
const longSegment = "/" + "x".repeat(1999);

const notFound = (url: string) => [
  `HTTP 404: ${url}`,
  `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`,
];

/**
 * Visits `path` and returns where the visit ended once the page settled.
 * A path that is not a page gets 404.html with status 404, as static hosts
 * serve it; that one response is expected, any other problem is not.
 */
async function visit(path: string) {
  const { page, problems } = await openPage(browser());
  const response = await page.goto(baseURL + path);
  const first = response?.status() ?? 0;
  // Fail at once with the status rather than wait for a redirect that never comes.
  if (first !== 200 && first !== 404) throw new Error(`${path} answered HTTP ${first}`);
  await page.waitForURL((url) => url.pathname in headings);
  await waitForHydration(page);
  const url = new URL(page.url());
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  // Leaving 404.html at once may abort its icon request; the visitor loses nothing.
  const iconAborted = `request failed: ${new URL("/favicon.svg", baseURL).href} net::ERR_ABORTED`;
  const expected = first === 404 ? [...notFound(response!.url()), iconAborted] : [];
  const unexpected = problems.filter((p) => !expected.includes(p));
  await page.context().close();
  return { url, heading, unexpected };
}

describe.each(cases)("%s", (path, landing, address) => {
  test(`ends on ${landing}, complete and hydrated, with no errors`, async () => {
    const { url, heading, unexpected } = await visit(path);
    expect(url.pathname + url.search + url.hash).toBe(address);
    expect(heading).toContain(headings[landing]);
    expect(unexpected).toEqual([]);
  });
});

test("a 2,000-character path of one segment ends on /", async () => {
  const { url, heading, unexpected } = await visit(longSegment);
  expect(url.pathname).toBe("/");
  expect(heading).toContain(headings["/"]);
  expect(unexpected).toEqual([]);
});

test("the long paths are really 2,000 characters", () => {
  expect(longSegment).toHaveLength(2000);
  expect(cases.at(-1)![0]).toHaveLength(2000);
});
