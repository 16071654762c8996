// What a post's built page weighs: its HTML, gzipped, and its first screen.
import { gzipSize } from "../../tests/harness/html/build-output.ts";

/**
 * How far into a post's body its page's first screen reaches, in characters
 * of HTML: on a phone 390 px wide the title, dates, tags and contents come
 * first, so this is at least what it shows before the reader scrolls.
 */
export const firstScreenChars = 1_500;

/** A post page's HTML up to `firstScreenChars` into the post's body. */
export function firstScreen(html: string): string {
  const body = /<div id="post-body"[^>]*>/.exec(html);
  if (!body) throw new Error("The page has no post body (#post-body)");
  return html.slice(0, body.index + body[0].length + firstScreenChars);
}

export type PostPageWeight = {
  /** "typical" (the median gzipped HTML of the backlog's posts) or "longest". */
  kind: "typical" | "longest";
  route: string;
  codeBlocks: number;
  images: number;
  htmlBytes: number;
  htmlGzip: number;
  firstScreenGzip: number;
};

/** What a post's built page weighs. */
export function postPageWeight(
  html: string,
  route: string,
  kind: PostPageWeight["kind"],
): PostPageWeight {
  const body = html.slice(html.indexOf('id="post-body"'));
  return {
    kind,
    route,
    codeBlocks: (body.match(/<figure class="code-block"/g) ?? []).length,
    images: (body.match(/<picture>/g) ?? []).length,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    firstScreenGzip: gzipSize(firstScreen(html)),
  };
}
