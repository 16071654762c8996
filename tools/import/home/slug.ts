import { createHash } from "node:crypto";

// A post brought home gets its address, /blog/<slug>, from its title:
// lowercase ASCII kebab-case, as content/posts/ requires. A title mostly in
// another script than Latin ("東京の夜") has no such slug: the last segment
// of the post's URL stands in, else a short hash of the URL, so the same
// post gets the same slug on every run.

// Latin letters that no Unicode decomposition takes to ASCII.
const letters: Record<string, string> = {
  ł: "l",
  đ: "d",
  ð: "d",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŀ: "l",
};

const maxLength = 60;

/** Lowercase ASCII kebab-case, at most 60 characters, cut between words; "" when nothing is left. */
export function kebab(text: string): string {
  const ascii = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[łđðøæœßþıħŀ]/g, (letter) => letters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (ascii.length <= maxLength) return ascii;
  const cut = ascii.slice(0, maxLength + 1);
  const hyphen = cut.lastIndexOf("-");
  return (hyphen > maxLength / 2 ? cut.slice(0, hyphen) : cut.slice(0, maxLength)).replace(
    /-+$/,
    "",
  );
}

/** Whether most of a title's letters are Latin ones. */
function mostlyLatin(title: string): boolean {
  const all = title.match(/\p{L}/gu)?.length ?? 0;
  const latin = title.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return all > 0 && latin * 2 >= all;
}

/** The slug a post's title and URL give, before it is made unique. */
export function baseSlug(title: string, url: string): string {
  const fromTitle = mostlyLatin(title) ? kebab(title) : "";
  if (fromTitle) return fromTitle;
  const segment = new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a broken escape: the segment as written
  }
  // A segment of letters from another script keeps only its ASCII part (often a platform's id).
  const fromUrl = kebab(decoded.replace(/\.[a-z]{2,5}$/i, ""));
  if (fromUrl.length >= 3) return fromUrl;
  return `post-${createHash("sha256").update(url).digest("hex").slice(0, 8)}`;
}

/** The base slug, or it with -2, -3… when `taken` says it is (compared in lowercase). */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const slug = `${base.slice(0, maxLength - String(n).length - 1).replace(/-+$/, "")}-${n}`;
    if (!taken(slug)) return slug;
  }
}
