import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { siteLinks } from "./pages.ts";

// Which links of a built site are external: a page or file of the build is
// the site's own, and anything else is a link to check, even on the site's
// own host (an owner whose notes live at https://you.example/notes/).

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "site-links-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const page = (canonical: string, hrefs: string[]) =>
  `<!doctype html><link rel="canonical" href="${canonical}">` +
  hrefs.map((href) => `<a href="${href}">x</a>`).join("");

test("links on the site's host that the build did not write are external; its own files are not", () => {
  const hrefs = [
    "https://you.example/notes/retries",
    "https://you.example/blog/retries?ref=home",
    "https://you.example/blog",
    "https://you.example/rss.xml",
    "https://you.example/",
    "https://medium.com/@you/post",
  ];
  const dir = site({
    "index.html": page("https://you.example/", hrefs),
    "blog/index.html": page("https://you.example/blog", []),
    "rss.xml": "<rss/>",
  });
  expect([...siteLinks(dir)!.links.keys()]).toEqual([
    "https://you.example/notes/retries",
    "https://you.example/blog/retries?ref=home",
    "https://medium.com/@you/post",
  ]);
});

test("under a base path, the host's other pages are external", () => {
  const dir = site({
    "index.html": page("https://you.example/portfolio/", [
      "https://you.example/portfolio/blog",
      "https://you.example/portfolio/notes/retries",
      "https://you.example/blog",
      "https://you.example/",
    ]),
    "blog/index.html": page("https://you.example/portfolio/blog", []),
  });
  expect([...siteLinks(dir)!.links.keys()]).toEqual([
    "https://you.example/portfolio/notes/retries",
    "https://you.example/blog",
    "https://you.example/",
  ]);
});
