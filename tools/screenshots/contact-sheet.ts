import sharp from "sharp";

export type Tile = { file: string; label: string; width: number };

const scale = 0.375; // 1280 px becomes 480 px, 390 px becomes 146 px
const maxHeight = 2400; // of the page; a long page is cut after that
const gap = 24;
const labelHeight = 28;

/**
 * One image of several screenshots side by side, each scaled down, cut at
 * the same height and labelled, with a title: what docs/ shows of a case.
 */
export async function contactSheet(title: string, tiles: Tile[], out: string): Promise<void> {
  const images = await Promise.all(
    tiles.map(async (tile) => {
      const meta = await sharp(tile.file).metadata();
      const height = Math.min(meta.height ?? maxHeight, maxHeight);
      const buffer = await sharp(tile.file)
        .extract({ left: 0, top: 0, width: meta.width ?? tile.width, height })
        .resize(Math.round((meta.width ?? tile.width) * scale))
        .png()
        .toBuffer();
      const size = await sharp(buffer).metadata();
      return { ...tile, buffer, w: size.width ?? 0, h: size.height ?? 0 };
    }),
  );
  const width = images.reduce((sum, image) => sum + image.w + gap, gap);
  const height = Math.max(...images.map((image) => image.h)) + 2 * labelHeight + 2 * gap;
  const text = (x: number, y: number, value: string, size: number) =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" fill="#1c1f23">${value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")}</text>`;
  let x = gap;
  const labels: string[] = [text(gap, 30, title, 22)];
  const composites = images.map((image) => {
    labels.push(text(x, gap + labelHeight + 14, image.label, 14));
    const placed = { input: image.buffer, left: x, top: gap + 2 * labelHeight };
    x += image.w + gap;
    return placed;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels.join("")}</svg>`;
  await sharp({ create: { width, height, channels: 3, background: "#eceae6" } })
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }, ...composites])
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
}
