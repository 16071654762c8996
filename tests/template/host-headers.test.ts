import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { cacheControl } from "../../pipeline/stages/6-security-policy/security-headers.ts";
import { fromHeadersFile, fromVercelJson } from "../harness/hosts/emulated-hosts";
import { metaPolicy } from "../harness/chromium";
import { sample } from "../harness/sites/sample-site";
import { site } from "../harness/sites/variants";

// What the HTTP Observatory's A+ rests on, for every host the site ships a
// configuration for, with analytics off and on: the headers each host sends
// with a page (Netlify and Cloudflare Pages from the build's _headers,
// Vercel from vercel.json, `npm start` from server/serve.json, nginx from
// deploy/security-headers.conf) and the page's own meta policy. A
// browser enforces every policy it gets, so each rule holds of them together.
// `npm run observatory -- <host>` asks the real scanner about a deployed site.

type Host = { name: string; headers: (path: string) => Record<string, string>; https: boolean };

/** The headers of serve.json's rules whose glob (`**` any folders, `*` any name) matches `path`. */
function fromServeJson(text: string) {
  const config = JSON.parse(text) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const glob = (source: string) =>
    new RegExp(
      `^${source
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .split("**/")
        .map((part) =>
          part
            .split("**")
            .map((name) => name.replace(/\*/g, "[^/]*"))
            .join(".*"),
        )
        .join("(?:.*/)?")}$`,
    );
  return (path: string) =>
    Object.fromEntries(
      config.headers
        .filter(({ source }) => glob(source).test(path.slice(1)))
        .flatMap(({ headers }) => headers.map((h) => [h.key, h.value])),
    );
}

/** The headers of the generated nginx snippet, which nginx.conf includes in every location. */
function fromNginxSnippet(text: string) {
  const headers = Object.fromEntries(
    [...text.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
      name!,
      value!,
    ]),
  );
  return () => headers;
}

function hostsOf(dir: string): Host[] {
  const client = join(dir, "build/client");
  return [
    {
      name: "Netlify and Cloudflare Pages (_headers)",
      headers: fromHeadersFile(readFileSync(join(client, "_headers"), "utf8")),
      https: true,
    },
    {
      name: "Vercel (vercel.json)",
      headers: fromVercelJson(readFileSync("vercel.json", "utf8")),
      https: true,
    },
    {
      name: "nginx (deploy/nginx.conf)",
      headers: fromNginxSnippet(readFileSync("deploy/security-headers.conf", "utf8")),
      https: true,
    },
    {
      name: "npm start (server/serve.json)",
      headers: fromServeJson(readFileSync("server/serve.json", "utf8")),
      https: false,
    },
  ];
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

const sites = {
  "analytics off": () => sample().dir,
  "Plausible on": async () =>
    (await site("analytics", { provider: "plausible", id: "you.example" })).dir,
  "Cloudflare's beacon on": async () =>
    (await site("analytics", { provider: "cloudflare", id: "0123456789abcdef0123456789abcdef" }))
      .dir,
};

describe.each(Object.keys(sites) as (keyof typeof sites)[])("%s", (name) => {
  let dir = "";
  beforeAll(async () => void (dir = await sites[name]()), 240_000);
  const page = (file: string) => readFileSync(join(dir, "build/client", file), "utf8");

  test("every host sends HSTS for six months or more, nosniff, a private referrer policy, CORP and frame-ancestors", () => {
    for (const host of hostsOf(dir)) {
      for (const path of ["/", "/blog", "/assets/x.js"]) {
        const headers = host.headers(path);
        const where = `${host.name} ${path}`;
        const hsts = /max-age=(\d+)/.exec(headers["Strict-Transport-Security"] ?? "");
        expect(Number(hsts?.[1] ?? 0), where).toBeGreaterThanOrEqual(15_768_000);
        expect(headers["X-Content-Type-Options"], where).toBe("nosniff");
        expect(headers["Referrer-Policy"], where).toMatch(
          /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
        );
        expect(headers["Cross-Origin-Resource-Policy"], where).toBe("same-origin");
        const header = directives(headers["Content-Security-Policy"] ?? "");
        expect(header.get("frame-ancestors"), where).toEqual(["'none'"]);
        if (host.https) expect(header.has("upgrade-insecure-requests"), where).toBe(true);
      }
    }
  });

  test("every page's policies name nothing by default, run nothing unsafe, and load scripts from https origins only", () => {
    for (const file of ["index.html", "blog/index.html", "404.html"]) {
      const meta = metaPolicy(page(file));
      expect(directives(meta).get("default-src"), file).toEqual(["'none'"]);
      for (const host of hostsOf(dir)) {
        const header = host.headers(file === "index.html" ? "/" : `/${file}`)[
          "Content-Security-Policy"
        ]!;
        for (const policy of [meta, header]) {
          expect(policy, `${host.name} ${file}`).not.toContain("'unsafe-");
          const defaults = directives(policy).get("default-src");
          if (defaults) expect(defaults, host.name).toEqual(["'none'"]);
          const scripts = directives(policy).get("script-src") ?? [];
          const origins = scripts.filter((s) => !s.startsWith("'"));
          for (const origin of origins) expect(origin, host.name).toMatch(/^https:\/\/[\w.-]+$/);
        }
      }
    }
  });

  test("the analytics provider's origins are in each page's policy, and only then", () => {
    const meta = directives(metaPolicy(page("index.html")));
    const others = (sources: string[] = []) => sources.filter((s) => s.startsWith("https:"));
    if (name === "analytics off") {
      expect(others(meta.get("script-src"))).toEqual([]);
      expect(meta.get("connect-src")).toEqual(["'self'"]);
    } else if (name === "Plausible on") {
      expect(others(meta.get("script-src"))).toEqual([]);
      expect(meta.get("connect-src")).toEqual(["'self'", "https://plausible.io"]);
    } else {
      expect(others(meta.get("script-src"))).toEqual(["https://static.cloudflareinsights.com"]);
      expect(meta.get("connect-src")).toEqual(["'self'", "https://cloudflareinsights.com"]);
    }
  });
});

test("a site in several languages keeps every file a page loads in its one assets/, and every host but nginx caches each for a year (nginx: nginx.test.ts)", async () => {
  const { dir, client } = await site("languages");
  const loaded = new Set<string>();
  for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(join(client, file), "utf8");
    for (const [, url] of html.matchAll(/"(\/[^"\s]*\.(?:js|css|jpg|avif|png|svg|webp))"/g))
      loaded.add(url!);
  }
  const icons = ["/favicon.svg", "/favicon-32.png", "/apple-touch-icon.png"];
  const assets = [...loaded].filter((url) => !icons.includes(url));
  expect(assets.some((url) => url.includes("hydrate-"))).toBe(true);
  expect(assets.filter((url) => !url.startsWith("/assets/"))).toEqual([]);
  const files = readdirSync(join(client, "assets")).map((file) => `/assets/${file}`);
  expect(files).toEqual(expect.arrayContaining(assets));
  for (const host of hostsOf(dir).filter((h) => !h.name.startsWith("nginx")))
    for (const path of files)
      expect(host.headers(path)["Cache-Control"], `${host.name} ${path}`).toBe(cacheControl.hashed);
}, 240_000);
