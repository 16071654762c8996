import { pagePaths, pageHtmlFile } from "../../app/lib/pages/site-pages";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  jsonLdNodes,
  parsePage,
  type BuiltPage,
} from "../../pipeline/stages/5-seo-files/built-pages";
import { buildCopy } from "../harness/sites/project-copy";
import { scratchCopy, type BuiltSite } from "../harness/sites/site-builds";
import { site } from "../harness/sites/variants";
import { en } from "../../app/lib/i18n/dictionaries/en";
import { pt } from "../../app/lib/i18n/dictionaries/pt";
import { persona, templateTraces } from "../fixtures/personas/pt-br";
import { personaCopy } from "../fixtures/personas/pt-br-copy";

// A fork that rewrote only content/ for another owner (Portuguese, Brazil),
// built for real with no VITE_ setting at all.
let built: BuiltSite;
const read = (file: string) => readFileSync(join(built.client, file), "utf8");
const pages = pagePaths.map(pageHtmlFile);
const page = (file: string): BuiltPage => ({ file, ...parsePage(read(file)) });

beforeAll(async () => {
  built = await site("persona-pt-br");
}, 240_000);

describe("a fork that edited content/ alone", () => {
  test("builds quietly: a short summary, no placeholder warning, no deprecation or future-flag line", () => {
    expect(built.output).not.toMatch(/deprecat|future flag|future\.v\d|placeholder identity/i);
    // No per-file asset listing: no line names a built file with its size.
    expect(built.output).not.toMatch(/assets\/\S+\.(js|css|avif|webp|jpe?g)\s+[\d.]+ kB/);
    expect(built.output).toMatch(
      /^Built 4 pages \(\d+ files, \d+ KB\) into build\/client\/ in [\d.]+ s$/m,
    );
  });

  test("npm run typecheck's route types come quietly too", () => {
    const typegen = spawnSync(
      process.execPath,
      ["--import", "tsx", "pipeline/react-router.ts", "typegen"],
      {
        cwd: built.dir,
        encoding: "utf8",
      },
    );
    expect(typegen.status).toBe(0);
    expect(`${typegen.stdout}${typegen.stderr}`).not.toMatch(/deprecat|future flag/i);
  });

  test("no page, feed, sitemap, manifest, data file or script carries the template's owner", () => {
    const client = built.client;
    const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
      (file) => statSync(join(client, file)).isFile() && !/\.(png|jpe?g|webp|avif)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      templateTraces.filter((trace) => trace.test(read(file))).map((trace) => `${file}: ${trace}`),
    );
    expect(found).toEqual([]);
  });

  test("every page, the 404 page too, is in her language: <html lang> and og:locale", () => {
    for (const file of [...pages, "404.html"])
      expect(read(file), file).toMatch(/<html lang="pt-BR">/);
    for (const file of pages) expect(page(file).meta.get("og:locale"), file).toEqual(["pt_BR"]);
    expect(read("404.html")).toContain("<title>Página não encontrada</title>");
  });

  test("her name, city and site are everywhere they belong", () => {
    const home = page("index.html");
    expect(home.canonical).toBe(`${persona.site}/`);
    const person = jsonLdNodes(home).find((node) => node["@type"] === "Person")!;
    expect(person).toMatchObject({
      name: persona.name,
      address: { addressLocality: persona.city, addressCountry: persona.country },
      email: persona.email,
    });
    expect(person.sameAs).toContain(persona.mastodon);
    expect(read("sitemap.xml")).toContain(`<loc>${persona.site}/blog</loc>`);
    expect(JSON.parse(read("manifest.webmanifest"))).toMatchObject({
      name: persona.name,
      lang: "pt-BR",
    });
  });

  test("the site's labels are in her language; the words her copy.ts wrote still win", () => {
    const home = read("index.html");
    for (const words of [pt.recentArticles, pt.latestProjects, pt.viewMore, pt.readMore])
      expect(home).toContain(words);
    expect(home).toContain(`>${pt.letsConnect}</h2>`);
    for (const words of [en.recentArticles, en.latestProjects, en.viewMore, "Let&#x27;s Connect"])
      expect(home).not.toContain(words);
    expect(read("about-me/index.html")).toContain(pt.aboutHeading);
    expect(read("blog/index.html")).toContain(`<title>${pt.blogTitle} | ${persona.name}</title>`);
    expect(read("blog/index.html")).toContain(pt.blogHeading);
    // Her copy.ts, written before there were dictionaries, said "Pular para o conteúdo".
    expect(home).toContain(`>${personaCopy.labels.skipLink}</a>`);
  });

  test("posts are newest first on the blog, on Home and in every feed; a hidden import is left out", () => {
    const dates = (html: string) =>
      [...html.matchAll(/<time dateTime="([\d-]+)"/g)].map((m) => m[1]);
    const newestFirst = ["2025-06-02", "2024-11-30", "2024-01-20", "2023-03-10"];
    expect(dates(read("blog/index.html"))).toEqual(newestFirst);
    expect(dates(read("index.html"))).toEqual(newestFirst.slice(0, 2));
    expect(read("blog/index.html")).toContain(">2 de junho de 2025</time>");
    expect(read("blog/index.html")).not.toContain("escondido");
    const rss = [...read("rss.xml").matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(rss.map((url) => url!.split("/").pop())).toEqual([
      "satelites",
      "estacoes",
      "importado",
      "chuva-2019",
    ]);
    const json = JSON.parse(read("feed.json")) as { items: { date_published: string }[] };
    expect(json.items.map((item) => item.date_published.slice(0, 10))).toEqual(newestFirst);
    expect(read("atom.xml").indexOf("satelites")).toBeLessThan(
      read("atom.xml").indexOf("chuva-2019"),
    );
  });

  test("projects with a date are newest first, then the undated", () => {
    const titles = [...read("projects/index.html").matchAll(/<h2[^>]*><a[^>]*>([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(titles).toEqual(["nuvem", "chuvas", "sem-data"]);
  });

  test("more profiles follow the three in the footer; Mastodon's link says rel=me; the résumé is served", () => {
    const html = read("about-me/index.html");
    const footer = html.slice(html.indexOf("<footer"));
    const names = [...footer.matchAll(/<a [^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)/g)].map(
      (m) => m[1],
    );
    expect(names.slice(0, 6)).toEqual([
      "LinkedIn",
      "GitHub",
      "X (Twitter)",
      "Mastodon",
      "E-mail",
      "Currículo",
    ]);
    expect(footer).toMatch(
      new RegExp(`href="${persona.mastodon}"[^>]*rel="me noopener noreferrer"`),
    );
    expect(footer).toContain(`href="mailto:${persona.email}"`);
    expect(footer).toContain('href="/files/curriculo.pdf"');
    expect(read("files/curriculo.pdf")).toContain("Currículo");
    expect(footer).toContain("(abre em nova aba)");
  });

  test("her accent colours are the site's, and her icon made the touch icon", () => {
    expect(read("index.html")).toMatch(/--color-accent:\s*#8a3ffc/);
    expect(read("index.html")).toMatch(/--color-accent:\s*#be95ff/);
    expect(read("favicon.svg")).toContain("CD");
  });
});

describe("a bad accent colour", () => {
  test("stops the build with a message naming it, its ratio and the rule; the last build stays", () => {
    const { dir, client } = scratchCopy(built, "persona-bad-accent");
    const before = statSync(join(client, "index.html")).mtimeMs;
    writeFileSync(
      join(dir, "content/theme.ts"),
      'export const theme = { accent: { light: "#c4b5fd", dark: "#be95ff" } };\n',
    );
    const failed = buildCopy(dir);
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain(
      '  - content/theme.ts: theme.accent.light has a contrast ratio of 1.76:1 against the light page background #fbfaf8; text needs at least 4.5:1 (WCAG AA); got "#c4b5fd"',
    );
    expect(statSync(join(client, "index.html")).mtimeMs).toBe(before);
  }, 120_000);
});
