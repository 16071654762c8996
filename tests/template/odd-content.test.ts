import { pagePaths } from "../../app/lib/pages/site-pages";
import { beforeAll, describe, expect, inject, test, vi } from "vitest";
import { browserForFile, openPage } from "../harness/chromium";
import { arabic, emoji, hebrew, htmlish, longWord, oddOwner } from "../fixtures/odd-content";
import { oddPosts, oddProjects } from "../fixtures/odd-content";
import { overflowing } from "../harness/checks/overflow";
import { builtShell, renderSite as render } from "../harness/render-page";
import { sample } from "../harness/sites/sample-site";

// The build hands the pages its checked content as one module
// (virtual:site-content), so odd content is swapped in there: validated as
// the build validates it, then the real loaders (truncation, cards) and the
// real route and layout components render it to static HTML, as the
// prerender does. Each page then goes into the built site's own document
// shell (its styles) and is shown in Chromium at 390 and 1280 px.

type State = { owner: object; posts: unknown[]; projects: unknown[]; copy?: unknown };
const state = vi.hoisted((): State => ({ owner: {}, posts: [], projects: [] }));
// The rest of the content is the template's sample, never a fork's content/.
vi.mock("virtual:site-content", async () => {
  const { sampleRawContent } = await import("../fixtures/sample/raw-content");
  const { validateContent } = await import("../../app/lib/content/validate-content");
  const { parseSettings } = await import("../../app/lib/settings/settings-schema");
  const { imageNames } = await import("../fixtures/odd-content");
  return {
    linkDefaults: sampleRawContent.links,
    // Read when the pages' content module loads (renderSite loads it anew for each content).
    get content() {
      const raw = { ...sampleRawContent, ...state, copy: state.copy ?? sampleRawContent.copy };
      const settings = parseSettings(import.meta.env, sampleRawContent.links);
      return validateContent(raw, { images: imageNames, files: [] }, settings);
    },
  };
});
// The images are files of the real build, so the pictures load.
vi.mock("../../app/lib/content/images", async () => {
  const { builtPicture, imageNames } = await import("../fixtures/odd-content");
  const { sample } = await import("../harness/sites/sample-site");
  const client = sample().client;
  const picture = builtPicture(client, "/");
  const byName = <T>(value: T) => new Map(imageNames.map((name) => [name, value]));
  return {
    portraitImages: byName(picture),
    thumbnailImages: byName(picture),
    previewImages: byName(picture.img.src),
    drawnThumbnailImage: picture,
  };
});

const baseURL = inject("sample").url;
const paths = pagePaths;
const renderSite = (content: typeof state) => render(state, content, baseURL);
const browser = browserForFile();

/** Shows a rendered document in Chromium at the site's origin, so its assets load. */
async function show(html: string, width: number) {
  const { page, problems } = await openPage(browser(), { viewport: { width, height: 900 } });
  const url = `${baseURL}/__odd-content`;
  await page.route(url, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return { page, problems };
}

describe("odd but valid content", () => {
  let documents: Record<string, string>;
  beforeAll(async () => {
    documents = await renderSite({ owner: oddOwner, posts: oddPosts, projects: oddProjects });
  });

  describe.each(paths)("%s", (path) => {
    test.each([390, 1280])("at %i px nothing is wider than the screen", async (width) => {
      const { page, problems } = await show(documents[path]!, width);
      expect(await overflowing(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    test("text that looks like HTML is shown as text, never run", async () => {
      const { page, problems } = await show(documents[path]!, 390);
      expect(await page.evaluate(() => "__injected" in window)).toBe(false);
      expect(await page.locator('img[src="x"], main b').count()).toBe(0);
      const text = await page.locator("body").innerText();
      expect(text).toContain(htmlish);
      expect(text).toContain(longWord);
      expect(text).not.toContain("\uFFFD"); // no emoji or letter cut in half
      expect(problems).toEqual([]);
      await page.context().close();
    });
  });

  test("emoji and right-to-left text are shown whole, and RTL runs right to left", async () => {
    const { page } = await show(documents["/blog"]!, 390);
    const main = page.getByRole("main");
    const title = main.getByRole("heading", { name: arabic });
    expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    const text = await main.innerText();
    expect(text).toContain(emoji);
    expect(text).toContain(hebrew);
    // Post 3's description is cut to the limit between emoji, never inside one.
    const cut = await main.locator("article").nth(2).locator("p").innerText();
    expect(cut.endsWith("…")).toBe(true);
    expect(oddPosts[2]!.description!.startsWith(cut.slice(0, -1))).toBe(true);
    await page.context().close();
  });

  test("a right-to-left project title and description run right to left", async () => {
    const { page } = await show(documents["/projects"]!, 390);
    const card = page.getByRole("main").locator("article").nth(1);
    for (const part of [card.getByRole("heading").getByRole("link"), card.locator("p")])
      expect(await part.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    await page.context().close();
  });
});

test("the overflow check finds a word that does not wrap", async () => {
  const shell = builtShell(`${sample().client}/index.html`);
  const html = `<!DOCTYPE html><html lang="en"><head>${shell.styles}</head>${shell.body}
    <p style="overflow-wrap: normal">${longWord}</p></body></html>`;
  const { page } = await show(html, 390);
  expect(await overflowing(page)).toContain("the page scrolls sideways");
  await page.context().close();
});

test("the overflow check passes a code box that scrolls inside itself, not one that scrolls the page", async () => {
  const shell = builtShell(`${sample().client}/index.html`);
  const code = (overflow: string) =>
    `<!DOCTYPE html><html lang="en"><head>${shell.styles}</head>${shell.body}
    <pre tabindex="0" style="overflow-x: ${overflow}"><code><span>const line = "${"wide ".repeat(60)}";</span></code></pre></body></html>`;
  const scroller = await show(code("auto"), 390);
  expect(await overflowing(scroller.page)).toEqual([]);
  await scroller.page.context().close();
  const spilling = await show(code("visible"), 390);
  expect(await overflowing(spilling.page)).toContain("the page scrolls sideways");
  await spilling.page.context().close();
});

describe("no posts and no projects", () => {
  let documents: Record<string, string>;
  beforeAll(async () => {
    documents = await renderSite({ owner: oddOwner, posts: [], projects: [] });
  });

  test.each([
    ["/", ["No articles yet.", "No projects yet."]],
    ["/blog", ["No articles yet."]],
    ["/projects", ["No projects yet."]],
  ] as const)("%s shows a short empty-state line and nothing breaks", async (path, lines) => {
    const { page, problems } = await show(documents[path]!, 390);
    const main = page.getByRole("main");
    for (const line of lines) expect(await main.getByText(line, { exact: true }).count()).toBe(1);
    expect(await main.locator("article").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await overflowing(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("a Home label of hundreds of words (generated seed 678879)", () => {
  let home: string;
  beforeAll(async () => {
    const { sampleRawContent: sample } = await import("../fixtures/sample/raw-content");
    const navHome = Array.from({ length: 300 }, (_, i) => `word${i} ${longWord.slice(0, 30)}`);
    const copy = { ...sample.copy, labels: { ...sample.copy.labels, navHome: navHome.join(" ") } };
    home = (await renderSite({ owner: sample.owner, posts: [], projects: [], copy }))["/"]!;
  });

  test.each([390, 1280])(
    "at %i px the name, the monogram and every other link keep their shape",
    async (width) => {
      const { page, problems } = await show(home, width);
      const header = await page.evaluate(() => {
        const lines = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        const [, ...others] = document.querySelectorAll("header nav a");
        const [mark, name] = document.querySelector("header > a")!.children;
        const { width, height } = mark!.getBoundingClientRect();
        return {
          others: others.map(lines),
          name: getComputedStyle(name!).position === "absolute" ? 1 : lines(name!),
          monogram: [width, height],
        };
      });
      expect(header).toEqual({ others: [1, 1], name: 1, monogram: [32, 32] });
      expect(await overflowing(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
