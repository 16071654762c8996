import { slugify, maxSlugLength } from "../../../app/lib/content/slugify.ts";

// A post brought home gets its address, /blog/<slug>, as a reader would
// name it, in its own script (content/schema/slug.ts): the last part of its
// old address when that is readable ("/2020/12/31/2020-年终总结/" gives
// "2020-年终总结", so the post keeps its name), else its title ("東京の夜"),
// else its day. Never a hash; the same post gets the same slug on every run.

// Latin letters that no Unicode decomposition takes to ASCII, for the names of image files.
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

/** Lowercase ASCII kebab-case, at most 60 characters, cut between words; "" when nothing is left (an image's file name). */
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

/** A folder's own page, which names the folder rather than itself. */
const indexName = /^(index|default)(\.[a-z]{2,5})?$/i;

/**
 * The last part of a URL's path that names the post, percent-decoded and
 * without a page's extension (".html", ".php") or a platform's id (Medium's
 * "-9f8e7d6c5b4a", DEV's "-2k9d"); "" when the path has none.
 */
export function lastSegment(url: string): string {
  const { hostname, pathname } = new URL(url);
  const segments = pathname.split("/").filter((part) => part && !indexName.test(part));
  let segment = segments.at(-1) ?? "";
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // a broken escape: the segment as written
  }
  segment = segment.replace(/\.(html?|php\d?|aspx?|jsp|cgi)$/i, "");
  // Medium (its own host and custom domains) ends a story's address with its id: twelve hex digits.
  segment = segment.replace(/-(?=[0-9a-f]*\d)[0-9a-f]{10,16}$/, "");
  if (hostname === "dev.to" || hostname.endsWith(".dev.to"))
    segment = segment.replace(/-[a-z0-9]{4,6}$/, "");
  return segment;
}

/** Whether a slug reads as words: a letter in it, and not a bare id ("9f8e7d6c5b4a"). */
export const readable = (slug: string) =>
  /\p{L}/u.test(slug) && !/^(?=.*\d)[0-9a-f]{8,}$/.test(slug);

/** The slug a post's URL, title and day give, before it is made unique. */
export function baseSlug(title: string, url: string, publishDate: string): string {
  const fromUrl = slugify(lastSegment(url));
  if (readable(fromUrl)) return fromUrl;
  return slugify(title) || publishDate;
}

/** The base slug, or it with -2, -3… when `taken` says it is (which compares in lowercase). */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  const characters = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(base)];
  for (let n = 2; ; n++) {
    const kept = characters
      .slice(0, maxSlugLength - String(n).length - 1)
      .map(({ segment }) => segment)
      .join("")
      .replace(/-+$/, "");
    const slug = `${kept}-${n}`;
    if (!taken(slug)) return slug;
  }
}
