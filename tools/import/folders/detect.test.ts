import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { detectSite, markdownFiles } from "./detect.ts";

const fixtures = join(import.meta.dirname, "..", "fixtures", "folders");

test.each([
  ["hexo", "Hexo", ["source/_posts", "source/_drafts"], ["source"]],
  ["jekyll", "Jekyll", ["_posts", "_drafts"], ["."]],
  ["hugo", "Hugo", ["content/posts"], []],
  ["zola", "Zola", ["content/blog"], []],
  ["astro-paper", "Astro", ["src/data/blog"], ["public"]],
  ["eleventy", "Eleventy", ["content/blog"], [".", "public"]],
  ["docusaurus", "Docusaurus", ["blog"], []],
])("%s: told by its config file", (name, generator, posts, statics) => {
  const root = join(fixtures, name);
  const site = detectSite(root);
  expect(site.generator).toBe(generator);
  expect(site.root).toBe(root);
  expect(site.postsDirs.map((d) => d.dir)).toEqual(posts.map((p) => join(root, p)));
  expect(site.staticDirs).toEqual(statics.map((p) => join(root, p)));
});

test("the config's settings: the site's address, its permalink, its language, Hexo's asset folders", () => {
  expect(detectSite(join(fixtures, "hexo"))).toMatchObject({
    siteUrl: "https://xiaolin.example.cn",
    permalink: ":year/:month/:day/:title/",
    language: "zh-CN",
    postAssetFolder: true,
  });
  expect(detectSite(join(fixtures, "hugo")).siteUrl).toBe("https://kenji.example");
  expect(detectSite(join(fixtures, "zola")).siteUrl).toBe("https://lena.example");
  // A JavaScript config is read as text, never run.
  expect(detectSite(join(fixtures, "astro-paper")).siteUrl).toBe("https://sam.example");
});

test("given the posts folder, the site is the nearest folder above with a config", () => {
  const site = detectSite(join(fixtures, "hexo", "source", "_posts"));
  expect(site.generator).toBe("Hexo");
  expect(site.root).toBe(join(fixtures, "hexo"));
  expect(site.postsDirs).toEqual([
    { dir: join(fixtures, "hexo", "source", "_posts"), drafts: false },
    { dir: join(fixtures, "hexo", "source", "_drafts"), drafts: true },
  ]);
});

test("without a config: _posts is Jekyll's, with its _drafts beside it; anything else is for the fields to tell", async () => {
  const root = await mkdtemp(join(tmpdir(), "no-config-"));
  try {
    await mkdir(join(root, "_posts"));
    await mkdir(join(root, "_drafts"));
    await mkdir(join(root, "notes"));
    expect(detectSite(join(root, "_posts"))).toMatchObject({
      generator: "Jekyll",
      root: undefined,
      postsDirs: [
        { dir: join(root, "_posts"), drafts: false },
        { dir: join(root, "_drafts"), drafts: true },
      ],
    });
    expect(detectSite(join(root, "notes")).generator).toBe("unknown");
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("posts are the Markdown files, in order, but not a section's _index.md", async () => {
  const root = await mkdtemp(join(tmpdir(), "markdown-files-"));
  try {
    await mkdir(join(root, "b-bundle"));
    for (const file of ["_index.md", "a.md", "b-bundle/index.md", "c.markdown", "d.mdx", "e.txt"])
      await writeFile(join(root, file), "");
    expect(markdownFiles(root).map((f) => f.slice(root.length + 1))).toEqual([
      "a.md",
      "b-bundle/index.md",
      "c.markdown",
      "d.mdx",
    ]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
