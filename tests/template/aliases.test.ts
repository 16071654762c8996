import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { decodedAlias } from "../../content/schema/alias";
import { validateContent } from "../../app/lib/content/validate-content";
import { builtPagePaths, postPagePath } from "../../app/lib/pages/site-pages";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import { aliasesContent, coldStartsAliases, scriptPosts } from "../fixtures/aliases-site";
import { localPosts } from "../fixtures/local-posts-site";
import { sampleRawContent } from "../fixtures/sample/raw-content";
import type { Visitor } from "../harness/browsers/visitor";
import { browserForFile, openPage, violations } from "../harness/chromium";
import { checkBuildFolder } from "../harness/html/build-folder-checks";
import { checkedSite } from "../harness/html/build-references";
import { serveHost } from "../harness/hosts/emulated-hosts";
import { hostNames, standIn } from "../harness/hosts/host-stand-ins";
import { startNginx, type NginxServer } from "../harness/hosts/nginx-server";
import { fetchTLS } from "../harness/hosts/tls";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { expectNoProblems, type Journey } from "../harness/journeys/journey-steps";
import * as probe from "../harness/journeys/page-probes";
import { until } from "../harness/journeys/until";
import { securityHeaders } from "../../pipeline/stages/6-security-policy/security-headers";
import { buildCopy, makeProjectCopy } from "../harness/sites/project-copy";
import { sampleSettings } from "../harness/sites/sample-site";
import type { BuiltSite } from "../harness/sites/site-builds";
import { sitesDir } from "../harness/sites/site-builds";
import { site } from "../harness/sites/variants";

// Addresses that keep their readers (issue 49): a writer who moved her blog
// home keeps her posts' names in their own script (/blog/2020-年终总结) and
// her old addresses (each post's `aliases`). Such a post builds, is
// prerendered at its percent-encoded address and served there by every host;
// each old address leads to its post on every host, in one step of the
// site's own (a host may first take off a slash or ".html", as it does for
// every address), never in a circle, and Back from the post returns to the
// page the reader came from. Served by the hosts that cannot run here as
// their documentation says they answer (hosts/host-stand-ins.ts), by
// `npm start`, and by deploy/nginx.conf on real nginx; at the site's root and
// under /portfolio/.

type Host = { name: string; get: (path: string) => Promise<Response>; url: () => string };

let root: BuiltSite;
let subPath: BuiltSite;
let npmStart: LocalServer;
let npmStartSub: LocalServer;
let nginx: NginxServer;
const origins = new Map<string, string>();
const closers: (() => void)[] = [];

const plain = (origin: () => string) => (path: string) =>
  fetch(origin() + path, { redirect: "manual" });
const rootHosts: Host[] = [
  ...hostNames.map((name) => ({
    name,
    get: plain(() => origins.get(name)!),
    url: () => origins.get(name)!,
  })),
  { name: "npm start", get: plain(() => npmStart.baseURL), url: () => npmStart.baseURL },
  {
    name: "nginx",
    get: (path: string) => fetchTLS(nginx.url, path, nginx.certificate.pem),
    url: () => nginx.url,
  },
];
const subPathHosts: Host[] = [
  ...hostNames.map((name) => ({
    name,
    get: plain(() => origins.get(`${name} /portfolio/`)!),
    url: () => `${origins.get(`${name} /portfolio/`)!}/portfolio`,
  })),
  {
    name: "npm start",
    get: plain(() => npmStartSub.baseURL),
    url: () => `${npmStartSub.baseURL}/portfolio`,
  },
];

beforeAll(async () => {
  root = await site("aliases");
  subPath = await site("aliases-sub-path");
  for (const name of hostNames) {
    for (const [built, base, key] of [
      [root, "/", name],
      [subPath, "/portfolio/", `${name} /portfolio/`],
    ] as const) {
      const host = await serveHost(standIn(name, built.client, base, built.dir));
      origins.set(key, host.url);
      closers.push(host.close);
    }
  }
  npmStart = await startServer(root.client);
  npmStartSub = await startServer(subPath.client);
  nginx = await startNginx(join(root.dir, "build"));
}, 600_000);
afterAll(async () => {
  for (const close of closers) close();
  npmStart?.stop();
  npmStartSub?.stop();
  await nginx?.stop();
});

/** An address as a browser sends it: its characters percent-encoded. */
const sent = (path: string) => encodeURI(decodedAlias(path) ?? path);
const posts = [
  ...Object.values(scriptPosts),
  {
    slug: localPosts.coldStarts.slug,
    title: localPosts.coldStarts.title,
    aliases: coldStartsAliases,
  },
];
const oldAddresses = posts.flatMap((post) =>
  post.aliases.map((alias) => ({ alias, post: postPagePath(post.slug), title: post.title })),
);

/** An old address's other form, with its slash or without; none for a ".html" file's. */
const otherForms = (path: string) =>
  path.endsWith(".html") ? [] : [path.endsWith("/") ? path.slice(0, -1) : `${path}/`];

/** The way from `path` to a page: each redirect (status and path) and each page's zero-second refresh, then the page. */
async function way(host: Host, base: string, path: string) {
  const steps: { status: number; to: string }[] = [];
  let at = base + path;
  for (let hop = 0; hop < 5; hop++) {
    const response = await host.get(at);
    if (response.status >= 300 && response.status < 400) {
      at = new URL(response.headers.get("location")!, "http://x").pathname;
      steps.push({ status: response.status, to: at });
      continue;
    }
    const html = await response.text();
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
    if (response.status === 200 && refresh) {
      steps.push({ status: 0, to: refresh });
      at = refresh;
      continue;
    }
    return { steps, status: response.status, path: at, html };
  }
  throw new Error(`${host.name}: ${path} leads in a circle: ${JSON.stringify(steps)}`);
}

/** A redirect the host makes of every address: the same old address, its slash or ".html" taken off. */
const hostsOwn = (from: string, to: string) =>
  to === from.replace(/\.html$/, "") || to === from.replace(/\/$/, "") || to === `${from}/`;

describe.each([
  ["at the site's root", () => rootHosts, "", () => root],
  ["under /portfolio/", () => subPathHosts, "/portfolio", () => subPath],
] as const)("%s", (_, hosts, base, built) => {
  test("a post whose slug keeps its script is a file of that name, and every host serves it at its percent-encoded address", async () => {
    for (const post of Object.values(scriptPosts)) {
      const address = postPagePath(post.slug);
      expect(address).toBe(`/blog/${encodeURIComponent(post.slug)}`);
      expect(existsSync(join(built().client, "blog", post.slug, "index.html")), post.slug).toBe(
        true,
      );
      for (const host of hosts()) {
        const page = await host.get(base + address);
        expect(page.status, `${host.name} ${post.slug}`).toBe(200);
        expect(await page.text()).toContain(`>${post.title}</h1>`);
        const data = await host.get(`${base}${address}.data`);
        expect(data.status, `${host.name} ${post.slug}.data`).toBe(200);
      }
    }
  });

  test("each old address leads to its post in one step of the site's own, on every host; its other form too", async () => {
    for (const host of hosts())
      for (const { alias, post, title } of oldAddresses)
        for (const form of [alias, ...otherForms(decodedAlias(alias)!)]) {
          const { steps, status, path, html } = await way(host, base, sent(form));
          const where = `${host.name} ${form}: ${JSON.stringify(steps)}`;
          expect([status, path], where).toEqual([200, base + post]);
          expect(html, where).toContain(`>${title}</h1>`);
          // One step to the post (a redirect, or the old address's page), after at most one the host
          // makes of every address; the old address as written is redirected at once by every
          // host that reads redirect rules, but Vercel, which first takes off its slash or ".html".
          const ours = steps.filter((step) => step.to === base + post);
          expect(ours, where).toHaveLength(1);
          expect(steps.length, where).toBeLessThanOrEqual(2);
          if (steps.length === 2)
            expect(hostsOwn(base + sent(form), steps[0]!.to), where).toBe(true);
          const redirects = ["Netlify", "Cloudflare Pages", "nginx"];
          if (form === alias && redirects.includes(host.name))
            expect(steps, where).toEqual([{ status: 301, to: base + post }]);
        }
  });

  test("the sitemap and the feeds list each post at its encoded address, and no old address", () => {
    const sitemap = readFileSync(join(built().client, "sitemap.xml"), "utf8");
    const feed = readFileSync(join(built().client, "rss.xml"), "utf8");
    for (const post of Object.values(scriptPosts)) {
      const url = `${base}${postPagePath(post.slug)}`;
      expect(sitemap).toContain(`${url}</loc>`);
      expect(feed).toContain(`${url}</link>`);
      expect(sitemap).not.toContain(post.slug);
    }
    for (const { alias } of oldAddresses) {
      expect(sitemap).not.toContain(sent(alias).replace(/\/$/, ""));
      expect(sitemap).not.toContain(decodedAlias(alias)!.replace(/\/$/, ""));
    }
  });

  test("the hosts' rules name every old address under the site's base path", () => {
    const redirects = readFileSync(join(built().client, "_redirects"), "utf8");
    const map = readFileSync(join(built().client, "nginx-redirects.map"), "utf8");
    const vercel = JSON.parse(readFileSync(join(built().dir, "vercel.json"), "utf8")) as {
      redirects: { source: string; destination: string }[];
    };
    for (const { alias, post } of oldAddresses) {
      const path = base + decodedAlias(alias)!;
      expect(redirects).toContain(`${path}  ${base}${post}  301!\n${path}  ${base}${post}  301\n`);
      expect(map).toContain(`"${path}" "${base}${post}";`);
      expect(vercel.redirects).toContainEqual(
        expect.objectContaining({ destination: base + post, permanent: true }),
      );
    }
    // The old addresses' pages are at the site's root folder, which hosts serve at its base path.
    expect(existsSync(join(built().client, "2020/12/31/2020-年终总结/index.html"))).toBe(true);
    expect(existsSync(join(built().client, base.slice(1), "2020"))).toBe(base === "");
  });
});

test("nginx answers an old address with every security header, once, as every response", async () => {
  const [first] = oldAddresses;
  const response = await fetchTLS(nginx.url, sent(first!.alias), nginx.certificate.pem);
  expect(response.status).toBe(301);
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers.get(name), name).toBe(value);
});

describe("the build folder of the site at its root, as the owner's check sees it", () => {
  const content = validateContent(
    sampleRawContent,
    { images: readdirSync("tests/fixtures/sample/content/images"), files: [] },
    sampleSettings,
  );
  const slugs = [localPosts.coldStarts.slug, localPosts.retries.slug, ...posts.map((p) => p.slug)];
  const paths = builtPagePaths(slugs.map((slug) => ({ local: { slug } })));
  checkBuildFolder(
    () => root.client,
    () => checkedSite(sampleSettings, content),
    () => paths,
  );
});

const chromium = browserForFile();
const [chinese] = oldAddresses;

describe.each([
  ["GitHub Pages", true],
  ["GitHub Pages", false],
  ["Netlify", true],
  ["nginx", true],
] as const)("%s, in Chromium, JavaScript %s", (name, javaScriptEnabled) => {
  test("a reader who follows an old address lands on the post; Back returns to the page she came from, Forward to the post", async () => {
    const host = rootHosts.find((one) => one.name === name)!;
    const { page, problems } = await openPage(chromium(), {
      javaScriptEnabled,
      ignoreHTTPSErrors: name === "nginx",
    });
    for (const { alias, post, title } of [chinese!, oldAddresses.at(-1)!]) {
      await page.goto(`${host.url()}/projects`);
      const came = page.url();
      await page.goto(host.url() + sent(alias));
      await page.waitForURL(`${host.url()}${post}`);
      expect(await page.locator("h1").first().innerText()).toBe(title);
      await page.goBack();
      await page.waitForURL(came);
      expect(await page.locator("h1").first().innerText()).toBe("Projects");
      await page.goForward();
      await page.waitForURL(`${host.url()}${post}`);
    }
    // The old address's page leaves at once: the browser drops its icon's request, which is no failure.
    const abandoned = /^request failed: \S+\/favicon\.svg net::ERR_ABORTED$/;
    expect(problems.filter((problem) => !abandoned.test(problem))).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});

/** The same journey on GitHub Pages, whose old addresses are the page that refreshes, in the other engines. */
const backFromPost: Journey[] = [chinese!, oldAddresses.at(-1)!].map(({ alias, post, title }) => ({
  name: `${alias}: the post, then Back to the page the reader came from`,
  async walk(visitor: Visitor, journeySite) {
    await visitor.open(`${journeySite.url}/projects`);
    await until(visitor, probe.where, (seen) => seen.heading === "Projects");
    await visitor.open(journeySite.url + sent(alias));
    await until(visitor, probe.where, (seen) => seen.path === post && seen.heading === title);
    await visitor.back();
    await until(visitor, probe.where, (seen) => seen.path === "/projects");
    await visitor.forward();
    await until(visitor, probe.where, (seen) => seen.path === post && seen.heading === title);
    await expectNoProblems(visitor, journeySite);
  },
}));
describe("GitHub Pages, in Firefox and WebKit", () => {
  inEveryEngine(() => origins.get("GitHub Pages")!, backFromPost, {
    engines: ["firefox", "webkit"],
  });
});

describe("a mistake in the old addresses is one line naming the file, the alias and the rule, and nothing is built", () => {
  test("an old address that is a page, a post's own address, or another post's old address", () => {
    const files = aliasesContent();
    const file = `content/posts/${scriptPosts.japanese.slug}/index.md`;
    files[file] = String(files[file]).replace(
      "\n---\n",
      `\naliases:\n  - /about-me/\n  - /blog/${scriptPosts.japanese.slug}\n  - /2020/summary.html\n---\n`,
    );
    const dir = join(sitesDir, "../scratch/aliases-mistakes");
    makeProjectCopy(dir, files);
    const build = buildCopy(dir);
    expect(build.status).not.toBe(0);
    const lines = build.output.split("\n").filter((line) => line.includes("aliases["));
    expect(lines).toEqual([
      `  - ${file}:6: aliases[0] is the address of the page /about-me; an old address must be one no page of the site answers; got "/about-me/"`,
      `  - ${file}:7: aliases[1] is this post's own address, ${postPagePath(scriptPosts.japanese.slug)}: the post answers there already; delete it; got "/blog/${scriptPosts.japanese.slug}"`,
      `  - ${file}:8: aliases[2] is also an old address of content/posts/${scriptPosts.chinese.slug}/index.md (aliases[1], "/2020/summary.html"), as hosts read it; give it to one post; got "/2020/summary.html"`,
    ]);
    expect(existsSync(join(dir, "build"))).toBe(false);
  }, 120_000);
});
