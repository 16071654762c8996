import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { pageModules, pageModulesModule } from "./page-modules.ts";

const preloading = (...hrefs: string[]) =>
  `<head>${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>`;

test("lists each page's own modules by the path its links use, the app's left out", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-modules-"));
  mkdirSync(join(dir, "blog"));
  writeFileSync(join(dir, "index.html"), preloading("/p/entry.js", "/p/home.js", "/p/card.js"));
  writeFileSync(
    join(dir, "blog/index.html"),
    preloading("/p/entry.js", "/p/blog.js", "/p/heading.js"),
  );
  writeFileSync(join(dir, "404.html"), preloading("/p/entry.js"));
  const pages = ["index.html", "blog/index.html", "404.html"].map((page) => join(dir, page));
  const { name, code } = pageModules(dir, "/p/", pages);
  rmSync(dir, { recursive: true, force: true });
  expect(name).toMatch(/^page-modules-[\w-]{8}\.js$/);
  expect(code).toContain(
    JSON.stringify({
      "/p": ["/p/home.js", "/p/card.js"],
      "/p/blog": ["/p/blog.js", "/p/heading.js"],
    }),
  );
});

test("preloads a page's modules once each", async () => {
  const appended: string[] = [];
  const document = {
    createElement: () => ({}),
    head: {
      append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`),
    },
  };
  const source = pageModulesModule({ "/a": ["/x.js", "/y.js"], "/b": ["/y.js", "/z.js"] });
  const preload = new Function("document", `${source.replace("export default", "return")}`)(
    document,
  ) as (page: string) => void;
  preload("/a");
  preload("/b");
  preload("/c");
  expect(appended).toEqual(["modulepreload /x.js", "modulepreload /y.js", "modulepreload /z.js"]);
});
