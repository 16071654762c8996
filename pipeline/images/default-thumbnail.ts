import Color from "colorjs.io";
import type { Palette } from "../../app/lib/theme/accent.ts";
import { neutrals, type Scheme } from "../../app/lib/theme/neutrals.ts";

// The thumbnail of a post that has none of its own, drawn from the owner's
// accent colours (content/theme.ts) for each colour scheme, so a fork never
// shows the template's colours. Drawn as SVG at each width it is shown,
// then encoded like any other thumbnail (pictures.ts): AVIF and JPEG.

const oklch = (colour: string) => {
  const [, c, h] = new Color(colour).to("oklch").coords;
  return { c: c ?? 0, h: h === null || Number.isNaN(h) ? 0 : h };
};
const hex = (l: number, c: number, h: number) =>
  new Color("oklch", [l, c, h]).to("srgb").toGamut().toString({ format: "hex", collapse: false });

/** The colours of one scheme's thumbnail, all in the accent's hue. */
export function thumbnailColours(palette: Palette, scheme: Scheme) {
  const { accent } = palette[scheme];
  const { c, h } = oklch(accent);
  const tint = (lightness: number, share: number) => hex(lightness, c * share, h);
  const [from, middle, to] =
    scheme === "light"
      ? [tint(0.95, 0.18), tint(0.92, 0.25), tint(0.89, 0.32)]
      : [tint(0.27, 0.3), tint(0.24, 0.26), tint(0.21, 0.22)];
  return { from, middle, to, accent, tile: neutrals[scheme].surface };
}

/** The cards show thumbnails at 40:21. */
const height = (width: number) => Math.round((width * 21) / 40);

/**
 * One scheme's thumbnail as SVG, `width` pixels wide: a soft gradient of the
 * accent's hue with a few circuit traces, and the code mark on a tile.
 * Below 440 px the traces would be thinner than a pixel and the gradient too
 * slight to see: a flat tint keeps the small image lighter than the
 * template's old one.
 */
export function thumbnailSvg(palette: Palette, scheme: Scheme, width: number): string {
  const { from, middle, to, accent, tile } = thumbnailColours(palette, scheme);
  const detailed = width >= 440;
  const traces = [90, 170, 290, 370]
    .map((y, i) => {
      const bend = i % 2 === 0 ? 300 : 580;
      const drop = i < 2 ? 40 : -40;
      return `<path d="M0 ${y}H${bend}l40 ${drop}H880" fill="none"/><circle cx="${bend + 40}" cy="${y + drop}" r="5"/>`;
    })
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height(width)}" viewBox="0 0 880 462" preserveAspectRatio="xMidYMid slice">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="880" height="462" fill="${detailed ? "url(#g)" : middle}"/>`,
    detailed
      ? `<g fill="${accent}" stroke="${accent}" stroke-width="2" opacity="0.22">${traces}</g>`
      : "",
    // The mark, drawn at 128 units and shown a tenth larger.
    `<g transform="translate(440 231) scale(1.1) translate(-440 -231)">`,
    `<rect x="376" y="167" width="128" height="128" rx="28" fill="${tile}"/>`,
    `<path d="M420 206l-25 25 25 25M460 206l25 25-25 25M448 200l-16 62" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
    "</g>",
    "</svg>",
  ].join("\n");
}

/** The drawing pictures.ts encodes: the SVG's bytes for a scheme and a width. */
export const drawThumbnail = (palette: Palette) => (scheme: Scheme, width: number) =>
  Buffer.from(thumbnailSvg(palette, scheme, width));
