import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Alias } from "../../inputs/post-aliases.ts";
import { nginxMapFile, writeOldAddresses } from "./old-addresses.ts";
import { shippedVercelJson } from "./vercel-json.test-support.ts";

let root: string;
let clientDir: string;
const write = (file: string) => {
  mkdirSync(dirname(join(clientDir, file)), { recursive: true });
  writeFileSync(join(clientDir, file), file);
};
const files = () =>
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(clientDir.length + 1))
    .sort();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "old-addresses-"));
  clientDir = join(root, "build/client");
  writeFileSync(join(root, "vercel.json"), shippedVercelJson());
  for (const file of [
    "index.html",
    "feed.xml",
    "favicon.svg",
    "assets/app.js",
    "blog/x/index.html",
  ])
    write(file);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const alias = (path: string, index = 0): Alias => ({
  written: path,
  path,
  file: "content/posts/x/index.md",
  index,
  line: 6 + index,
  to: "/blog/x",
  title: "X",
  lang: "en-US",
  dir: "ltr",
});
const settings = { baseUrl: "https://ada.example", basePath: "/portfolio/" };
const options = () => ({ projectRoot: root });

test("a page at each old address (a folder's index, or the .html file it names), nginx's map and _redirects' lines", () => {
  const lines = writeOldAddresses(
    clientDir,
    [alias("/2020/12/31/2020-年终总结/"), alias("/posts/x.html", 1)],
    settings,
    options(),
  );
  expect(files()).toEqual(
    [
      "2020/12/31/2020-年终总结/index.html",
      "assets/app.js",
      "blog/x/index.html",
      "favicon.svg",
      "feed.xml",
      "index.html",
      nginxMapFile,
      "posts/x.html",
    ].sort(),
  );
  const page = readFileSync(join(clientDir, "posts/x.html"), "utf8");
  expect(page).toContain('<meta http-equiv="refresh" content="0; url=/portfolio/blog/x">');
  expect(page).toContain('<link rel="canonical" href="https://ada.example/portfolio/blog/x">');
  expect(page).toContain('<link rel="icon" href="/portfolio/favicon.svg"');
  expect(lines).toHaveLength(4);
  expect(JSON.parse(readFileSync(join(root, "vercel.json"), "utf8")).redirects).toHaveLength(3);
});

test("without old addresses nothing is written, vercel.json included", () => {
  expect(writeOldAddresses(clientDir, [], settings, options())).toEqual([]);
  expect(files()).toEqual([
    "assets/app.js",
    "blog/x/index.html",
    "favicon.svg",
    "feed.xml",
    "index.html",
  ]);
  expect(readFileSync(join(root, "vercel.json"), "utf8")).toBe(shippedVercelJson());
});

test("an old address that is a file or folder of the build, or under a file, stops the build, one line each, before it writes anything", () => {
  const call = () =>
    writeOldAddresses(
      clientDir,
      [
        alias("/feed.xml"),
        alias("/Favicon.svg/old", 1),
        alias("/assets/", 2),
        alias("/2020/fine", 3),
      ],
      settings,
      options(),
    );
  expect(call).toThrow(
    [
      "Invalid content:",
      '  - content/posts/x/index.md:6: aliases[0] is the build\'s feed.xml; an old address must be one no file of the site answers; got "/feed.xml"',
      '  - content/posts/x/index.md:7: aliases[1] is the build\'s Favicon.svg; an old address must be one no file of the site answers; got "/Favicon.svg/old"',
      '  - content/posts/x/index.md:8: aliases[2] is the build\'s assets/; an old address must be one no file of the site answers; got "/assets/"',
    ].join("\n"),
  );
  expect(existsSync(join(clientDir, "2020"))).toBe(false);
  expect(readFileSync(join(root, "vercel.json"), "utf8")).toBe(shippedVercelJson());
});
