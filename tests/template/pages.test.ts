import { describe, expect, inject, test } from "vitest";
import { owner } from "../fixtures/sample/content/owner";
import { posts } from "../fixtures/sample/content/posts";
import { projects } from "../fixtures/sample/content/projects";
import { browserForFile, openPage, routes } from "../harness/chromium";

const baseURL = inject("sample").url;
const browser = browserForFile();

const expected = {
  "/": { title: owner.name, h1: owner.greeting, nav: "Home" },
  "/about-me": { title: `About Me | ${owner.name}`, h1: "Hello there!", nav: undefined },
  "/blog": { title: `Blog | ${owner.name}`, h1: "Blog Posts", nav: "Blog" },
  "/projects": { title: `Projects | ${owner.name}`, h1: "Projects", nav: "Projects" },
} as const;

describe.each(routes)("%s", (route) => {
  test("has its title, one h1, the highlighted nav link, the footer, and no errors", async () => {
    const { page, problems } = await openPage(browser());
    await page.goto(baseURL + route);
    await page.waitForLoadState("networkidle");
    const want = expected[route];

    expect(await page.title()).toBe(want.title);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).allTextContents())
      .toEqual([expect.stringContaining(want.h1)]);

    const nav = page.getByRole("navigation", { name: "Main" });
    const navLinks = nav.getByRole("link");
    expect(await navLinks.allTextContents()).toEqual(["Home", "Projects", "Blog"]);
    const current = nav.locator('[aria-current="page"]');
    if (want.nav) {
      expect(await current.allTextContents()).toEqual([want.nav]);
      // The active link looks different from the others.
      const style = (name: string) =>
        nav.getByRole("link", { name, exact: true }).evaluate((el) => {
          const s = getComputedStyle(el);
          return `${s.color} ${s.backgroundColor}`;
        });
      const others = ["Home", "Projects", "Blog"].filter((n) => n !== want.nav);
      for (const other of others) expect(await style(want.nav)).not.toBe(await style(other));
    } else {
      // /about-me has no nav entry, so nothing is marked current.
      expect(await current.count()).toBe(0);
    }

    const footer = page.getByRole("contentinfo");
    await expect.poll(() => footer.getByRole("heading", { name: "Let's Connect" }).count()).toBe(1);
    const footerText = (await footer.innerText()).replace(/\s+/g, " ");
    expect(footerText).toMatch(/LinkedIn[^/]* \/ GitHub[^/]* \/ X \(Twitter\)/);
    expect(
      await footer
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("target"))),
    ).toEqual(["_blank", "_blank", "_blank"]);
    expect(footerText).toContain("Lagos, Nigeria");

    for (const landmark of ["banner", "main", "contentinfo"] as const) {
      expect(await page.getByRole(landmark).count()).toBe(1);
    }
    expect(problems).toEqual([]);
  });
});

test("Home shows the intro, social buttons and the first posts and projects", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(baseURL + "/");
  const main = page.getByRole("main");
  await expect.poll(() => main.getByText(owner.bio).count()).toBe(1);
  expect(await main.getByRole("link", { name: "About me" }).getAttribute("href")).toBe("/about-me");
  for (const name of ["LinkedIn", "GitHub", "X (Twitter)"]) {
    const button = main.getByRole("link", { name: `${name} (opens in a new tab)`, exact: true });
    expect(await button.getAttribute("target")).toBe("_blank");
  }
  const articles = main.getByRole("region", { name: "Recent Articles" });
  expect(await articles.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
    posts.slice(0, 2).map((p) => expect.stringContaining(p.title)),
  );
  expect(await articles.getByRole("link", { name: /^View more/ }).getAttribute("href")).toBe(
    "/blog",
  );
  const latest = main.getByRole("region", { name: "Latest Projects" });
  expect(await latest.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
    projects.slice(0, 2).map((p) => expect.stringContaining(p.title)),
  );
  expect(await latest.getByRole("link", { name: /^View more/ }).getAttribute("href")).toBe(
    "/projects",
  );
  expect(problems).toEqual([]);
});

test.each(["/", "/about-me"])("the headshot on %s loads", async (route) => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + route);
  const image = page.getByRole("img", { name: owner.headshotAlt });
  await expect
    .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.getAttribute("loading")).toBe("eager");
});

test("About me has three paragraphs of bio", async () => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + "/about-me");
  const text = await page.getByRole("main").innerText();
  for (const paragraph of owner.about) expect(text).toContain(paragraph);
  for (const word of [
    "FinTech",
    "Blockchain",
    "millions",
    "internal platforms",
    "tooling",
    "Go",
    "TypeScript",
    "Python",
  ]) {
    expect(text).toContain(word);
  }
});

test("Blog lists every post with thumbnail, date, description and Read more", async () => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + "/blog");
  const articles = page.getByRole("main").getByRole("article");
  expect(await articles.count()).toBe(posts.length);
  const first = articles.first();
  const post = posts[0]!;
  expect(await first.getByRole("heading", { level: 2 }).innerText()).toContain(post.title);
  expect(await first.locator("time").getAttribute("datetime")).toBe("2025-02-24");
  expect(await first.locator("time").innerText()).toBe("February 24, 2025");
  const readMore = first.getByRole("link", { name: /^Read more\.\.\./ });
  expect(await readMore.getAttribute("href")).toBe(post.url);
  expect(await readMore.getAttribute("target")).toBe("_blank");
  expect(await first.locator("img").evaluate((el: HTMLImageElement) => el.width)).toBeGreaterThan(
    0,
  );
});

test("Projects lists every project as an external link", async () => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + "/projects");
  const articles = page.getByRole("main").getByRole("article");
  expect(await articles.count()).toBe(projects.length);
  const link = articles.first().getByRole("link", { name: new RegExp(projects[0]!.title) });
  expect(await link.getAttribute("href")).toBe(projects[0]!.url);
  expect(await link.getAttribute("target")).toBe("_blank");
});
