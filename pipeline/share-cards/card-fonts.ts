import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { woffToSfnt } from "./woff-to-sfnt.ts";

// The fonts a share card is set in: Noto Sans from npm packages made to
// self-host it (Fontsource), one family a script, each cut by the package
// into subsets of Unicode. A card loads only the subsets holding its
// characters (a Japanese title a few of the hundred kanji subsets), so no
// system font is needed and a Latin card reads no CJK file.

const require = createRequire(import.meta.url);

/** A family: its package, its name in the font files, the language subtags it is first for. */
type Family = { pkg: string; name: string; first: readonly string[] };

/** In the order they are tried for a character no family of the card's language has. */
export const families: readonly Family[] = [
  { pkg: "@fontsource/noto-sans", name: "Noto Sans", first: [] },
  {
    pkg: "@fontsource/noto-sans-arabic",
    name: "Noto Sans Arabic",
    first: ["ar", "fa", "ur", "ps", "ckb", "sd", "ug"],
  },
  { pkg: "@fontsource/noto-sans-hebrew", name: "Noto Sans Hebrew", first: ["he", "yi"] },
  { pkg: "@fontsource/noto-sans-thai", name: "Noto Sans Thai", first: ["th"] },
  // Japanese in its own forms of the kanji; Chinese and Korean (and Han the Japanese font lacks) in SC's.
  { pkg: "@fontsource/noto-sans-jp", name: "Noto Sans JP", first: ["ja"] },
  { pkg: "@fontsource/noto-sans-sc", name: "Noto Sans SC", first: ["zh", "ko"] },
];

export type Weight = 500 | 700;

type Subset = { file: string; ranges: [number, number][] };

const subsetsOf = new Map<string, Subset[]>();

/** A package's subsets and the code points of each, from its unicode.json. */
function subsets(family: Family): Subset[] {
  let known = subsetsOf.get(family.pkg);
  if (!known) {
    const table = require(`${family.pkg}/unicode.json`) as Record<string, string>;
    const id = family.pkg.replace("@fontsource/", "");
    known = Object.entries(table).map(([name, ranges]) => ({
      // "[12]" is a numbered subset, written "noto-sans-jp-12-…" in the file's name.
      file: `${id}-${name.replace(/^\[(\d+)\]$/, "$1")}`,
      ranges: ranges.split(",").map((range) => {
        const [from = "", to = from] = range.trim().replace(/^U\+/i, "").split("-");
        return [parseInt(from, 16), parseInt(to, 16)] as [number, number];
      }),
    }));
    subsetsOf.set(family.pkg, known);
  }
  return known;
}

const holds = (subset: Subset, code: number) =>
  subset.ranges.some(([from, to]) => code >= from && code <= to);

/** The families in the order a card in `lang` tries them: its language's first. */
export function familyOrder(lang: string): Family[] {
  const language = lang.toLowerCase().split("-")[0]!;
  const own = families.filter((family) => family.first.includes(language));
  return [...own, ...families.filter((family) => !own.includes(family))];
}

export type CardFonts = {
  /** Pango's family list, such as "Noto Sans JP,Noto Sans". */
  families: string;
  /** The package's WOFF files (without the weight and extension) the text needs. */
  files: string[];
};

/**
 * The fonts `text` needs in `lang`: each character from the first family
 * that has it, and only the subsets holding them. A character no family has
 * is left to Pango (it draws a box).
 */
export function cardFonts(text: string, lang: string): CardFonts {
  const order = familyOrder(lang);
  const used = new Map<Family, Set<string>>();
  for (const char of new Set(text.replace(/\s/g, ""))) {
    const code = char.codePointAt(0)!;
    for (const family of order) {
      const subset = subsets(family).find((candidate) => holds(candidate, code));
      if (!subset) continue;
      if (!used.has(family)) used.set(family, new Set());
      used.get(family)!.add(`${family.pkg}/files/${subset.file}`);
      break;
    }
  }
  const chosen = order.filter((family) => used.has(family));
  // The language's own family leads even when the text is all Latin, so digits and Latin words match it.
  const names = [...new Set([order[0]!, ...chosen].map((family) => family.name))];
  return { families: names.join(","), files: chosen.flatMap((family) => [...used.get(family)!]) };
}

/** The versions of the font packages: a new release may draw differently, so they are part of every card's key. */
export function fontVersions(): string {
  return families
    .map((family) => {
      const manifest = require(`${family.pkg}/package.json`) as { version: string };
      return `${family.pkg}@${manifest.version}`;
    })
    .join(" ");
}

/**
 * A subset's file at a weight as TrueType, for Pango: unpacked from the
 * package's WOFF once, and kept in `dir` between builds.
 */
export function fontFile(file: string, weight: Weight, dir: string): string {
  const woff = require.resolve(`${file}-${weight}-normal.woff`);
  const version = (require(`${file.split("/files/")[0]}/package.json`) as { version: string })
    .version;
  const target = join(dir, "fonts", `${file.replace(/[@/]/g, "_")}-${weight}-${version}.ttf`);
  if (!existsSync(target)) {
    mkdirSync(dirname(target), { recursive: true });
    // Written whole, then renamed: a build running beside never reads half a font.
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, woffToSfnt(readFileSync(woff)));
    renameSync(temporary, target);
  }
  return target;
}
