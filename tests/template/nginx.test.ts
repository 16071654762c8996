import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, sep } from "node:path";
import { connect } from "node:tls";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  securityHeaders,
  staticHeaderPolicy,
} from "../../pipeline/stages/6-security-policy/security-headers.ts";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import { isPrivate } from "../../server/request-guard.ts";
import { chromiumFlags, chromiumPath } from "../../tools/chromium.ts";
import { fetchTLS } from "../harness/hosts/tls.ts";
import { startNginx, type NginxServer } from "../harness/hosts/nginx-server.ts";
import { waitForHydration, metaPolicy, violations, openPage } from "../harness/chromium";
import { routes } from "../harness/chromium.ts";
import { privatePaths } from "../harness/hosts/private-paths";
import { sample, samplePages } from "../harness/sites/sample-site";
import type { BuiltSite } from "../harness/sites/site-builds";
import { site } from "../harness/sites/variants";
import { dictionaryFor } from "../../app/lib/i18n/languages";
import type { PagePath } from "../../app/lib/pages/site-pages";

// deploy/nginx.conf as shipped, on Debian's nginx: an HTTPS server with a
// certificate made for the run, and the port-80 server that redirects to it.

let nginx: NginxServer;
let browser: Browser;
/** A request to the HTTPS server, trusting the run's certificate for this request only. */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetchTLS(nginx.url, path, nginx.certificate.pem, headers);
const notFoundPage = '<meta http-equiv="refresh" content="0; url=/">';

beforeAll(async () => {
  nginx = await startNginx(`${sample().dir}/build`);
  // Chromium accepts this run's certificate, and no other that fails to verify.
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumFlags, `--ignore-certificate-errors-spki-list=${nginx.certificate.spki}`],
  });
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

describe("port 80", () => {
  test("answers every path with a 301 to the same path on https://, and nothing else", async () => {
    for (const path of ["/", "/blog", "/blog/?x=1&y=%20", "/no/such/page", "/_headers"]) {
      const response = await fetch(nginx.httpURL + path, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      // $host carries no port: in production, https:// is port 443.
      expect(response.headers.get("location"), path).toBe(`https://127.0.0.1${path}`);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  test("serves certbot's challenge files instead of redirecting them", async () => {
    const challenge = `/.well-known/acme-challenge/${nginx.acmeToken}`;
    const found = await fetch(nginx.httpURL + challenge, { redirect: "manual" });
    expect([found.status, await found.text()]).toEqual([200, `${nginx.acmeToken}.key`]);
    const missing = await fetch(nginx.httpURL + "/.well-known/acme-challenge/nope");
    expect(missing.status).toBe(404);
  });
});

test("HTTPS speaks HTTP/2 (by ALPN) and TLS 1.2 or 1.3", async () => {
  const socket = connect({
    host: "127.0.0.1",
    port: nginx.httpsPort,
    ca: nginx.certificate.pem,
    ALPNProtocols: ["h2", "http/1.1"],
  });
  await new Promise((resolve, reject) =>
    socket.once("secureConnect", resolve).once("error", reject),
  );
  expect(socket.alpnProtocol).toBe("h2");
  expect(socket.getProtocol()).toMatch(/^TLSv1\.[23]$/);
  socket.end();
});

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
      const title = samplePages[path.replace(/(.)\/$|\?.*$/, "$1") as PagePath].title;
      expect(await response.text()).toContain(`<title>${title}</title>`);
    });
  }
});

test("an unknown path answers 404 with the page that sends the visitor to /", async () => {
  for (const path of ["/no/such/page", "/blog/nothing", "/assets/missing.js"]) {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(notFoundPage);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  }
  const { page } = await openPage(browser);
  await page.goto(nginx.url + "/no/such/page");
  await page.waitForURL(nginx.url + "/");
});

test("files there only for other hosts, and every dotfile, are the 404 page", async () => {
  for (const file of ["_headers", ".nojekyll"])
    expect(existsSync(`${sample().client}/${file}`)).toBe(true);
  for (const path of privatePaths) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toContain(notFoundPage);
    expect(response.headers.get("strict-transport-security"), path).toBe(
      securityHeaders["Strict-Transport-Security"],
    );
  }
});

test("malformed and hostile paths get 400 or the 404 page, never a 5xx", async () => {
  for (const path of ["/%00", "/index.html%00", "/%E0%A4%A", "/%2e%2e/%2e%2e/etc/passwd"].concat([
    "/..%2f..%2fpackage.json",
    `/${"a".repeat(300)}`,
  ])) {
    const response = await get(path);
    expect([400, 404], path).toContain(response.status);
    if (response.status === 404) expect(await response.text()).toContain(notFoundPage);
  }
});

test("every response carries every security header once, the shipped ones; each page's meta policy names its hashes", async () => {
  const expected = readFileSync("deploy/security-headers.conf", "utf8");
  for (const path of [
    ...routes,
    "/blog.data",
    "/favicon.svg",
    "/assets/missing.js",
    "/no/such/page",
  ]) {
    const response = await get(path);
    // A header sent twice would come back joined with ", ".
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
    }
    const hsts = response.headers.get("strict-transport-security")!;
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31536000);
    expect(hsts).toContain("includeSubDomains");
    const policy = response.headers.get("content-security-policy")!;
    expect(expected).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    if (!path.startsWith("/no/") && path.includes(".")) continue;
    expect(metaPolicy(await response.text()), path).toMatch(
      /^default-src 'none'; script-src 'self'/,
    );
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
  const { page, problems } = await openPage(browser);
  for (const path of routes) {
    await page.goto(nginx.url + path);
    await waitForHydration(page, { scroll: true });
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

describe("Content-Type", () => {
  // Every file the build wrote, plus the files a fork may put in content/files
  // (a résumé), served by nginx and by npm start's server from one copy.
  let copy: string;
  let typed: NginxServer;
  let served: LocalServer;
  const resumes = [
    "resume.pdf",
    "resume.doc",
    "resume.docx",
    "resume.odt",
    "resume.rtf",
    "resume.md",
  ];
  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), "nginx-types-"));
    // The sample's build, never the working tree's (which CI's first leg may or may not have made).
    cpSync(`${sample().dir}/build`, copy, { recursive: true });
    mkdirSync(join(copy, "client/files"), { recursive: true });
    for (const name of resumes) writeFileSync(join(copy, "client/files", name), "a résumé");
    typed = await startNginx(copy);
    served = await startServer(join(copy, "client"));
  });
  afterAll(async () => {
    served?.stop();
    await typed?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  test("nginx sends every file type the build writes as npm start does", async () => {
    const client = join(copy, "client");
    const files = readdirSync(client, { recursive: true, encoding: "utf8" })
      .map((file) => file.split(sep).join("/"))
      .filter((file) => statSync(join(client, file)).isFile() && !isPrivate(file));
    const types = new Set(files.map((file) => extname(file)));
    // The build's own kinds, at least, and the résumés.
    for (const kind of [".html", ".data", ".js", ".css", ".avif", ".jpg", ".svg", ".png"])
      expect(types).toContain(kind);
    for (const kind of [".webmanifest", ".xml", ".json", ".txt", ".pdf", ".docx", ".md"])
      expect(types).toContain(kind);
    const differ: string[] = [];
    for (const file of files) {
      // A page is asked for by its pretty URL: npm start redirects the file name to it.
      const path = `/${file}`.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "");
      const [fromNginx, fromServer] = await Promise.all([
        fetchTLS(typed.url, path, typed.certificate.pem),
        fetch(served.baseURL + path),
      ]);
      const [a, b] = [fromNginx, fromServer].map((r) => r.headers.get("content-type"));
      if (!a || a !== b) differ.push(`${path}: nginx ${a}, npm start ${b}`);
    }
    expect(differ).toEqual([]);
  });

  test.each([
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/rss.xml", "application/xml"],
    ["/atom.xml", "application/xml"],
    ["/sitemap.xml", "application/xml"],
    ["/feed.json", "application/json; charset=utf-8"],
    ["/blog.data", "text/x-script"],
    ["/files/resume.pdf", "application/pdf"],
  ])("%s is %s", async (path, type) => {
    expect(
      (await fetchTLS(typed.url, path, typed.certificate.pem)).headers.get("content-type"),
    ).toBe(type);
  });
});

describe("a site in three languages (English, and Japanese and Arabic in their folders)", () => {
  let built: BuiltSite;
  let languages: NginxServer;
  let trusting: Browser;
  const getFrom = (path: string) => fetchTLS(languages.url, path, languages.certificate.pem);
  beforeAll(async () => {
    built = await site("languages");
    languages = await startNginx(join(built.dir, "build"));
    // A Chromium that accepts this server's certificate, and no other that fails to verify.
    const spki = languages.certificate.spki;
    trusting = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumFlags, `--ignore-certificate-errors-spki-list=${spki}`],
    });
  }, 300_000);
  afterAll(async () => {
    await trusting?.close();
    await languages?.stop();
  });
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  test("an unknown path under a language's folder answers 404 with that language's page, which leads to its home", async () => {
    for (const [path, locale, home] of [
      ["/ja/no/such/page", "ja_JP", "/ja"],
      ["/ja/blog/nothing", "ja_JP", "/ja"],
      ["/ar/x", "ar_EG", "/ar"],
      ["/no/such/page", "en_US", "/"],
      ["/assets/missing.js", "en_US", "/"],
    ] as const) {
      const response = await getFrom(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(title(html), path).toBe(dictionaryFor(locale).dictionary.notFoundTitle);
      expect(html, path).toContain(`href="${home}"`);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control"), path).toBe(
        "public, max-age=0, must-revalidate",
      );
      // The headers every response gets; the page's own policy names its scripts.
      expect(response.headers.get("content-security-policy"), path).toBe(staticHeaderPolicy);
      expect(metaPolicy(html), path).toMatch(/^default-src 'none'; script-src 'self'/);
    }
    const { page } = await openPage(trusting);
    await page.goto(languages.url + "/ja/no/such/page");
    await page.waitForURL(languages.url + "/ja");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja-JP");
  });

  test("every language's pages load the one assets/ folder, every file of it immutable", async () => {
    expect(existsSync(join(built.client, "ja/assets"))).toBe(false);
    for (const file of readdirSync(join(built.client, "assets"))) {
      const response = await getFrom(`/assets/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("cache-control"), file).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    const { page, problems } = await openPage(trusting);
    await page.goto(languages.url + "/ja/blog");
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
