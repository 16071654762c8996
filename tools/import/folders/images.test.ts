import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { postImages } from "./images.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "folder-images-"));
  await mkdir(join(root, "static", "img"), { recursive: true });
  await mkdir(join(root, "posts", "bundle"), { recursive: true });
  await mkdir(join(root, "posts", "hexo-post"), { recursive: true });
  await writeFile(join(root, "static", "img", "Photo Of Us.PNG"), "png");
  await writeFile(join(root, "posts", "bundle", "photo.png"), "other png");
  await writeFile(join(root, "posts", "hexo-post", "chart.jpg"), "jpg");
});
afterEach(() => rm(root, { recursive: true, force: true }));

test("beside the post, in the static folder, in Hexo's asset folder: copied under safe names and relinked", () => {
  const found = postImages(
    [
      '![A](./photo.png) ![B](/img/Photo%20Of%20Us.PNG "title")',
      '<img src="/img/Photo Of Us.PNG" alt="C">',
      "![D](chart.jpg) ![E](https://cdn.example/x.png)",
      "```\n![not an image](./code.png)\n```",
      "![gone](/img/gone.png) ![](missing.png) ![](./photo.png)",
    ].join("\n"),
    {
      file: join(root, "posts", "bundle", "index.md"),
      staticDirs: [join(root, "static")],
      assetFolder: join(root, "posts", "hexo-post"),
      within: root,
    },
  );
  expect(found.markdown).toBe(
    [
      '![A](./photo.png) ![B](./photo-of-us.png "title")',
      '<img src="./photo-of-us.png" alt="C">',
      "![D](./chart.jpg) ![E](https://cdn.example/x.png)",
      "```\n![not an image](./code.png)\n```",
      'gone  ![""](./photo.png)',
    ].join("\n"),
  );
  expect(found.withoutAlt).toEqual(["photo.png"]);
  expect([...found.files.keys()]).toEqual(["photo.png", "photo-of-us.png", "chart.jpg"]);
  const why = "is not in the old site's folder";
  expect(found.missing).toEqual([
    { src: "/img/gone.png", alt: "gone", why },
    { src: "missing.png", alt: "", why },
  ]);
  expect(found.remote).toEqual(["https://cdn.example/x.png"]);
});

test("two images of one name get names of their own", async () => {
  await writeFile(join(root, "static", "img", "photo.png"), "static png");
  const found = postImages("![a](./photo.png) ![b](/img/photo.png) ![c](./photo.png)", {
    file: join(root, "posts", "bundle", "index.md"),
    staticDirs: [join(root, "static")],
    assetFolder: undefined,
    within: root,
  });
  expect(found.markdown).toBe("![a](./photo.png) ![b](./photo-2.png) ![c](./photo.png)");
  expect([...found.files]).toEqual([
    ["photo.png", join(root, "posts", "bundle", "photo.png")],
    ["photo-2.png", join(root, "static", "img", "photo.png")],
  ]);
});

test("nothing outside the old site's folder, and nothing the site's images cannot be made from", async () => {
  await writeFile(join(root, "posts", "bundle", "logo.svg"), "<svg/>");
  const found = postImages(
    "![a](../../../../../etc/hostname) ![b](/../../etc/hostname) ![c](logo.svg)",
    {
      file: join(root, "posts", "bundle", "index.md"),
      staticDirs: [join(root, "static")],
      assetFolder: undefined,
      within: root,
    },
  );
  expect(found.markdown).toBe("a b c");
  expect(found.files.size).toBe(0);
  expect(found.missing.map((m) => m.why)).toEqual([
    "is not in the old site's folder",
    "is not in the old site's folder",
    "is no JPEG, PNG, WebP, AVIF, GIF or TIFF, which the site's images are made from",
  ]);
});
