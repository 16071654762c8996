import Color from "colorjs.io";
import sharp, { type OverlayOptions } from "sharp";
import { textDirection } from "../../app/lib/content/text-direction.ts";
import { cardFonts, fontFile, type Weight } from "./card-fonts.ts";

// A share card: the picture a link to a page shows where it is shared
// (Open Graph's og:image, X's summary_large_image), 1200×630 as every
// platform asks. The text is set by Pango inside sharp's libvips, with
// HarfBuzz's shaping and FriBidi's ordering: Arabic joins and reads right to
// left, Devanagari's conjuncts and Thai's marks are whole, which a renderer
// that lays out glyphs itself (satori, through opentype.js) does not do. The
// fonts come from npm (card-fonts.ts), never the system's.

export const cardWidth = 1200;
export const cardHeight = 630;

/** What a card shows: everything it is drawn from, so a cache may key on it. */
export type ShareCard = {
  title: string;
  /** The title's language (BCP 47): its fonts and its direction. */
  lang: string;
  owner: {
    name: string;
    /** One or two letters on the accent's tile, as the header's monogram. */
    monogram?: string;
    /** A headshot file (or its bytes), shown round in the monogram's place. */
    headshot?: string | Buffer;
  };
  /** The site's host, as a reader would type it: "tobiadeyemi.dev". */
  site?: string;
  /** The accent colour, as the site shows it on a light page. */
  accent: string;
};

const margin = 88;
const band = 18;
const mark = 96;
/** The title's box: below the owner's line, above the site's. */
const titleTop = 232;
const titleBottom = 520;
const titleWidth = cardWidth - 2 * margin;
/** Tried in turn until the title fits its box; a longer one is fitted by Pango. */
const titleSizes = [72, 64, 56, 50, 44];

const hex = (colour: Color) =>
  colour.to("srgb").toGamut().toString({ format: "hex", collapse: false });

/** A calm page in the accent's hue, ink for the title, a muted tone for the rest. */
export function cardColours(accent: string) {
  const base = new Color(accent).to("oklch");
  const hue = Number.isNaN(base.coords[2]) ? 0 : (base.coords[2] ?? 0);
  const chroma = base.coords[1] ?? 0;
  const tone = (lightness: number, share: number) =>
    hex(new Color("oklch", [lightness, Math.min(chroma, 0.2) * share, hue]));
  const white = new Color("#ffffff");
  // The tile's letters: white, unless the accent is too light to carry it.
  const onAccent = new Color(accent).contrast(white, "WCAG21") >= 3 ? "#ffffff" : tone(0.2, 0.3);
  return {
    page: tone(0.975, 0.08),
    ink: tone(0.22, 0.12),
    muted: tone(0.45, 0.15),
    accent: hex(base),
    onAccent,
  };
}

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Setting = { families: string; size: number; weight: Weight; colour: string };

/** One paragraph set by Pango, as an RGBA image as wide as its longest line. */
async function setText(
  text: string,
  { families, size, weight, colour }: Setting,
  box: { width: number; rtl: boolean },
) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}" weight="${weight}">${escapeMarkup(text)}</span>`,
      font: `${families} ${size}`,
      width: box.width,
      // A point is a pixel.
      dpi: 72,
      rgba: true,
      wrap: "word-char",
      // Pango mirrors the alignment of a right-to-left paragraph: "left" is its start.
      align: "left",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, rtl: box.rtl };
}

/** Loads each font file the text needs into Pango (libvips keeps each one loaded once). */
async function loadFonts(files: string[], weights: Weight[], dir: string) {
  for (const file of files)
    for (const weight of weights)
      await sharp({ text: { text: ".", fontfile: fontFile(file, weight, dir) } })
        .png()
        .toBuffer()
        .catch(() => undefined);
}

/** The owner's mark: the headshot in a circle, or the monogram on an accent tile. */
async function ownerMark(
  card: ShareCard,
  colours: ReturnType<typeof cardColours>,
  families: string,
) {
  const round = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mark}" height="${mark}"><circle cx="${mark / 2}" cy="${mark / 2}" r="${mark / 2}"/></svg>`,
  );
  if (card.owner.headshot)
    return sharp(card.owner.headshot)
      .resize(mark, mark, { fit: "cover" })
      .composite([{ input: round, blend: "dest-in" }])
      .png()
      .toBuffer();
  const tile = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mark}" height="${mark}"><rect width="${mark}" height="${mark}" rx="24" fill="${colours.accent}"/></svg>`,
  );
  const letters = card.owner.monogram ?? "";
  if (!letters) return sharp(tile).png().toBuffer();
  const set = await setText(
    letters,
    { families, size: 40, weight: 700, colour: colours.onAccent },
    { width: mark, rtl: false },
  );
  return sharp(tile)
    .composite([
      {
        input: set.data,
        left: Math.max(0, Math.round((mark - set.width) / 2)),
        top: Math.max(0, Math.round((mark - set.height) / 2)),
      },
    ])
    .png()
    .toBuffer();
}

/** The title at the largest size that fits its box; cut at a word, with "…", when none does. */
async function setTitle(card: ShareCard, families: string, colour: string, rtl: boolean) {
  const height = titleBottom - titleTop;
  const set = (text: string, size: number) =>
    setText(text, { families, size, weight: 700, colour }, { width: titleWidth, rtl });
  for (const size of titleSizes) {
    const whole = await set(card.title, size);
    if (whole.height <= height) return whole;
  }
  // Longer than any title should be: the most words that fit at the smallest size, then "…".
  const smallest = titleSizes.at(-1)!;
  const ends = [...new Intl.Segmenter(card.lang, { granularity: "word" }).segment(card.title)]
    .filter((word) => word.isWordLike)
    .map((word) => word.index + word.segment.length);
  const cut = (words: number) => `${card.title.slice(0, ends[words - 1] ?? 0).trimEnd()}…`;
  let [fits, tooLong] = [1, ends.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if ((await set(cut(middle), smallest)).height <= height) fits = middle;
    else tooLong = middle;
  }
  return set(cut(fits), smallest);
}

/** `left` for an image `width` wide, from the card's start edge (the right, right to left). */
const fromStart = (rtl: boolean, inset: number, width: number) =>
  rtl ? cardWidth - inset - width : inset;

/** The card as PNG, its colours reduced to a palette: flat colours and text stay sharp and light. */
export async function drawShareCard(card: ShareCard, fontDir: string): Promise<Buffer> {
  const rtl = textDirection(card.lang) === "rtl";
  const colours = cardColours(card.accent);
  const text = [card.title, card.owner.name, card.owner.monogram ?? ""].join(" ");
  const fonts = cardFonts(text, card.lang);
  // The host is a Latin name, in Noto Sans's own medium weight whatever the title's script.
  const host = cardFonts(card.site ?? "", "en");
  await loadFonts([...new Set([...fonts.files, ...host.files])], [500, 700], fontDir);
  const { families } = fonts;
  const [title, name, site, owner] = await Promise.all([
    setTitle(card, families, colours.ink, rtl),
    setText(
      card.owner.name,
      { families, size: 34, weight: 700, colour: colours.ink },
      { width: titleWidth - mark - 28, rtl },
    ),
    card.site
      ? setText(
          card.site,
          {
            families: `${host.families},${families}`,
            size: 26,
            weight: 500,
            colour: colours.muted,
          },
          { width: titleWidth, rtl: false },
        )
      : undefined,
    ownerMark(card, colours, families),
  ]);
  const top = 84;
  const layers: OverlayOptions[] = [
    { input: owner, left: fromStart(rtl, margin, mark), top },
    {
      input: name.data,
      left: fromStart(rtl, margin + mark + 28, name.width),
      top: top + Math.round((mark - name.height) / 2),
    },
    { input: title.data, left: fromStart(rtl, margin, title.width), top: titleTop },
    ...(site
      ? [
          {
            input: site.data,
            left: fromStart(rtl, margin, site.width),
            top: cardHeight - 56 - site.height,
          },
        ]
      : []),
  ];
  // The accent as a band along the card's start edge.
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}">` +
      `<rect width="${cardWidth}" height="${cardHeight}" fill="${colours.page}"/>` +
      `<rect x="${rtl ? cardWidth - band : 0}" width="${band}" height="${cardHeight}" fill="${colours.accent}"/>` +
      `</svg>`,
  );
  return sharp(background)
    .composite(layers)
    .png({ palette: true, colours: 64, effort: 10, compressionLevel: 9 })
    .toBuffer();
}
