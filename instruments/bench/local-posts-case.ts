// The bench's backlog of posts written on the site: local posts generated
// (never committed as content) into a copy of the project, built cold (no
// image and no highlighting cache) and again with nothing changed; then
// what a typical post's page and the longest weigh, and what a visitor who
// reads one downloads.
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { startServer } from "../../server/local-server.ts";
import { postPagePath } from "../../app/lib/pages/site-pages.ts";
import { gzipSize, pageFile } from "../../tests/harness/html/build-output.ts";
import {
  generatedLocalPosts,
  generatedPostSlug,
} from "../../tests/harness/sites/generated-local-posts.ts";
import { buildCopy, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";
import { postPageWeight, type PostPageWeight } from "./post-page-weight.ts";
import { measureVisits, type Visit } from "./visit-bytes.ts";

export type LocalPostsResult = {
  posts: number;
  coldSeconds: number;
  warmSeconds: number;
  pages: PostPageWeight[];
  visits: Visit[];
};

/** Builds `posts` local posts cold and warm, weighs a typical and the longest page, and visits them. */
export async function localPostsCase(visitor: Browser, posts: number): Promise<LocalPostsResult> {
  const dir = ".test-builds/bench-local-posts";
  makeProjectCopy(dir, await generatedLocalPosts(posts), { keepContent: true });
  // Absolute: the build runs in the copy, and these are emptied from here.
  const tooling = {
    IMAGE_CACHE_DIR: resolve(dir, ".image-cache"),
    HIGHLIGHT_CACHE_DIR: resolve(dir, ".highlight-cache"),
  };
  for (const cache of Object.values(tooling)) rmSync(cache, { recursive: true, force: true });
  const build = (kind: string) => {
    process.stdout.write(`Building ${posts} posts written on the site (${kind})\r`);
    const result = buildCopy(dir, {}, tooling);
    if (result.status !== 0)
      throw new Error(`The local posts did not build (${kind}):\n${result.output}`);
    return result.seconds;
  };
  const coldSeconds = build("cold");
  const warmSeconds = build("warm");
  const clientDir = join(dir, "build/client");
  const built = Array.from({ length: posts }, (_, i) => {
    const route = postPagePath(generatedPostSlug(i));
    const html = readFileSync(pageFile(clientDir, route), "utf8");
    return { route, html, gzip: gzipSize(html) };
  }).sort((a, b) => a.gzip - b.gzip);
  const typical = built[Math.floor(built.length / 2)]!;
  const longest = built.at(-1)!;
  const pages = [
    postPageWeight(typical.html, typical.route, "typical"),
    postPageWeight(longest.html, longest.route, "longest"),
  ];
  const server = await startServer(clientDir);
  try {
    const visits = await measureVisits(
      visitor,
      server.baseURL,
      pages.map((page) => page.route),
    );
    return { posts, coldSeconds, warmSeconds, pages, visits };
  } finally {
    server.stop();
  }
}
