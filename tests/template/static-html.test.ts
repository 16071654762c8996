import { describe, expect, inject, test } from "vitest";
import { owner } from "../fixtures/sample/content/owner";
import { browserForFile, openPage, routes } from "../harness/chromium";
import { samplePages } from "../harness/sites/sample-site";

const baseURL = inject("sample").url;
const browser = browserForFile();

const pages = samplePages;

function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

describe.each(routes)("the raw HTML of %s", (route) => {
  test("holds its title, heading and meta tags before any JavaScript runs", async () => {
    const response = await fetch(baseURL + route);
    expect(response.status).toBe(200);
    const html = await response.text();
    const want = pages[route];
    expect(html).toContain(`<title>${want.title.replace("'", "&#x27;")}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${want.h1.replace("'", "&#x27;")}`));
    expect(metaContent(html, "og:title")).toBe(want.title);
    expect(metaContent(html, "description")?.length).toBeGreaterThan(20);
    expect(metaContent(html, "og:description")).toBe(metaContent(html, "description"));
    const image = metaContent(html, "og:image");
    expect(image && new URL(image).href).toBe(image);
    expect(image).toMatch(/^https:\/\/tobiadeyemi\.dev\//);
  });
});

describe.each(routes)("with JavaScript off, %s", (route) => {
  test("is complete and its links work", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(baseURL + route);
    expect(await page.title()).toBe(pages[route].title);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(pages[route].h1);
    expect(await page.getByRole("contentinfo").getByRole("link").count()).toBe(3);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(baseURL + "/blog");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Blog Posts");
  });
});

test("with JavaScript off, an unknown path still lands on / and Back skips it", async () => {
  const { page } = await openPage(browser(), { javaScriptEnabled: false });
  await page.goto(baseURL + "/about-me");
  await page.goto(baseURL + "/missing");
  await page.waitForURL(baseURL + "/");
  await page.getByRole("heading", { level: 1, name: owner.greeting }).waitFor();
  await page.goBack();
  await page.waitForURL(baseURL + "/about-me");
});

test("every external link opens in a new tab with rel=noopener noreferrer", async () => {
  for (const route of routes) {
    const { page } = await openPage(browser());
    await page.goto(baseURL + route);
    const links = await page.locator("a[href]").evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: (a as HTMLAnchorElement).href,
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    const external = links.filter((l) => new URL(l.href).origin !== new URL(baseURL).origin);
    expect(external.length).toBeGreaterThanOrEqual(route === "/" ? 8 : 3);
    for (const link of external) {
      expect(link, `${route}: ${link.href}`).toMatchObject({ target: "_blank" });
      expect(link.rel?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);
    }
  }
});
