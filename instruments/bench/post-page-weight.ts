// What a post's built page weighs: its HTML, gzipped, and its first screen.
import { gzipSize } from "../../tests/harness/html/build-output.ts";

import { postFirstScreen } from "../../pipeline/stages/7-page-weight.ts";

/** A post page's HTML up to its opening, as the build weighs it. */
export function firstScreen(html: string): string {
  const shown = postFirstScreen(html);
  if (shown === undefined) throw new Error("The page has no post body (#post-body)");
  return shown;
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
