import sharp from "sharp";

export type Tile = { file: string; label: string; width: number };

const scale = 0.375; // 1280 px becomes 480 px, 390 px becomes 146 px
const maxHeight = 2400; // of the page; a long page is cut after that
const gap = 24;
const labelHeight = 28;

/**
 * One image of screenshots side by side (a row each of `rows`), each scaled
 * down, cut at the same height and labelled, with a title: what docs/ shows.
 */
export async function contactSheet(
  title: string,
  rows: Tile[][],
  out: string,
  cutAt = maxHeight,
): Promise<void> {
  const placed = await Promise.all(rows.map((row) => scaled(row, cutAt)));
  const rowHeight = (row: Scaled[]) => Math.max(...row.map((image) => image.h)) + labelHeight + gap;
  const width = Math.max(
    ...placed.map((row) => row.reduce((sum, image) => sum + image.w + gap, gap)),
  );
  const height = placed.reduce((sum, row) => sum + rowHeight(row), labelHeight + 2 * gap);
  const text = (x: number, y: number, value: string, size: number) =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" fill="#1c1f23">${value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")}</text>`;
  const labels: string[] = [text(gap, 30, title, 22)];
  const composites: { input: Buffer; left: number; top: number }[] = [];
  let y = gap + labelHeight;
  for (const row of placed) {
    let x = gap;
    for (const image of row) {
      labels.push(text(x, y + 14, image.label, 14));
      composites.push({ input: image.buffer, left: x, top: y + labelHeight });
      x += image.w + gap;
    }
    y += rowHeight(row);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels.join("")}</svg>`;
  await sharp({ create: { width, height, channels: 3, background: "#eceae6" } })
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }, ...composites])
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
}

type Scaled = Tile & { buffer: Buffer; w: number; h: number };

function scaled(tiles: Tile[], cutAt: number): Promise<Scaled[]> {
  return Promise.all(
    tiles.map(async (tile) => {
      const meta = await sharp(tile.file).metadata();
      const height = Math.min(meta.height ?? cutAt, cutAt);
      const buffer = await sharp(tile.file)
        .extract({ left: 0, top: 0, width: meta.width ?? tile.width, height })
        .resize(Math.round((meta.width ?? tile.width) * scale))
        .png()
        .toBuffer();
      const size = await sharp(buffer).metadata();
      return { ...tile, buffer, w: size.width ?? 0, h: size.height ?? 0 };
    }),
  );
}
