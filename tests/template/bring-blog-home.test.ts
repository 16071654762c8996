import { execFile } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { validateContent } from "../../app/lib/content/validate-content";
import { builtPagePaths, postPagePath } from "../../app/lib/pages/site-pages";
import { decodedAlias } from "../../content/schema/alias";
import { zipFolder } from "../../tools/import/fixtures/exports/zip.test-support";
import { startFixtureServer } from "../../tools/import/fixtures/server.test-support";
import { sampleRawContent } from "../fixtures/sample/raw-content";
import { sampleContent } from "../fixtures/sample/sample-content";
import { browserForFile, openPage, violations } from "../harness/chromium";
import { checkBuildFolder } from "../harness/html/build-folder-checks";
import { checkedSite } from "../harness/html/build-references";
import { serveHost } from "../harness/hosts/emulated-hosts";
import { hostNames, standIn } from "../harness/hosts/host-stand-ins";
import { buildCopy, makeProjectCopy, type BuildResult } from "../harness/sites/project-copy";
import { sampleSettings } from "../harness/sites/sample-site";
import { sitesDir } from "../harness/sites/site-builds";

// Issue 49, done when: a writer brings her blog home from every kind of source
// into one site. The sample owner (content/owner.ts and links.ts, which the
// import reads) in one project copy; the real CLI brings a Hexo feed (served
// on 127.0.0.1), the Hexo, Jekyll and Hugo folders, a WordPress export and a
// Medium export, as they are in tools/import/fixtures/; the copy is built
// once. Then, on the built files: each source's code on its post's page, line
// by line as the source has it; slugs in Chinese and Japanese; each old
// address the import wrote leading to its post on every host's stand-in, and
// Back from it in Chromium; and the owner's checks of a build folder.

const fixtures = resolve(import.meta.dirname, "../../tools/import/fixtures");
const dir = join(sitesDir, "../scratch/bring-blog-home");
const client = join(dir, "build/client");
const wordpress = "ana.WordPress.2024-03-01.xml";
const sources = {
  hexoFeed: "feeds/home-hexo.xml",
  hexo: join(fixtures, "folders/hexo"),
  jekyll: join(fixtures, "folders/jekyll"),
  hugo: join(fixtures, "folders/hugo"),
  wordpress,
  medium: "medium-export.zip",
};
type Source = keyof typeof sources;

/** What each run printed, and the site's build. */
const printed = {} as Record<Source, string>;
let built: BuildResult;
const seconds: Record<string, number> = {};

beforeAll(async () => {
  let started = Date.now();
  makeProjectCopy(dir, sampleContent());
  const server = await startFixtureServer();
  const { origin } = server;
  // The exports name their images on the fixture server, as {{origin}}.
  const withOrigin = (text: string) => text.replaceAll("{{origin}}", origin);
  writeFileSync(
    join(dir, wordpress),
    withOrigin(readFileSync(join(fixtures, "exports", wordpress), "utf8")),
  );
  writeFileSync(
    join(dir, sources.medium),
    zipFolder(join(fixtures, "exports/medium-export"), withOrigin),
  );
  const runs: [Source, string[]][] = [
    ["hexo", ["--home"]],
    ["hexoFeed", ["--home", "--canonical", "home"]],
    ["jekyll", ["--home"]],
    ["hugo", ["--home"]],
    ["wordpress", ["--home", "--canonical", "home"]],
    ["medium", ["--home", "--canonical", "original"]],
  ];
  try {
    for (const [source, flags] of runs) {
      const from = source === "hexoFeed" ? `${origin}/${sources.hexoFeed}` : sources[source];
      // Asynchronous: the fixture server answers from this process's event loop.
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "tools/import/cli.ts", "posts", from, ...flags],
        { cwd: dir },
      ); // rejects, with the output, when the import fails
      printed[source] = stdout + stderr;
    }
  } finally {
    await server.close(); // the build needs no network
  }
  seconds.imports = (Date.now() - started) / 1000;
  started = Date.now();
  built = buildCopy(dir);
  seconds.build = (Date.now() - started) / 1000;
  if (built.status !== 0) throw new Error(`The site did not build:\n${built.output}`);
}, 900_000);

afterAll(() => console.log(`bring-blog-home: ${JSON.stringify(seconds)} s`));

/** A post the import wrote: its slug, title, old addresses and whether it is a draft. */
type Post = { slug: string; title: string; aliases: string[]; draft: boolean };
function posts(): Post[] {
  return readdirSync(join(dir, "content/posts")).map((slug) => {
    const text = readFileSync(join(dir, "content/posts", slug, "index.md"), "utf8");
    const front = parseYaml(/^---\n([^]*?)\n---\n/.exec(text)![1]!) as {
      title: string;
      aliases?: string[];
      draft?: boolean;
    };
    return { slug, title: front.title, aliases: front.aliases ?? [], draft: !!front.draft };
  });
}
const page = (slug: string) => load(readFileSync(join(client, "blog", slug, "index.html"), "utf8"));

/** The code of each block of an HTML fragment, as a browser shows it (Medium writes its lines as <br>s). */
function htmlCode(html: string): string[] {
  const $ = load(html);
  $("pre br").replaceWith("\n");
  return $("pre")
    .toArray()
    .map((pre) => $(pre).text());
}

/** The code of the blocks a generator's tags or a shortcode hold, as the file has it. */
function taggedCode(text: string): string[] {
  const tags = [
    /\{% codeblock[^%]*%\}\n([^]*?)\n\{% endcodeblock %\}/g,
    /\{% highlight [^%]*%\}\n([^]*?)\n\{% endhighlight %\}/g,
    /\{\{< highlight [^>]*>\}\}\n([^]*?)\n\{\{< \/highlight >\}\}/g,
    /\[code[^\]]*\]\n([^]*?)\n\[\/code\]/g,
  ];
  return tags.flatMap((tag) => [...text.matchAll(tag)].map((match) => match[1]!));
}

/** Each published item of the WordPress export: its title and its code, shortcodes and blocks. */
function wordpressCode(): { title: string; code: string[] }[] {
  const xml = readFileSync(join(fixtures, "exports", wordpress), "utf8");
  return [...xml.matchAll(/<item>([^]*?)<\/item>/g)]
    .map((item) => item[1]!)
    .filter((item) => item.includes("<wp:status><![CDATA[publish]]>"))
    .filter((item) => item.includes("<wp:post_type><![CDATA[post]]>"))
    .map((item) => {
      const title = /<title><!\[CDATA\[(.*?)\]\]>/.exec(item)![1]!;
      const body = /<content:encoded><!\[CDATA\[([^]*?)\]\]><\/content:encoded>/.exec(item)![1]!;
      return { title, code: [...taggedCode(body), ...htmlCode(body)] };
    });
}

/** The code blocks of a built post's page, each as its text. */
const builtCode = (slug: string) =>
  page(slug)("main pre code")
    .toArray()
    .map((code) => page(slug)(code).text().replace(/\n$/, ""));

const slugOf = (title: string) => {
  const matching = posts().filter((post) => post.title === title && !post.draft);
  expect(matching, title).toHaveLength(1);
  return matching[0]!.slug;
};
const lines = (codes: string[]) => codes.map((code) => code.split("\n"));

test("every source came home through the CLI, each run saying what it brought", () => {
  expect(printed.hexo).toContain("(Hexo: source/_posts, source/_drafts): 2 added");
  expect(printed.hexoFeed).toContain("home-hexo.xml --home: 1 added");
  expect(printed.jekyll).toContain("(Jekyll: _posts, _drafts): 3 added");
  expect(printed.hugo).toContain("(Hugo: content/posts): 1 added");
  expect(printed.wordpress).toContain(
    `${wordpress} --home: 2 added, 0 updated, 0 unchanged, 1 skipped`,
  );
  expect(printed.medium).toContain(
    `${sources.medium} --home: 2 added, 0 updated, 0 unchanged, 1 skipped`,
  );
});

test("two sources with one slug: the import says which gets -2, and both are pages", () => {
  // The Hexo folder and the WordPress export each hold "2020 年终总结"; the folder came first.
  expect(printed.wordpress).toContain(
    `note: "2020 年终总结": its slug would be 2020-年终总结, which content/posts/2020-年终总结 has: it is 2020-年终总结-2`,
  );
  for (const slug of ["2020-年终总结", "2020-年终总结-2"])
    expect(page(slug)("h1").first().text()).toBe("2020 年终总结");
});

test("an old address another post has already stays that post's: the import says so, and the site builds", () => {
  // Two old sites had a post at /2020/12/31/2020-年终总结/: the Hexo folder's came first.
  expect(printed.wordpress).toContain(
    `note: "2020 年终总结": its old address /2020/12/31/2020-年终总结/ is content/posts/2020-年终总结/index.md's already, which it leads to: not an alias of content/posts/2020-年终总结-2 too`,
  );
  expect(readFileSync(join(dir, "content/posts/2020-年终总结-2/index.md"), "utf8")).not.toContain(
    "aliases:",
  );
});

test("slugs in Chinese and Japanese are readable: the post's folder, and its address percent-encoded", () => {
  const blog = load(readFileSync(join(client, "blog/index.html"), "utf8"));
  // The Hexo folder's Chinese title, and the Medium export's Japanese one.
  for (const [title, slug] of [
    ["2020 年终总结", "2020-年终总结"],
    ["東京の夜", "東京の夜"],
  ] as const) {
    expect(posts().map((post) => post.slug)).toContain(slug);
    expect(page(slug)("h1").first().text()).toBe(title);
    expect(blog(`a[href="${postPagePath(slug)}"]`).length, slug).toBeGreaterThan(0);
  }
});

describe("every code block of each source is on its post's page, line by line as the source has it", () => {
  const file = (path: string) => readFileSync(join(fixtures, path), "utf8");
  test("Hexo: the folder's codeblock tag; the feed has none", () => {
    const expected = taggedCode(file("folders/hexo/source/_posts/2020-年终总结.md"));
    expect(expected).toHaveLength(1);
    expect(lines(builtCode("2020-年终总结"))).toEqual(lines(expected));
    const feed = load(file("home-hexo.xml"), { xml: true })("entry > content").text();
    expect(htmlCode(feed)).toEqual([]);
    expect(builtCode(slugOf("Looking back on a long year"))).toEqual([]);
  });
  test("Jekyll: the highlight tag; a post published: false is a draft, with no page", () => {
    const expected = taggedCode(
      file("folders/jekyll/_posts/2019-03-04-retries-without-double-charges.md"),
    );
    expect(lines(builtCode(slugOf("Retries Without Double Charges")))).toEqual(lines(expected));
    const drafts = posts()
      .filter((post) => post.draft)
      .map((post) => post.slug);
    expect(drafts).toContain("idempotency-keys");
    for (const slug of drafts) expect(readdirSync(join(client, "blog"))).not.toContain(slug);
  });
  test("Hugo: the highlight shortcode, its line numbers left behind", () => {
    const expected = taggedCode(file("folders/hugo/content/posts/tokyo-nights/index.md"));
    expect(expected).toHaveLength(1);
    expect(lines(builtCode(slugOf("Tokyo Nights, Measured")))).toEqual(lines(expected));
  });
  test("WordPress: the classic editor's [code] shortcode and the block editor's code block", () => {
    const items = wordpressCode();
    expect(items.map((item) => item.code.length)).toEqual([1, 1]);
    // Both items are titled as a Hexo post is: the -2 one is the export's.
    for (const { title, code } of items) {
      const slug = title === "2020 年终总结" ? "2020-年终总结-2" : slugOf(title);
      expect(lines(builtCode(slug)), title).toEqual(lines(code));
    }
  });
  test("Medium: a code block whose lines are <br>s", () => {
    const folder = join(fixtures, "exports/medium-export/posts");
    for (const name of readdirSync(folder).filter((name) => !name.startsWith("draft_"))) {
      const html = readFileSync(join(folder, name), "utf8");
      const title = load(html)("h1.p-name").text();
      const body = load(html)('section[data-field="body"]').html()!;
      expect(lines(builtCode(slugOf(title))), name).toEqual(lines(htmlCode(body)));
    }
  });
});

type Host = { name: string; url: string; close: () => void };
const hosts: Host[] = [];
beforeAll(async () => {
  for (const name of hostNames)
    hosts.push({ name, ...(await serveHost(standIn(name, client, "/", dir))) });
});
afterAll(() => {
  for (const host of hosts) host.close();
});

/** An address as a browser sends it: its characters percent-encoded. */
const sent = (path: string) => encodeURI(decodedAlias(path) ?? path);

/** Each redirect and zero-second refresh from `path`, then the page it ends on. */
async function way(origin: string, path: string) {
  const steps: { status: number; to: string }[] = [];
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(origin + at, { redirect: "manual" });
    if (response.status >= 300 && response.status < 400) {
      at = new URL(response.headers.get("location")!, origin).pathname;
      steps.push({ status: response.status, to: at });
      continue;
    }
    const html = await response.text();
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
    if (response.status !== 200 || !refresh) return { steps, status: response.status, at, html };
    steps.push({ status: 0, to: refresh });
    at = refresh;
  }
  throw new Error(`${path} leads in a circle: ${JSON.stringify(steps)}`);
}

const oldAddresses = () =>
  posts().flatMap((post) =>
    post.aliases.map((alias) => ({ alias, post: postPagePath(post.slug), title: post.title })),
  );

test("every old address the import wrote leads to its post on every host's stand-in; on GitHub Pages by its page's refresh", async () => {
  // The Hexo feed and folder, Jekyll, Hugo and WordPress (its own domain); Medium's are the platform's.
  expect(oldAddresses().length).toBeGreaterThanOrEqual(8);
  for (const host of hosts)
    for (const { alias, post, title } of oldAddresses()) {
      const { steps, status, at, html } = await way(host.url, sent(alias));
      const where = `${host.name} ${alias}: ${JSON.stringify(steps)}`;
      expect([status, at], where).toEqual([200, post]);
      expect(html, where).toContain(`>${title}</h1>`);
      expect(
        steps.filter((step) => step.to === post),
        where,
      ).toHaveLength(1);
      if (host.name === "GitHub Pages") expect(steps, where).toEqual([{ status: 0, to: post }]);
    }
});

const chromium = browserForFile();

test("in Chromium, a reader who follows an old address lands on the post, and Back returns to the page she came from", async () => {
  const pages = hosts.find((host) => host.name === "GitHub Pages")!.url;
  const { alias, post, title } = oldAddresses().find((one) => one.alias.includes("年终总结"))!;
  const { page: tab, problems } = await openPage(chromium());
  await tab.goto(`${pages}/projects`);
  await tab.goto(pages + sent(alias));
  await tab.waitForURL(pages + post);
  await expect.poll(() => tab.getByRole("heading", { level: 1, name: title }).count()).toBe(1);
  await tab.goBack();
  await tab.waitForURL(`${pages}/projects`);
  await expect.poll(() => tab.getByRole("heading", { level: 1, name: "Projects" }).count()).toBe(1);
  // The old address's page leaves at once: the browser drops its icon's request, which is no failure.
  const abandoned = /^request failed: \S+\/favicon\.svg net::ERR_ABORTED$/;
  expect(problems.filter((problem) => !abandoned.test(problem))).toEqual([]);
  expect(await violations(tab)).toEqual([]);
  await tab.context().close();
}, 120_000);

describe("the build folder, as the owner's check sees it", () => {
  const content = validateContent(
    sampleRawContent,
    { images: readdirSync("tests/fixtures/sample/content/images"), files: [] },
    sampleSettings,
  );
  checkBuildFolder(
    () => client,
    () => checkedSite(sampleSettings, content),
    () =>
      builtPagePaths(
        posts()
          .filter((post) => !post.draft)
          .map(({ slug }) => ({ local: { slug } })),
      ),
  );
});
