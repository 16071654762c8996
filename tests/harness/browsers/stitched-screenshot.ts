// A whole page from screenshots of the viewport, scrolled through: WebDriver's
// screenshot (WebKit's only one) shows the viewport alone.
import sharp from "sharp";
import type { Visitor } from "./visitor.ts";

type Scroll = { top: number; total: number; view: number };

function scrollTo(top: number): Scroll {
  window.scrollTo(0, top);
  const root = document.documentElement;
  return { top: window.scrollY, total: root.scrollHeight, view: window.innerHeight };
}

export async function stitched(
  viewport: () => Promise<Buffer>,
  run: Visitor["run"],
): Promise<Buffer> {
  const pieces: { input: Buffer; top: number; bottom: number }[] = [];
  let at = await run(scrollTo, 0);
  const { total, view } = at;
  let width = 0;
  for (let next = 0; ;) {
    await new Promise((resolve) => setTimeout(resolve, 150)); // a frame or two to paint
    const input = await viewport();
    const meta = await sharp(input).metadata();
    width = meta.width ?? width;
    // The screenshot's pixels per CSS pixel (1 but on a scaled display).
    const ratio = (meta.height ?? view) / view;
    const top = Math.round(at.top * ratio);
    pieces.push({ input, top, bottom: top + (meta.height ?? 0) });
    next += view;
    if (next >= total || at.top + view >= total) {
      const height = Math.max(...pieces.map((piece) => piece.bottom));
      await run(scrollTo, 0);
      return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
        .composite(pieces.map(({ input, top }) => ({ input, top, left: 0 })))
        .png()
        .toBuffer();
    }
    at = await run(scrollTo, next);
  }
}
