import { FetchError } from "../http.ts";
import { shortUrl } from "../posts/urls.ts";

// An old post often shows an image whose host is gone or which was deleted
// since. Such an image is dead, not broken: stopping the whole import for it
// would keep every other post from coming home, and trying again would not
// help. So it is left out and said; its alt text, the words the writer gave
// it, stands in its place, so the sentence around it still reads. An image
// that answers but is refused (not an image, too large) still stops the run:
// it is there, and the owner can have it once the limit or the host is put
// right.

/**
 * Why a download shows that the image is not there, in words ("answered
 * 404", "could not be reached: fetch failed (ENOTFOUND)"); undefined for a
 * failure that says nothing of the sort (over the size limit).
 */
export function deadImage(error: unknown): string | undefined {
  if (!(error instanceof FetchError)) return undefined;
  if (error.status !== undefined) return `answered ${error.status}`;
  if (error.unreachable) return `could not be reached: ${error.message}`;
  return undefined;
}

/**
 * The run's line for a dead image of the post at content/posts/<slug>/:
 * what stands in its place, the file brought before (`kept`) or its `alt`.
 */
export function deadImageLine(
  slug: string,
  url: string,
  { why, kept, alt }: { why: string; kept?: string; alt: string },
): string {
  const instead = kept
    ? `kept ./${kept}, brought home before`
    : alt
      ? `kept its alt text "${alt.length > 60 ? `${alt.slice(0, 59)}…` : alt}"`
      : "it had no alt text, so nothing stands in its place";
  return `content/posts/${slug}/index.md: image ${shortUrl(url)} ${why}; ${instead}`;
}
