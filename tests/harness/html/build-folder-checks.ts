// The checks of a build folder as a static host receives it: every page is
// valid HTML (html-validate, settings in .htmlvalidate.mjs) and every
// reference to the site (links, images, icons, preloads, scripts, the
// manifest, absolute links to the live site) is a file of the build. Posts,
// projects and profiles are pages elsewhere, even on the site's own host (a
// blog at https://you.example/notes/): links for npm run check-links, not
// files. The owner's check runs them on your build, the template's proof on
// its variants.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, test } from "vitest";
import { buildFileOf } from "../../../app/lib/metadata/own-urls";
import { pageHtmlFile, pagePaths } from "../../../app/lib/pages/site-pages";
import { siteLinks } from "../../../tools/check-links/pages";
import {
  brokenReason,
  filesIn,
  pageReferences,
  servedPath,
  type CheckedSite,
} from "./build-references";
import { textFileUrls } from "./text-file-urls";

export const validator = new HtmlValidate(new FileSystemConfigLoader());

// A test that reads every page grows with the posts (300 in three languages are
// 900 pages, a few tens of milliseconds each): time enough for them, while a hang still fails.
const everyPage = 600_000;

/**
 * The page at a post's old address (pipeline/stages/5-old-addresses): no
 * data of its own, and the same bytes as another old address of that post.
 */
const isOldAddressPage = (html: string) =>
  /<meta name="robots" content="noindex">/.test(html) &&
  /<meta http-equiv="refresh" content="0; url=[^"]*\/blog\/[^"/]+">/.test(html);

/**
 * Registers the checks of the build in `dir()`, a site whose facts `site()`
 * gives; `paths`, the pages it must hold (the table's, and each local post's).
 */
export function checkBuildFolder(
  dir: () => string,
  site: () => CheckedSite,
  paths: () => readonly string[] = () => pagePaths,
): void {
  const files = () => filesIn(dir());
  // The pages as React Router writes them: `blog.html` is `blog/index.html` at its other address.
  const pages = () => {
    const all = files();
    const held = new Set(all);
    return all.filter(
      (file) => file.endsWith(".html") && !held.has(file.replace(/\.html$/, "/index.html")),
    );
  };

  test("the build holds every page and the 404 page", () => {
    for (const page of [...paths().map(pageHtmlFile), "404.html"]) expect(pages()).toContain(page);
  });

  test("every page and its data are at both of its addresses, the same bytes (hosts answer /blog and /blog/ apart)", () => {
    const read = (file: string) => readFileSync(join(dir(), file));
    const pagesInFolders = files().filter((file) => /.\/index\.html$/.test(file));
    expect(pagesInFolders.length).toBeGreaterThan(0);
    for (const page of pagesInFolders) {
      if (page.startsWith("assets/")) continue;
      const address = page.slice(0, -"/index.html".length);
      expect(read(`${address}.html`).equals(read(page)), `${address}.html`).toBe(true);
      if (isOldAddressPage(read(page).toString())) continue;
      expect(read(`${address}/_.data`).equals(read(`${address}.data`)), `${address}/_.data`).toBe(
        true,
      );
    }
  });

  test(
    "every page passes html-validate",
    async () => {
      const messages: string[] = [];
      for (const page of pages()) {
        const html = readFileSync(join(dir(), page), "utf8");
        const report = await validator.validateString(html, join(dir(), page));
        for (const result of report.results)
          for (const m of result.messages)
            messages.push(`${page} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
      expect(messages).toEqual([]);
    },
    everyPage,
  );

  test(
    "every internal link, image and asset a page names is a file of the build",
    async () => {
      const broken: string[] = [];
      for (const page of pages()) {
        const html = readFileSync(join(dir(), page), "utf8");
        const { references, ids } = await pageReferences(validator, join(dir(), page), html);
        expect(references.length, page).toBeGreaterThan(0);
        const pagePath = servedPath(page, site().basePath);
        for (const { attribute, url } of references) {
          const reason = brokenReason(url, pagePath, ids, dir(), site());
          if (reason) broken.push(`${page}: ${attribute} ${JSON.stringify(url)}: ${reason}`);
        }
      }
      expect(broken).toEqual([]);
    },
    everyPage,
  );

  test("the pages' own references include every kind the checker looks at", async () => {
    const html = readFileSync(join(dir(), "index.html"), "utf8");
    const { references } = await pageReferences(validator, "index.html", html);
    const kinds = new Set(references.map((r) => r.attribute));
    for (const kind of ["a href", "link href", "img src", "img srcset", "source srcset"])
      expect(kinds).toContain(kind);
    // The 404 page leads home: by a refresh, or on a site in several languages
    // (whose root page leads to each language's home) by a link and its script.
    const notFound = readFileSync(join(dir(), "404.html"), "utf8");
    const home = await pageReferences(validator, "404.html", notFound);
    expect(home.references).toContainEqual({
      attribute: files().some((file) => file.endsWith("/404.html")) ? "a href" : "meta refresh",
      url: site().basePath,
    });
  });

  test("holds one copy of each file: every language's pages load the site's assets/, and no two files are alike", () => {
    const folders = files()
      .filter((file) => file.includes("/"))
      .map((file) => file.slice(0, file.lastIndexOf("/")));
    expect([...new Set(folders.filter((folder) => /(^|\/)assets$/.test(folder)))]).toEqual([
      "assets",
    ]);
    const byName = new Map<string, string[]>();
    // A post's old addresses each have the same page, which sends the reader to it.
    const oldAddress = (file: string) =>
      file.endsWith(".html") && isOldAddressPage(readFileSync(join(dir(), file), "utf8"));
    for (const file of files().filter((file) => !oldAddress(file))) {
      const name = file.slice(file.lastIndexOf("/") + 1);
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    const alike = [...byName.values()].flatMap((same) =>
      same.flatMap((file, i) =>
        same
          .slice(i + 1)
          .filter((other) =>
            readFileSync(join(dir(), other)).equals(readFileSync(join(dir(), file))),
          )
          .map((other) => `${file} and ${other}`),
      ),
    );
    expect(alike).toEqual([]);
  });

  test("npm run check-links checks every post, project and profile the build does not hold", () => {
    const checked = new Set([...siteLinks(dir())!.links.keys()].map((url) => new URL(url).href));
    const all = files();
    const isFile = (file: string) => all.includes(file);
    const unchecked = [...site().elsewhere].filter(
      (url) => /^https?:/.test(url) && !buildFileOf(url, site(), isFile) && !checked.has(url),
    );
    expect(unchecked).toEqual([]);
  });

  test("every page names its icon, so browsers do not ask for /favicon.ico", () => {
    for (const page of pages())
      expect(readFileSync(join(dir(), page), "utf8"), page).toMatch(/<link [^>]*rel="icon"/);
  });

  test("the manifest's icons and start URL, and the site's URLs in feeds and the sitemap, are files of the build", () => {
    const texts = files().filter((file) => /\.(xml|json|webmanifest|txt)$/.test(file));
    const broken: string[] = [];
    for (const file of texts) {
      const urls = textFileUrls(file, readFileSync(join(dir(), file), "utf8"));
      for (const url of urls) {
        const reason = brokenReason(
          url,
          servedPath(file, site().basePath),
          new Set(),
          dir(),
          site(),
        );
        if (reason) broken.push(`${file}: ${url}: ${reason}`);
      }
    }
    expect(broken).toEqual([]);
  });
}
