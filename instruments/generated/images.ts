import type { Random } from "./random.ts";

// The images a generated site holds, as specifications that site-files.ts
// draws: each format under each extension the build takes (upper-case too),
// from a thumbnail's 24 px to a photo's 2400 px.

export type ImageFormat = "jpeg" | "png" | "webp" | "avif";
/** An image to draw: its format, size and colour. */
export type ImageSpec = { format: ImageFormat; width: number; height: number; hue: number };

const imageExtensions: Record<ImageFormat, string[]> = {
  jpeg: ["jpg", "jpeg", "JPG"],
  png: ["png", "PNG"],
  webp: ["webp"],
  avif: ["avif"],
};

/** An image named `stem` and one of its format's extensions: mostly up to 1000 px a side, now and then 1200 to 2400. */
export function imageSpec(random: Random, stem: string): [name: string, spec: ImageSpec] {
  const format = random.pick(["jpeg", "png", "webp", "avif"] as const);
  const name = `${stem}.${random.pick(imageExtensions[format])}`;
  const large = random.chance(0.15);
  const side = () => random.int(large ? 1200 : 24, large ? 2400 : 1000);
  return [name, { format, width: side(), height: side(), hue: random.int(0, 359) }];
}
