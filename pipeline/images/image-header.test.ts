import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { imageHeader } from "./image-header.ts";

/** An image of `width`×`height` as sharp writes it (the encoders an owner's tools use). */
const made = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: { r: 40, g: 120, b: 200, alpha: alpha ? 0.5 : 1 },
    },
  });

describe("imageHeader", () => {
  test.each([
    ["a JPEG", () => made(1300, 700).jpeg(), "image/jpeg"],
    ["a progressive JPEG", () => made(1300, 700).jpeg({ progressive: true }), "image/jpeg"],
    ["a PNG", () => made(1300, 700).png(), "image/png"],
    ["a lossy WebP", () => made(1300, 700).webp(), "image/webp"],
    ["a lossless WebP", () => made(1300, 700).webp({ lossless: true }), "image/webp"],
    ["an extended WebP (with alpha)", () => made(1300, 700, true).webp(), "image/webp"],
  ] as const)("%s: its kind and size, as sharp reads them", async (_, encode, type) => {
    const bytes = await encode().toBuffer();
    const { width, height } = await sharp(bytes).metadata();
    expect(imageHeader(bytes)).toEqual({ type, width, height });
    expect(imageHeader(bytes)).toEqual({ type, width: 1300, height: 700 });
  });

  test("a JPEG whose EXIF turns it a quarter is as wide as it is shown", async () => {
    const bytes = await made(1300, 700).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(imageHeader(bytes)).toEqual({ type: "image/jpeg", width: 700, height: 1300 });
    const upsideDown = await made(1300, 700).jpeg().withMetadata({ orientation: 3 }).toBuffer();
    expect(imageHeader(upsideDown)).toEqual({ type: "image/jpeg", width: 1300, height: 700 });
  });

  test("another kind, text, or a file cut short is none", async () => {
    expect(imageHeader(await made(40, 40).gif().toBuffer())).toBeUndefined();
    expect(imageHeader(await made(40, 40).avif().toBuffer())).toBeUndefined();
    expect(imageHeader(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    const jpeg = await made(1300, 700).jpeg().toBuffer();
    expect(imageHeader(jpeg.subarray(0, 30))).toBeUndefined();
    const webp = await made(1300, 700).webp().toBuffer();
    expect(imageHeader(webp.subarray(0, 20))).toBeUndefined();
  });
});
