// A slug: the last part of an address the site makes from a name, such as a
// post's (/blog/<slug>, its folder content/posts/<slug>/). It keeps the
// name's script, so a post titled in Chinese, Japanese or Arabic has a
// readable address: letters of any script, combining marks and digits, words
// joined by single hyphens. Latin letters are lowercase; nothing is
// transliterated. Written in Unicode's composed form (NFC), as browsers and
// keyboards write it, so the folder's name and the address a reader types are
// the same characters. In an address it is percent-encoded
// (/blog/2020-%E5%B9%B4...); hosts decode it to the folder's name. Plain
// code, no zod: the pages' own code (app/lib/pages/) checks an address by it too.

/** A word's characters: letters, combining marks, digits, and the joiners some scripts write inside words. */
const word = "[\\p{L}\\p{M}\\p{N}\\u200C\\u200D]+";

/** Words of letters, marks and digits, joined by single hyphens. */
export const slugPattern = new RegExp(`^${word}(?:-${word})*$`, "u");

/** A capital Latin letter ("A", "É"); other scripts' letters keep their case. */
const capitalLatin = /(?=\p{Script=Latin})[\p{Lu}\p{Lt}]/u;

/** The most a slug takes in UTF-8: a file name holds 255 bytes, and the build adds ".html" and ".data". */
export const maxSlugBytes = 200;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The rule a slug breaks, as the end of a sentence ("must …"), or undefined
 * when it keeps every one: not empty, NFC, no capital Latin letter, only
 * letters, marks, digits and single hyphens between words, at most 200 bytes.
 */
export function slugProblem(slug: string): string | undefined {
  if (slug === "") return "must not be empty";
  if (slug.normalize("NFC") !== slug)
    return "must be written in Unicode's composed form (NFC), as a keyboard writes it";
  if (capitalLatin.test(slug)) return "must have no capital Latin letters";
  if (!slugPattern.test(slug))
    return "may hold only letters, digits and single hyphens between them (no spaces, slashes, dots or other signs)";
  if (bytes(slug) > maxSlugBytes)
    return `is ${bytes(slug)} bytes in UTF-8, and may be at most ${maxSlugBytes}, to fit a file name everywhere`;
  return undefined;
}
