import { copyFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/** The site icon in every form browsers ask for, all from content/icon.svg. */
export const iconFiles = {
  svg: "favicon.svg",
  png: "favicon-32.png",
  apple: "apple-touch-icon.png",
  maskable: "icon-512.png",
} as const;

export async function writeIcons(source: string, outDir: string, accent: string): Promise<void> {
  copyFileSync(source, join(outDir, iconFiles.svg));
  const render = (size: number) =>
    sharp(source, { density: 72 * (size / 64) * 2 }).resize(size, size);
  await render(32).png().toFile(join(outDir, iconFiles.png));
  // Apple touch icons are shown without transparency, so flatten onto the accent colour.
  await render(180).flatten({ background: accent }).png().toFile(join(outDir, iconFiles.apple));
  await render(512).png().toFile(join(outDir, iconFiles.maskable));
}
