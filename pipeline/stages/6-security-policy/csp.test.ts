import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { parseTestSettings } from "../../../app/lib/settings/settings-error.test-support.ts";
import { applySecurityPolicy, withPolicy } from "./csp.ts";
import { hashSource } from "./inline-sources.ts";
import { hostHeaderPolicy } from "./security-headers.ts";

let buildDir: string;
let clientDir: string;
const settings = parseTestSettings({});
const read = (file: string) => readFileSync(join(clientDir, file), "utf8");
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body>${body}</body></html>`;
const metaOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];

beforeEach(() => {
  buildDir = mkdtempSync(join(tmpdir(), "csp-"));
  clientDir = join(buildDir, "client");
  mkdirSync(join(clientDir, "blog"), { recursive: true });
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    page("<script>home()</script><script>shared()</script>"),
  );
  writeFileSync(
    join(clientDir, "blog/index.html"),
    page("<style>b{}</style><script>shared()</script>"),
  );
  writeFileSync(join(clientDir, "404.html"), '<html><head><meta charset="utf-8"></head></html>');
  writeFileSync(join(clientDir, "blog.data"), "[]");
  writeFileSync(join(clientDir, "assets/app-1a2b.js"), "");
});
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

describe("applySecurityPolicy", () => {
  test("adds the analytics provider's origins to the meta policies, and only those", async () => {
    const others = {
      scripts: ["https://static.cloudflareinsights.com"],
      connects: ["https://cloudflareinsights.com"],
    };
    await applySecurityPolicy(clientDir, settings, others);
    const home = metaOf(read("index.html"))!;
    expect(home).toContain(
      `script-src 'self' https://static.cloudflareinsights.com ${hashSource("home()")}`,
    );
    expect(home).toContain(
      "; img-src 'self' data:; connect-src 'self' https://cloudflareinsights.com; ",
    );
    // The header policy names no source a page's policy names.
    expect(read("_headers")).not.toMatch(/script-src|connect-src|cloudflare/);
  });

  test("a site with the search's form lets forms reach the site, in every page and _headers; others send none", async () => {
    await applySecurityPolicy(clientDir, settings);
    expect(metaOf(read("index.html"))).toMatch(/; form-action 'none'$/);
    expect(read("_headers")).toContain("; form-action 'none'; ");
    writeFileSync(
      join(clientDir, "blog/index.html"),
      page('<form role="search" data-search="header" action="/archive"></form>'),
    );
    await applySecurityPolicy(clientDir, settings);
    for (const file of ["index.html", "blog/index.html"])
      expect(metaOf(read(file)), file).toMatch(/; form-action 'self'$/);
    expect(read("_headers")).toContain("; form-action 'self'; ");
  });

  test("without analytics, connections go to the site alone", async () => {
    await applySecurityPolicy(clientDir, settings);
    expect(metaOf(read("index.html"))).toContain("; connect-src 'self'; ");
  });

  test("gives each page a meta policy, right after the charset, with only its own hashes", async () => {
    await applySecurityPolicy(clientDir, settings);
    const home = read("index.html");
    expect(home).toMatch(/<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/);
    expect(metaOf(home)).toBe(
      `default-src 'none'; script-src 'self' ${hashSource("home()")} ${hashSource("shared()")}; ` +
        "style-src 'self'; img-src 'self' data:; connect-src 'self'; manifest-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'none'",
    );
    const blog = metaOf(read("blog/index.html"))!;
    expect(blog).toContain(`script-src 'self' ${hashSource("shared()")};`);
    expect(blog).toContain(`style-src 'self' ${hashSource("b{}")};`);
    expect(metaOf(read("404.html"))).toContain("script-src 'self'; style-src 'self';");
  });

  test("every page allows the styles React hoists into another page's head", async () => {
    // React inserts them on a client-side navigation, under the first page's policy.
    const hoisted = '<style data-precedence="default" data-href="tech-filter">p{}</style>';
    writeFileSync(join(clientDir, "blog/index.html"), page(`${hoisted}<style>b{}</style>`));
    await applySecurityPolicy(clientDir, settings);
    expect(metaOf(read("index.html"))).toContain(`style-src 'self' ${hashSource("p{}")};`);
    expect(metaOf(read("blog/index.html"))).toContain(
      `style-src 'self' ${hashSource("p{}")} ${hashSource("b{}")};`,
    );
  });

  test("_headers holds two rules whatever the pages: the headers of every response, and assets cached", async () => {
    const rules = () => read("_headers").match(/^\/.*$/gm);
    await applySecurityPolicy(clientDir, settings);
    const headers = read("_headers");
    expect(rules()).toEqual(["/*", "/assets/*"]);
    expect(/^ {2}Content-Security-Policy: (.*)$/m.exec(headers)![1]).toBe(hostHeaderPolicy(false));
    expect(headers).toContain("\n  X-Content-Type-Options: nosniff\n");
    expect(headers).toMatch(
      /\n\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n$/,
    );
    // Pages keep the hosts' default, which revalidates; no two rules set one header.
    expect(headers.match(/Cache-Control/g)).toHaveLength(1);
    // Pages more: the same file.
    for (let i = 0; i < 50; i++)
      writeFileSync(join(clientDir, `p${i}.html`), page(`<script>${i}</script>`));
    await applySecurityPolicy(clientDir, settings);
    expect(read("_headers")).toBe(headers);
  });

  test("prefixes the _headers paths with the base path", async () => {
    await applySecurityPolicy(clientDir, { ...settings, basePath: "/portfolio/" });
    expect(read("_headers").match(/^\/.*$/gm)).toEqual(["/portfolio/*", "/portfolio/assets/*"]);
  });

  test("writes .nojekyll for GitHub Pages", async () => {
    await applySecurityPolicy(clientDir, settings);
    expect(existsSync(join(clientDir, ".nojekyll"))).toBe(true);
  });

  test("running twice gives the same files", async () => {
    await applySecurityPolicy(clientDir, settings);
    const first = [read("index.html"), read("_headers")];
    await applySecurityPolicy(clientDir, settings);
    expect([read("index.html"), read("_headers")]).toEqual(first);
  });

  test("stops the build on an inline event handler", async () => {
    writeFileSync(join(clientDir, "index.html"), page('<button onclick="x()">x</button>'));
    await expect(applySecurityPolicy(clientDir, settings)).rejects.toThrow(
      /index\.html: <button onclick="…"> is an inline event handler/,
    );
  });
});

describe("withPolicy", () => {
  test("goes right after <head> when a resource comes before the charset", () => {
    const html = withPolicy('<head><script>a</script><meta charset="utf-8"></head>', "x");
    expect(html).toMatch(/^<head><meta http-equiv="Content-Security-Policy" content="x">/);
  });

  test("refuses a page without a head", () => {
    expect(() => withPolicy("<p>hi</p>", "x", "a.html")).toThrow(/a\.html: has no <head>/);
  });
});
