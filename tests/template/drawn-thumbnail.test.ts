import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import Color from "colorjs.io";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { accentColours, palette } from "../../app/lib/theme/accent.ts";
import { neutrals } from "../../app/lib/theme/neutrals.ts";
import { thumbnailColours } from "../../pipeline/images/default-thumbnail.ts";
import { template } from "../../pipeline/inputs/template-identity.ts";
import { browserForFile } from "../harness/chromium";
import { servedSite } from "../harness/sites/variants";
import { drawnAccent } from "../fixtures/drawn-thumbnail";

// A fork with its own accent whose posts have no thumbnail of their own and
// no image in postDefaults: each shows the thumbnail the build draws in the
// fork's colours, light and dark, and nothing of the template's teal is left.
const drawn = servedSite("drawn-thumbnail");
const accent = drawnAccent;
const client = () => drawn().client;
const browser = browserForFile();

const html = (page: string) => readFileSync(join(client(), page), "utf8");
/** The drawn thumbnail's files: the blog's first card, light and dark sources. */
function drawnFiles(): string[] {
  const picture = /<picture\b[\s\S]*?<\/picture>/.exec(html("blog/index.html"))![0];
  return [...new Set(picture.match(/\/assets\/[\w.-]+\.(?:avif|jpg)/g))];
}
const hue = (rgb: { r: number; g: number; b: number }) =>
  new Color("srgb", [rgb.r / 255, rgb.g / 255, rgb.b / 255]).to("oklch").coords[2] ?? 0;
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

test("no colour of the template's theme is in any built file", () => {
  const teal = palette({ accent: template.accent });
  const colours = new Set(
    (["light", "dark"] as const).flatMap((scheme) => [
      ...Object.values(accentColours(template.accent[scheme], scheme)),
      ...Object.values(thumbnailColours(teal, scheme)),
    ]),
  );
  // The neutrals (and white button text) are everyone's, not the template's.
  for (const colour of [
    "#ffffff",
    ...Object.values(neutrals.light),
    ...Object.values(neutrals.dark),
  ])
    colours.delete(colour);
  expect(colours.size).toBeGreaterThanOrEqual(8);
  const files = readdirSync(client(), { recursive: true, encoding: "utf8" }).filter(
    (file) => statSync(join(client(), file)).isFile() && !/\.(png|jpg|avif|ico|pdf)$/.test(file),
  );
  expect(files.length).toBeGreaterThan(20);
  const found = files.flatMap((file) => {
    const text = readFileSync(join(client(), file), "utf8").toLowerCase();
    return [...colours].filter((colour) => text.includes(colour)).map((c) => `${file}: ${c}`);
  });
  expect(found).toEqual([]);
});

describe("the drawn thumbnail", () => {
  test("is the posts' picture: AVIF and JPEG, and dark sources first for a dark system", () => {
    const picture = /<picture\b[\s\S]*?<\/picture>/.exec(html("blog/index.html"))![0];
    const sources = [...picture.matchAll(/<source [^>]*>/g)].map(([tag]) => tag);
    expect(
      sources.map((tag) => [/media="([^"]*)"/.exec(tag)?.[1], /type="([^"]*)"/.exec(tag)?.[1]]),
    ).toEqual([
      ["(prefers-color-scheme: dark)", "image/avif"],
      ["(prefers-color-scheme: dark)", "image/jpeg"],
      [undefined, "image/avif"],
    ]);
    expect(picture).toMatch(/<img [^>]*src="\/assets\/thumbnail-[\w-]+\.jpg"/);
  });

  test("its pixels are the fork's accent, light and dark, not teal", async () => {
    const files = drawnFiles();
    expect(files.length).toBe(8); // 2 widths × AVIF and JPEG × light and dark
    for (const url of files) {
      const { dominant } = await sharp(join(client(), url)).stats();
      const scheme = url.includes("-dark") ? "dark" : "light";
      const wanted = new Color(accent[scheme]).to("oklch").coords[2]!;
      expect(hueDistance(hue(dominant), wanted), url).toBeLessThan(25);
      expect(hueDistance(hue(dominant), 185), url).toBeGreaterThan(60);
    }
  });

  test("weighs no more than the template's teal image did, at every size", () => {
    // default-thumbnail.jpg as the pipeline encoded it, in bytes.
    const before: Record<string, number> = {
      "224 avif": 664,
      "224 jpg": 1649,
      "440 avif": 1155,
      "440 jpg": 4425,
    };
    const picture = /<picture\b[\s\S]*?<\/picture>/.exec(html("blog/index.html"))![0];
    const entries = [...picture.matchAll(/(\/assets\/[\w.-]+\.(avif|jpg)) (\d+)w/g)];
    expect(entries).toHaveLength(8);
    for (const [, url, format, width] of entries)
      expect(statSync(join(client(), url!)).size, url).toBeLessThanOrEqual(
        before[`${width} ${format}`]!,
      );
  });

  test.each(["light", "dark"] as const)(
    "a %s system shows its scheme's image, with JavaScript off",
    async (colorScheme) => {
      const context = await browser().newContext({ colorScheme, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${drawn().url}/blog`, { waitUntil: "load" });
      const image = page.getByRole("article").first().locator("img");
      await image.evaluate((img: HTMLImageElement) => img.decode());
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src.includes("thumbnail-dark")).toBe(colorScheme === "dark");
      await context.close();
    },
  );
});

test("the build warns about nothing of the template's thumbnail", () => {
  expect(drawn().output).not.toMatch(/default thumbnail|placeholder identity/i);
});
