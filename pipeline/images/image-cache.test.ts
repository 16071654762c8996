import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { ImageCache } from "./image-cache.ts";
import { inPool, picture } from "./pictures.ts";

const dir = mkdtempSync(join(tmpdir(), "image-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function source(name: string, width: number, height: number, hue = 120): Promise<string> {
  const path = join(dir, name);
  const image = sharp({
    create: { width, height, channels: 3, background: `hsl(${hue}, 50%, 50%)` },
  });
  writeFileSync(path, await image.jpeg().toBuffer());
  return path;
}

describe("ImageCache", () => {
  test("encodes each variant once, and never again for another build or project copy", async () => {
    const path = await source("a.jpg", 800, 400);
    const first = new ImageCache(join(dir, "cache"));
    const avif = await first.variant(path, { width: 224, format: "avif" });
    expect(first.encodes).toBe(1);
    expect(avif).toMatchObject({ width: 224, height: 112, format: "avif" });
    expect((await sharp(avif.data).metadata()).compression).toBe("av1");
    await first.variant(path, { width: 224, format: "avif" });
    expect(first.encodes).toBe(1);

    const nextBuild = new ImageCache(join(dir, "cache"));
    const again = await nextBuild.variant(path, { width: 224, format: "avif" });
    expect(nextBuild.encodes).toBe(0);
    expect(again.data.equals(avif.data)).toBe(true);
  });

  test("a renamed copy is not encoded again; a changed image is", async () => {
    const path = await source("b.jpg", 600, 600, 10);
    const cache = new ImageCache(join(dir, "cache-2"));
    await cache.variant(path, { width: 440, format: "jpeg" });
    copyFileSync(path, join(dir, "renamed.jpg"));
    await cache.variant(join(dir, "renamed.jpg"), { width: 440, format: "jpeg" });
    expect(cache.encodes).toBe(1);
    await source("b.jpg", 600, 600, 200);
    const next = new ImageCache(cache.dir);
    await next.variant(path, { width: 440, format: "jpeg" });
    expect(next.encodes).toBe(1);
    expect(readdirSync(cache.dir)).toHaveLength(2);
  });

  test("never makes an image wider than its source; a preview is always a square", async () => {
    const path = await source("small.jpg", 100, 50);
    const cache = new ImageCache(join(dir, "cache-3"));
    expect(await cache.variant(path, { width: 440, format: "jpeg" })).toMatchObject({
      width: 100,
      height: 50,
    });
    const square = await cache.variant(path, { width: 800, format: "jpeg", square: true });
    expect(await sharp(square.data).metadata()).toMatchObject({ width: 800, height: 800 });
  });
});

describe("picture", () => {
  test("AVIF sources and a JPEG fallback, each width once, the largest JPEG as the <img>", async () => {
    const path = await source("c.jpg", 300, 150);
    const cache = new ImageCache(join(dir, "cache-4"));
    const made = await picture(
      cache,
      path,
      "thumbnail",
      (encoded, stem) => `/x/${stem}-${encoded.width}.${encoded.format}`,
    );
    expect(made).toEqual({
      // 440 is wider than the source: clamped to 300 once.
      sources: {
        avif: "/x/c-224.avif 224w, /x/c-300.avif 300w",
        jpeg: "/x/c-224.jpeg 224w, /x/c-300.jpeg 300w",
      },
      img: { src: "/x/c-300.jpeg", w: 300, h: 150 },
    });
  });
});

test("inPool runs every task, at most `limit` at once, in order", async () => {
  let running = 0;
  let most = 0;
  const tasks = Array.from({ length: 9 }, (_, i) => async () => {
    most = Math.max(most, ++running);
    await new Promise((done) => setTimeout(done, 5));
    running--;
    return i;
  });
  expect(await inPool(tasks, 3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  expect(most).toBe(3);
});
