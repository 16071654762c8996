// The search with the bench's backlog of posts written on the site, in three
// languages (English, Japanese, Arabic: the posts untranslated, so each
// language's index holds them all): what a visitor fetches on intent to
// search (the module, with MiniSearch, and the language's index, gzipped),
// and how soon results appear on a phone-like CPU (Chromium slowed 4× by
// CDP's Emulation.setCPUThrottlingRate). Timed in the page: from intent
// (focus, and the first word typed at once) to the first results painted,
// and, once the index is there, from a keystroke to its results painted.
// The generated posts repeat a small bank of sentences, so their index is
// smaller than real writing's: the case also indexes 300 real READMEs of
// node_modules, cut to a post's length, as a realistic size.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { startServer } from "../../server/local-server.ts";
import { boundedIndexJson, indexBudget } from "../../pipeline/search/search-index.ts";
import type { SearchDocument } from "../../app/lib/search/search-options.ts";
import { languagesContent } from "../../tests/fixtures/languages.ts";
import { generatedLocalPosts } from "../../tests/harness/sites/generated-local-posts.ts";
import { buildCopy, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";
import { median } from "./report.ts";
import type { Target } from "./targets.ts";

export type SearchCaseResult = {
  posts: number;
  buildSeconds: number;
  /** The module fetched on intent, KB gzipped (1,000 bytes). */
  moduleKb: number;
  /** Each language's index, KB gzipped, by its folder ("" the default's). */
  indexKb: { language: string; kb: number }[];
  /** The index of 300 real READMEs cut to a post's length, KB gzipped. */
  realisticIndexKb: number;
  /** With that index in the English index's place: intent to first results, a keystroke to its results, ms, medians. */
  realisticIntentMs: number;
  realisticKeystrokeMs: number;
  /** Milliseconds, medians: intent to first results, and a keystroke to its results. */
  intentToResultsMs: number;
  keystrokeToResultsMs: number;
  /** Whether anything of the search was fetched before intent. */
  fetchedBeforeIntent: string[];
};

const kb = (bytes: number) => Math.round(bytes / 100) / 10;
const gzipKb = (file: string) => kb(gzipSync(readFileSync(file), { level: 9 }).length);

/** Up to `count` README files of node_modules, each cut to about `words` words. */
function readmes(count: number, words = 1200): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number) => {
    for (const name of readdirSync(dir)) {
      if (found.length >= count) return;
      const path = join(dir, name);
      if (/^readme\.md$/i.test(name)) {
        const text = readFileSync(path, "utf8").split(/\s+/);
        if (text.length > 300) found.push(text.slice(0, words).join(" "));
      } else if (depth < 2 && statSync(path).isDirectory()) visit(path, depth + 1);
    }
  };
  visit("node_modules", 0);
  return found;
}

function realisticIndexJson(posts: number): string {
  const documents = readmes(posts).map((text, i): SearchDocument => ({
    id: `/blog/readme-${i}`,
    kind: "post",
    title: text.slice(0, 60),
    description: text.slice(60, 220),
    tags: "",
    text,
  }));
  // As the build writes it: within the index's budget.
  return boundedIndexJson(documents, {
    lang: "en",
    words: { results: { other: "" }, none: "", kinds: { post: "", project: "", about: "" } },
  }).json;
}

/** In the page, slowed: intent then a word at once, then one more keystroke; each to its results painted. */
async function timeSearch(browser: Browser, url: string, query: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(url);
  // tsx keeps functions' names with a helper the page does not have.
  await page.evaluate("window.__name = (fn) => fn");
  // The search's module and index (not the app's chunk of the box, which comes with the app).
  const before = requests.filter((r) => /\/assets\/(search-[\w-]{8}\.js|search-index-)/.test(r));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const timings = await page.evaluate(async (query) => {
    const input = document.querySelector<HTMLInputElement>("[data-search=header] input")!;
    const results = input.form!.querySelector(".search-results")!;
    const type = (text: string) => {
      input.value = text;
      input.dispatchEvent(new InputEvent("input", { bubbles: true }));
    };
    let start = performance.now();
    input.focus();
    type(query.slice(0, -1));
    const first = await new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!results.querySelector("li")) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      });
      observer.observe(results, { childList: true, subtree: true });
    });
    const warm: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Each keystroke replaces the list, even with the same results.
      const list = results.querySelector("ul")!;
      const done = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        observer.observe(list, { childList: true });
      });
      start = performance.now();
      type(i % 2 ? query.slice(0, -1) : query);
      warm.push(await done);
    }
    return { first, warm };
  }, query);
  await context.close();
  return { ...timings, before };
}

/** Builds `posts` local posts in three languages and measures the search on them. */
export async function searchCase(browser: Browser, posts: number): Promise<SearchCaseResult> {
  const dir = ".test-builds/bench-search";
  // BENCH_SEARCH_REUSE=1 measures the case's last build again (its build time then 0).
  const reuse = process.env.BENCH_SEARCH_REUSE === "1";
  if (!reuse)
    makeProjectCopy(dir, { ...languagesContent(), ...(await generatedLocalPosts(posts)) });
  process.stdout.write(`Building ${posts} posts written on the site, in three languages\r`);
  const build = reuse ? { status: 0, output: "", seconds: 0 } : buildCopy(dir, {});
  if (build.status !== 0) throw new Error(`The search's site did not build:\n${build.output}`);
  const clientDir = join(dir, "build/client");
  const assets = readdirSync(join(clientDir, "assets"));
  const module = assets.find((name) => /^search-[\w-]{8}\.js$/.test(name))!;
  const indexOf = (folder: string) =>
    /assets\/(search-index-[\w-]+\.json)/.exec(
      readFileSync(join(clientDir, folder, "index.html"), "utf8"),
    )![1]!;
  const indexKb = ["", "ja", "ar"].map((language) => ({
    language: language || "en",
    kb: gzipKb(join(clientDir, "assets", indexOf(language))),
  }));
  const server = await startServer(clientDir);
  try {
    const runs = [];
    for (let i = 0; i < 3; i++)
      runs.push(await timeSearch(browser, `${server.baseURL}/`, "retries"));
    // The realistic index in the English one's place, for a keystroke on real writing's terms.
    const english = join(clientDir, "assets", indexOf(""));
    const own = readFileSync(english);
    const realistic = realisticIndexJson(posts);
    const realRuns = [];
    try {
      writeFileSync(english, realistic);
      for (let i = 0; i < 3; i++)
        realRuns.push(await timeSearch(browser, `${server.baseURL}/`, "install"));
    } finally {
      writeFileSync(english, own);
    }
    return {
      posts,
      buildSeconds: build.seconds,
      moduleKb: gzipKb(join(clientDir, "assets", module)),
      indexKb,
      realisticIndexKb: kb(gzipSync(realistic, { level: 9 }).length),
      realisticIntentMs: Math.round(median(realRuns.map((run) => run.first))),
      realisticKeystrokeMs: Math.round(median(realRuns.flatMap((run) => run.warm))),
      intentToResultsMs: Math.round(median(runs.map((run) => run.first))),
      keystrokeToResultsMs: Math.round(median(runs.flatMap((run) => run.warm))),
      fetchedBeforeIntent: runs.flatMap((run) => run.before),
    };
  } finally {
    server.stop();
  }
}

/** The search's targets: first results within 100 ms of a keystroke, nothing fetched before intent. */
export function checkSearchTargets(result: SearchCaseResult): Target[] {
  return [
    {
      target: "search: results within 100 ms of a keystroke (CPU 4× slower)",
      ok: Math.max(result.keystrokeToResultsMs, result.realisticKeystrokeMs) <= 100,
      detail: `${result.keystrokeToResultsMs} ms, ${result.realisticKeystrokeMs} ms with real writing's index (intent to first results ${result.intentToResultsMs} ms)`,
    },
    {
      target: "search: nothing of it fetched before intent",
      ok: result.fetchedBeforeIntent.length === 0,
      detail: result.fetchedBeforeIntent.join(", ") || "none",
    },
  ];
}

/** The case's lines for the bench's output. */
export function searchMarkdown(result: SearchCaseResult): string[] {
  return [
    `Search (${result.posts} posts written on the site, three languages; build ${result.buildSeconds.toFixed(1)} s):`,
    `fetched on intent: module ${result.moduleKb} KB gzipped, index ${result.indexKb.map((i) => `${i.language} ${i.kb} KB`).join(", ")} gzipped`,
    `(the same posts' index with real writing's vocabulary, 300 READMEs cut to 1,200 words: ${result.realisticIndexKb} KB, within the index's budget of ${indexBudget / 1000} KB,`,
    `with it intent to first results ${result.realisticIntentMs} ms, a keystroke ${result.realisticKeystrokeMs} ms);`,
    `CPU 4× slower: intent to first results ${result.intentToResultsMs} ms, a keystroke to its results ${result.keystrokeToResultsMs} ms (medians).`,
    "",
  ];
}
