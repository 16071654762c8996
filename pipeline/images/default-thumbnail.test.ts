import Color from "colorjs.io";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { palette } from "../../app/lib/theme/accent.ts";
import { drawThumbnail, thumbnailColours, thumbnailSvg } from "./default-thumbnail.ts";
import { ImageCache } from "./image-cache.ts";
import { drawnPicture } from "./pictures.ts";

const purple = palette({ accent: { light: "#8a3ffc", dark: "#be95ff" } });
const hue = (colour: string) => new Color(colour).to("oklch").coords[2] ?? 0;
const dir = mkdtempSync(join(tmpdir(), "drawn-thumbnail-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(["light", "dark"] as const)("the %s thumbnail", (scheme) => {
  test("is drawn only in the accent's hue and the scheme's card colour", () => {
    const colours = thumbnailColours(purple, scheme);
    for (const width of [224, 440]) {
      const used = new Set(thumbnailSvg(purple, scheme, width).match(/#[0-9a-f]{6}/gi));
      expect(
        [...used].every((c) => Object.values(colours).includes(c)),
        `${width}`,
      ).toBe(true);
    }
    for (const tint of [colours.from, colours.middle, colours.to])
      expect(Math.abs(hue(tint) - hue(purple[scheme].accent))).toBeLessThan(10);
  });

  test("is the cards' 40:21, at the width asked, with traces from 440 px on", async () => {
    const small = drawThumbnail(purple)(scheme, 224);
    expect(await sharp(small).metadata()).toMatchObject({ width: 224, height: 118 });
    expect(small.toString()).not.toContain("<circle");
    expect(thumbnailSvg(purple, scheme, 440)).toContain("<circle");
  });
});

test("drawnPicture: light sources, dark sources and a light JPEG, each drawing encoded once", async () => {
  const cache = new ImageCache(join(dir, "cache"));
  const publish = (e: { width: number; format: string }, stem: string) =>
    `/a/${stem}-${e.width}.${e.format}`;
  const made = await drawnPicture(cache, drawThumbnail(purple), "thumbnail", "thumbnail", publish);
  expect(made).toEqual({
    sources: {
      avif: "/a/thumbnail-224.avif 224w, /a/thumbnail-440.avif 440w",
      jpeg: "/a/thumbnail-224.jpeg 224w, /a/thumbnail-440.jpeg 440w",
    },
    dark: {
      avif: "/a/thumbnail-dark-224.avif 224w, /a/thumbnail-dark-440.avif 440w",
      jpeg: "/a/thumbnail-dark-224.jpeg 224w, /a/thumbnail-dark-440.jpeg 440w",
    },
    img: { src: "/a/thumbnail-440.jpeg", w: 440, h: 231 },
  });
  expect(cache.encodes).toBe(8);
  const again = new ImageCache(cache.dir);
  await drawnPicture(again, drawThumbnail(purple), "thumbnail", "thumbnail", publish);
  expect(again.encodes).toBe(0);
}, 60_000);
