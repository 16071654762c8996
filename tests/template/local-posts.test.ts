import { postFirstScreen } from "../../pipeline/stages/7-page-weight";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { load } from "cheerio";
import { XMLParser } from "fast-xml-parser";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { posts as externalPosts } from "../fixtures/sample/content/posts";
import { localPosts } from "../fixtures/local-posts-site";
import { axeViolations } from "../harness/checks/axe";
import {
  browserForFile,
  markDocument,
  marker,
  openPage,
  showIntent,
  violations,
  waitForHydration,
} from "../harness/chromium";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { expectNoProblems, type Journey } from "../harness/journeys/journey-steps";
import * as probe from "../harness/journeys/page-probes";
import { pause, until } from "../harness/journeys/until";
import { servedSite } from "../harness/sites/variants";
import { validateContent } from "../../app/lib/content/validate-content";
import { builtPagePaths, firstRoundTrip } from "../../app/lib/pages/site-pages";
import { copyCodeMark, saidMs } from "../../app/lib/posts/copy-code";
import { feedFiles } from "../../app/lib/metadata/site-urls";
import { sampleRawContent } from "../fixtures/sample/raw-content";
import { checkBuildFolder } from "../harness/html/build-folder-checks";
import { checkedSite } from "../harness/html/build-references";
import { sampleSettings } from "../harness/sites/sample-site";

// The sample owner who also writes on the site (tests/fixtures/local-posts/):
// each published post has its page at /blog/<slug>, its body in that page's
// HTML once and in no JavaScript or data file; Blog and Home list it among
// the external posts, opened in the same tab; a cross-post credits and names
// the original as canonical. Walked in every engine where the browser acts.

const site = servedSite("local-posts");
const browser = browserForFile();
const { coldStarts, retries, draft, future } = localPosts;
/** The languages of the code in "Measuring cold starts", in order. */
const codeLanguages = ["go", "ts", "python", "rust", "bash", "json"];
const sample = externalPosts[0]!;
const origin = "https://tobiadeyemi.dev";

/** Every file of the build under `dir`, from the client folder. */
const filesOf = (client: string) =>
  readdirSync(client, { recursive: true, encoding: "utf8" }).map((file) =>
    file.split("\\").join("/"),
  );

async function visit(path: string, javaScriptEnabled = false) {
  const watched = await openPage(browser(), { javaScriptEnabled });
  const response = await watched.page.goto(site().url + path);
  expect(response?.status(), path).toBe(200);
  return watched;
}

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((blocks) =>
      blocks.map((block) => JSON.parse(block.textContent ?? "{}") as unknown),
    );

describe("the build", () => {
  test("each published post has its page; a draft and a post whose day is to come have none", () => {
    const { client } = site();
    for (const { slug } of [coldStarts, retries])
      expect(existsSync(join(client, "blog", slug, "index.html")), slug).toBe(true);
    for (const { slug } of [draft, future])
      expect(existsSync(join(client, "blog", slug)), slug).toBe(false);
  });

  test("a post's body is in its page's HTML once, and in no JavaScript or .data file", () => {
    const { client } = site();
    const files = filesOf(client);
    for (const { slug, bodyText } of [coldStarts, retries]) {
      const html = readFileSync(join(client, "blog", slug, "index.html"), "utf8");
      expect(html.split(bodyText).length - 1, slug).toBe(1);
      // The JSON Feeds carry it on purpose (the site's and its tags'), as the other feeds do (below).
      const carriers = files.filter(
        (file) =>
          /\.(js|data|json)$/.test(file) &&
          file.split("/").at(-1) !== feedFiles.json.file &&
          readFileSync(join(client, file), "utf8").includes(bodyText),
      );
      expect(carriers, slug).toEqual([]);
    }
  });

  test("a post's page paints its first screen within one round trip, and links no script", () => {
    const { client } = site();
    for (const { slug } of [coldStarts, retries]) {
      const html = readFileSync(join(client, "blog", slug, "index.html"), "utf8");
      // The head (its inline stylesheet), the header, the title and the body's opening: more
      // than a 390 px phone shows before it scrolls, as the build weighs it.
      const firstScreen = gzipSync(postFirstScreen(html)!, { level: 6 }).length;
      expect(firstScreen, slug).toBeLessThanOrEqual(firstRoundTrip);
      expect(html, slug).not.toMatch(/<script[^>]+\ssrc=|<link[^>]+rel="modulepreload"/);
    }
  });

  test("no page has a style attribute, and the posts' styles and the code's colours are in the stylesheet", () => {
    const { client } = site();
    const files = filesOf(client);
    for (const file of files.filter((name) => name.endsWith(".html")))
      expect(readFileSync(join(client, file), "utf8"), file).not.toMatch(/<[^>]+\sstyle=/);
    const css = files
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(join(client, file), "utf8"))
      .join("");
    expect(css).toContain(".post-body");
    expect(css).toMatch(/\.hl-l\d/);
  });

  test("every feed carries each post's whole body: plain code, no style or script, absolute links, an image of the build", () => {
    const { client } = site();
    const read = (file: string) => readFileSync(join(client, file), "utf8");
    const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" });
    const { rss } = parser.parse(read(feedFiles.rss.file)) as {
      rss: { channel: { item: { link: string; "content:encoded"?: string }[] } };
    };
    const { feed } = parser.parse(read(feedFiles.atom.file)) as {
      feed: { entry: { id: string; content?: { "#text": string } }[] };
    };
    const json = JSON.parse(read(feedFiles.json.file)) as {
      items: { id: string; content_html: string }[];
    };
    const bodies = (url: string) => ({
      rss: rss.channel.item.find((item) => item.link === url)?.["content:encoded"],
      atom: feed.entry.find((entry) => entry.id === url)?.content?.["#text"],
      json: json.items.find((item) => item.id === url)?.content_html,
    });
    for (const { slug, bodyText } of [coldStarts, retries])
      for (const [format, body] of Object.entries(bodies(`${origin}/blog/${slug}`))) {
        const where = `${slug} in ${format}`;
        expect(body, where).toContain(bodyText);
        expect(body, where).not.toMatch(/\bhl-|shiki|<picture|srcset|\sstyle=|<script|\son\w+=/);
        for (const [, url] of body!.matchAll(/\s(?:href|src)="([^"]*)"/g))
          expect(url, where).toMatch(/^https?:\/\//);
      }
    const { rss: rssBody, atom, json: jsonBody } = bodies(`${origin}/blog/${coldStarts.slug}`);
    expect(atom).toBe(rssBody);
    expect(jsonBody).toBe(rssBody);
    expect(rssBody).toContain('<pre><code class="language-go">func main() {');
    expect(rssBody).toContain(`href="${origin}/blog/${coldStarts.slug}/#user-content-fn-1"`);
    // One plain JPEG, the width of the post's column, that the build holds.
    const image = /<img src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]*)">/.exec(rssBody!);
    expect(image?.slice(2)).toEqual(["672", "353", "A flame graph of the service's first second"]);
    const src = new URL(image![1]!);
    expect(src.origin).toBe(origin);
    expect(src.pathname).toMatch(/^\/assets\/flame-graph-[\w-]+\.jpg$/);
    expect(existsSync(join(client, src.pathname)), src.pathname).toBe(true);
    // A post elsewhere has its description alone.
    expect(rss.channel.item.map((item) => item.link)).toContain(sample.url);
    expect(bodies(sample.url).rss).toBeUndefined();
    expect(bodies(sample.url).atom).toBeUndefined();
  });

  test("a post's page is shared with its drawn card: 1200×630, at most 80 KB, named by its metadata; Home keeps the headshot; a post's own image wins", async () => {
    const { client } = site();
    const metaOf = (path: string) => {
      const $ = load(readFileSync(join(client, path, "index.html"), "utf8"));
      const tag = (key: string) =>
        $(`meta[property="${key}"], meta[name="${key}"]`).attr("content");
      return { tag, image: new URL(tag("og:image")!) };
    };
    for (const { slug, title } of [retries]) {
      const { tag, image } = metaOf(join("blog", slug));
      expect(image.origin, slug).toBe(origin);
      expect(image.pathname, slug).toMatch(/^\/assets\/share-card-[0-9a-f]{16}\.png$/);
      const file = join(client, image.pathname);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, slug).toEqual({ width: 1200, height: 630, format: "png" });
      expect(readFileSync(file).length, slug).toBeLessThanOrEqual(80 * 1024);
      expect(tag("og:image:width")).toBe("1200");
      expect(tag("og:image:height")).toBe("630");
      expect(tag("og:image:type")).toBe("image/png");
      expect(tag("og:image:alt")).toBe(title);
      expect(tag("twitter:card")).toBe("summary_large_image");
      expect(tag("twitter:image")).toBe(image.href);
    }
    // A post with its own image (image: flame-graph.jpg, 1200×630) is shared with it, as written,
    // named by its bytes in assets/, with its size, kind and imageAlt.
    const own = metaOf(join("blog", coldStarts.slug));
    expect(own.image.origin).toBe(origin);
    expect(own.image.pathname).toMatch(/^\/assets\/flame-graph-[\w-]+\.jpg$/);
    const written = readFileSync(
      join(import.meta.dirname, "../fixtures/local-posts", coldStarts.slug, "flame-graph.jpg"),
    );
    expect(readFileSync(join(client, own.image.pathname)).equals(written)).toBe(true);
    expect(own.tag("og:image:width")).toBe("1200");
    expect(own.tag("og:image:height")).toBe("630");
    expect(own.tag("og:image:type")).toBe("image/jpeg");
    expect(own.tag("og:image:alt")).toBe(
      "A flame graph of the service's first second, its start-up in wide bars",
    );
    expect(own.tag("twitter:card")).toBe("summary_large_image");
    expect(own.tag("twitter:image")).toBe(own.image.href);
    // The site's own pages keep what the specification says, unless the owner opts in.
    const home = metaOf("");
    expect(home.image.pathname).not.toMatch(/share-card/);
    expect(home.tag("twitter:card")).toBe("summary");
    expect(home.tag("og:image:width")).toBe("800");
  });

  test("the sitemap lists a post's page, and not a cross-post's, whose original is canonical", () => {
    const sitemap = readFileSync(join(site().client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`<loc>${origin}/blog/${coldStarts.slug}</loc>`);
    expect(sitemap).not.toContain(retries.slug);
  });
});

describe("the build folder, as the owner's check sees it", () => {
  const content = validateContent(
    sampleRawContent,
    { images: readdirSync("tests/fixtures/sample/content/images"), files: [] },
    sampleSettings,
  );
  const paths = builtPagePaths([coldStarts, retries].map(({ slug }) => ({ local: { slug } })));
  checkBuildFolder(
    () => site().client,
    () => checkedSite(sampleSettings, content),
    () => paths,
  );
});

describe("a post's page, as crawlers and readers without JavaScript get it", () => {
  test("its title, date, reading time, tags, sections, image, body and the post before it", async () => {
    const { page, problems } = await visit(`/blog/${coldStarts.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
      coldStarts.title,
    );
    const text = await main.innerText();
    expect(text).toContain("March 10, 2025");
    expect(text).toContain("Updated March 12, 2025");
    expect(text).toMatch(/\b1 min read\b/);
    const tags = main.getByRole("list", { name: "Tags" }).getByRole("listitem");
    expect(await tags.allTextContents()).toEqual(["Tags: Go", "Tags: Performance"]);
    const sections = main.getByRole("navigation", { name: "Contents" }).getByRole("link");
    expect(await sections.allInnerTexts()).toEqual([
      "What was measured",
      "What shortened it",
      "The remaining cost",
    ]);
    expect(text).toContain(coldStarts.bodyText);
    // The image, through the image pipeline: AVIF and JPEG, its size, the first not lazy.
    const image = main.getByRole("img", { name: "A flame graph of the service's first second" });
    expect(await image.getAttribute("width")).toBe("1200");
    expect(await image.getAttribute("height")).toBe("630");
    expect(await image.getAttribute("loading")).toBe("eager");
    expect(await main.locator('picture source[type="image/avif"]').count()).toBe(1);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Code in six languages, each coloured by classes; the math as MathML (two inline, one
    // display); the table, the task list, the footnote, the alert.
    for (const language of codeLanguages)
      expect(
        await main.locator(`figure[data-language="${language}"] code span[class*='hl-']`).count(),
        language,
      ).toBeGreaterThan(0);
    expect(await main.locator("math").count()).toBe(3);
    expect(await main.locator('math[display="block"]').count()).toBe(1);
    expect(await main.getByRole("table").count()).toBe(1);
    expect(await main.getByRole("checkbox").count()).toBe(2);
    expect(await main.getByRole("note").innerText()).toContain("Numbers are from one laptop.");
    // The older post, in the same tab.
    const older = main.getByRole("link", { name: /Previous post\s*Notes on retries/ });
    expect(await older.getAttribute("href")).toBe(`/blog/${retries.slug}`);
    expect(await older.getAttribute("target")).toBe(null);
    expect(problems).toEqual([]);
  });

  test("its code's tokens take the colours of the scheme it is read in, each its own", async () => {
    const colours: Record<string, string[][]> = {};
    for (const colorScheme of ["light", "dark"] as const) {
      const { page } = await openPage(browser(), { colorScheme, javaScriptEnabled: false });
      await page.goto(site().url + `/blog/${coldStarts.slug}`);
      // Each block's text colour, and that of its first token coloured in both themes.
      colours[colorScheme] = await page.locator("figure[data-language] pre").evaluateAll((blocks) =>
        blocks.map((pre) => {
          const token = pre.querySelector("span[class*='hl-l'][class*='hl-d']");
          return [getComputedStyle(pre).color, token ? getComputedStyle(token).color : ""];
        }),
      );
    }
    const { light = [], dark = [] } = colours;
    expect(light).toHaveLength(codeLanguages.length);
    light.forEach(([text, token], block) => {
      const [darkText, darkToken] = dark[block]!;
      expect(token, `block ${block}`).not.toBe("");
      expect(token, `block ${block}, light`).not.toBe(text);
      expect(darkToken, `block ${block}, dark`).not.toBe(darkText);
      expect(darkToken, `block ${block}`).not.toBe(token);
    });
  });

  test("its metadata: canonical, og:type article with its times, and a BlogPosting", async () => {
    const { page } = await visit(`/blog/${coldStarts.slug}`);
    const url = `${origin}/blog/${coldStarts.slug}`;
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute("content");
    expect(await meta("og:type")).toBe("article");
    expect(await meta("article:published_time")).toBe("2025-03-10T00:00:00Z");
    expect(await meta("article:modified_time")).toBe("2025-03-12T00:00:00Z");
    expect(await page.title()).toBe(`${coldStarts.title} | Tobi Adeyemi`);
    const graph = (await jsonLd(page)).flatMap(
      (block) => (block as { "@graph": Record<string, unknown>[] })["@graph"],
    );
    const posting = graph.find((node) => node["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      url,
      headline: coldStarts.title,
      datePublished: "2025-03-10",
      dateModified: "2025-03-12",
      keywords: ["Go", "Performance"],
      author: { "@type": "Person", name: "Tobi Adeyemi" },
      isPartOf: { "@type": "Blog", url: `${origin}/blog` },
    });
    expect(posting.wordCount).toBeGreaterThan(50);
  });

  test("a cross-post says where it first appeared and names the original as canonical", async () => {
    const { page } = await visit(`/blog/${retries.slug}`);
    const main = page.getByRole("main");
    const line = main.getByText("This post first appeared on");
    expect(await line.innerText()).toBe("This post first appeared on engineering.example.com.");
    const original = line.getByRole("link", { name: /engineering\.example\.com/ });
    expect(await original.getAttribute("href")).toBe(retries.canonical);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      retries.canonical,
    );
    expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(
      retries.canonical,
    );
    const graph = (await jsonLd(page)).flatMap(
      (block) => (block as { "@graph": Record<string, unknown>[] })["@graph"],
    );
    expect(graph.find((node) => node["@type"] === "BlogPosting")).toMatchObject({
      mainEntityOfPage: retries.canonical,
      isBasedOn: retries.canonical,
    });
    // Fewer than three sections: no list of them.
    expect(await main.getByRole("navigation", { name: "Contents" }).count()).toBe(0);
  });
});

describe("Blog and Home", () => {
  test.each(["/blog", "/"])(
    "%s lists local and external posts newest first, a local one opened in the same tab",
    async (path) => {
      const { page } = await visit(path);
      const titles = await page
        .getByRole("main")
        .getByRole("article")
        .getByRole("heading")
        .allInnerTexts();
      const expected = [coldStarts.title, sample.title, retries.title];
      // Home shows the newest two (the sample's section limit).
      expect(titles.filter((title) => expected.includes(title))).toEqual(
        path === "/" ? expected.slice(0, 2) : expected,
      );
      const local = page.getByRole("link", { name: coldStarts.title, exact: true });
      expect(await local.getAttribute("href")).toBe(`/blog/${coldStarts.slug}`);
      expect(await local.getAttribute("target")).toBe(null);
      expect(await local.getAttribute("aria-label")).not.toMatch(/new tab/);
      const external = page.getByRole("link", {
        name: `${sample.title} (opens in a new tab)`,
        exact: true,
      });
      expect(await external.getAttribute("target")).toBe("_blank");
    },
  );
});

test("with JavaScript, a post's page hydrates with its body kept, and breaks no policy", async () => {
  const { page, problems } = await visit(`/blog/${coldStarts.slug}`, true);
  const body = page.locator("#post-body");
  const before = await body.innerHTML();
  await waitForHydration(page, { scroll: true });
  expect(await body.innerHTML()).toBe(before);
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

describe.each([coldStarts, retries])("the page of $slug", ({ slug }) => {
  test.each(["light", "dark"] as const)(
    "axe finds no violation in the %s scheme",
    async (colorScheme) => {
      // The site's policy refuses injected inline scripts, axe included.
      const { page } = await openPage(browser(), { colorScheme, bypassCSP: true });
      await page.goto(`${site().url}/blog/${slug}`);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});

/** What a post's page shows of its body, and whether the window is the one marked. */
function postShown() {
  const body = document.getElementById("post-body");
  return {
    path: location.pathname,
    text: body?.textContent ?? "",
    pictures: body?.querySelectorAll("picture").length ?? 0,
    marked: (window as Window & { journeyMark?: number }).journeyMark === 42,
  };
}

const postLink = `main a[href$="/blog/${coldStarts.slug}"]`;
const codeBlock = '#post-body .code-block[data-language="go"] pre';

/** The words of the post's copy buttons, as many as there are. */
const copyButtons = () =>
  [...document.querySelectorAll("#post-body button")].map((button) => button.textContent);

/** The words of the button that has the focus, if a button has it. */
const focusedButton = () =>
  document.activeElement instanceof HTMLButtonElement ? document.activeElement.textContent : null;
const previousLink = `main nav a[href$="/blog/${retries.slug}"]`;

const journeys: Journey[] = [
  {
    name: "from the Blog, a local post opens in the same tab, its body whole",
    async walk(visitor, served) {
      await visitor.open(`${served.url}/blog`);
      await visitor.pointAt(postLink);
      await until(visitor, probe.hydrated, Boolean);
      // The Blog's list keeps its prerendered HTML when the page hydrates
      // (PrerenderedList): its links load their page as a document, in this tab.
      await visitor.click(postLink);
      const seen = await until(visitor, postShown, (shown) =>
        shown.text.includes(coldStarts.bodyText),
      );
      expect(seen.path.replace(/\/$/, "")).toBe(`/blog/${coldStarts.slug}`);
      expect(seen.pictures).toBe(1);
      await expectNoProblems(visitor);
    },
  },
  {
    name: "a post's page keeps its body when it hydrates; the previous post and back again on the client",
    async walk(visitor, served) {
      await visitor.open(`${served.url}/blog/${coldStarts.slug}`);
      const first = await visitor.run(postShown);
      expect(first.text).toContain(coldStarts.bodyText);
      await visitor.pointAt(previousLink);
      await until(visitor, probe.hydrated, Boolean);
      await pause(300);
      expect((await visitor.run(postShown)).text).toBe(first.text);
      await visitor.run(probe.mark);
      await visitor.click(previousLink);
      const previous = await until(visitor, postShown, (shown) =>
        shown.text.includes(retries.bodyText),
      );
      expect(previous.marked).toBe(true);
      expect(previous.path.replace(/\/$/, "")).toBe(`/blog/${retries.slug}`);
      await visitor.back();
      const again = await until(visitor, postShown, (shown) => shown.text === first.text);
      expect(again.marked).toBe(true);
      expect(again.pictures).toBe(1);
      await expectNoProblems(visitor);
    },
  },
  {
    name: "a post's code offers its copy button on intent: to the pointer, and to a Tab after the code",
    async walk(visitor, served) {
      await visitor.open(`${served.url}/blog/${coldStarts.slug}`);
      expect(await visitor.run(copyButtons)).toEqual([]);
      await visitor.pointAt(codeBlock);
      await until(visitor, copyButtons, (buttons) => buttons.join() === "Copy code");
      await visitor.open(`${served.url}/blog/${coldStarts.slug}`);
      await visitor.run(probe.focus, codeBlock);
      await visitor.press("Tab");
      expect(await visitor.run(focusedButton)).toBe("Copy code");
      // Each engine's own clipboard may refuse a driver's key; either answer, and no error.
      await visitor.press("Enter");
      const said = await until(visitor, focusedButton, (text) => text !== "Copy code");
      expect(["Copied", "Could not copy"]).toContain(said);
      await expectNoProblems(visitor);
    },
  },
];

describe("in every engine", () => {
  inEveryEngine(() => site().url, journeys);
});

describe("a post's code: its copy button comes on intent to copy", () => {
  const code = "func main() {\n\tstart := time.Now()\n\tfmt.Println(time.Since(start))\n}";
  const withClipboard = { permissions: ["clipboard-read", "clipboard-write"] };
  // The Go block's own: the pointer may pass over another block on its way, which offers its own.
  const button = (page: Page, name: string) =>
    page
      .getByRole("main")
      .getByRole("figure", { name: "Go" })
      .getByRole("button", { name, exact: true });
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  test("no page has it as served; its script is in a page with code, and in no other", () => {
    const { client } = site();
    const html = (folder: string) => readFileSync(join(client, folder, "index.html"), "utf8");
    const post = html(`blog/${coldStarts.slug}`);
    const body = post.slice(post.indexOf('id="post-body"'), post.indexOf("</article>"));
    expect(body).toContain('<figure class="code-block"');
    expect(body).not.toContain("<button");
    expect(post).toContain(copyCodeMark);
    for (const folder of [`blog/${retries.slug}`, "blog", "."])
      expect(html(folder), folder).not.toContain(copyCodeMark);
  });

  test("pointed at, the code offers it, with no request; a click copies its exact text and says so", async () => {
    const { page, problems, requests } = await openPage(browser(), withClipboard);
    await page.goto(`${site().url}/blog/${coldStarts.slug}`);
    await pause(300);
    expect(await page.locator("#post-body button").count()).toBe(0);
    const before = requests.length;
    await page.locator(codeBlock).hover();
    await button(page, "Copy code").click();
    await button(page, "Copied").waitFor();
    expect(await page.getByRole("status").innerText()).toBe("Copied");
    expect(await clipboard(page)).toBe(code);
    // Intent to copy fetched nothing: no app, no module.
    expect(requests.slice(before)).toEqual([]);
    await button(page, "Copy code").waitFor({ timeout: saidMs + 2000 });
    expect(await page.getByRole("status").innerText()).toBe("");
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("intent to navigate is not intent to copy; a keyboard reaches the button by Tab after the code", async () => {
    const { page, problems } = await openPage(browser(), withClipboard);
    await page.goto(`${site().url}/blog/${coldStarts.slug}`);
    await showIntent(page);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    expect(await page.locator("#post-body button").count()).toBe(0);
    await page.locator(codeBlock).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(focusedButton)).toBe("Copy code");
    await page.keyboard.press("Enter");
    await button(page, "Copied").waitFor();
    expect(await clipboard(page)).toBe(code);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a post reached by a navigation inside the site, from a page without the script, offers it too", async () => {
    const { page, problems } = await openPage(browser(), withClipboard);
    await page.goto(`${site().url}/blog/${retries.slug}`);
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: new RegExp(`Next post\\s*${coldStarts.title}`) }).click();
    await page.getByText(coldStarts.bodyText, { exact: false }).waitFor();
    expect(await marker(page)).toBe(42);
    await page.locator(codeBlock).hover();
    await button(page, "Copy code").click();
    await button(page, "Copied").waitFor();
    expect(await clipboard(page)).toBe(code);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test.each(["light", "dark"] as const)(
    "shown, axe finds no violation in the %s scheme",
    async (colorScheme) => {
      const { page } = await openPage(browser(), { colorScheme, bypassCSP: true });
      await page.goto(`${site().url}/blog/${coldStarts.slug}`);
      await page.locator(codeBlock).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(focusedButton)).toBe("Copy code");
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
