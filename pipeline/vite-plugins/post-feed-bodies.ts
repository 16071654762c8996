// A post's body for feed readers is made where its images are encoded: in
// the server's build of the pages (local-posts.ts), which knows each image's
// final file only once the bundle is written. The feeds are written after
// prerendering (pipeline/post-build.ts, from React Router's buildEnd), in the
// same process; Vite bundles vite.config.ts apart from react-router.config.ts,
// so the two share no module, and the bodies pass through one process-wide
// key, as app/lib/pages/post-route.ts passes the slugs. Nothing is written to
// a file, so nothing of it can reach the site's files.

/**
 * The full HTML of each post written on the site, by its slug, as feed
 * readers get it. One build is one language: its bodies are the ones its
 * pages show (the default language's, until a translation has its own page,
 * whose body then takes its slug's place in that language's build).
 */
export type PostFeedBodies = ReadonlyMap<string, string>;

const key = Symbol.for("portfolio.post-feed-bodies");
const shared = globalThis as { [key]?: PostFeedBodies };

/** For local-posts.ts, once the server's bundle names its images: this build's bodies. */
export function sharePostFeedBodies(bodies: PostFeedBodies): void {
  shared[key] = bodies;
}

/**
 * For the feeds: the body of a post the blog lists, by its URL (its page's,
 * as the structured data names it); undefined for a post elsewhere, whose
 * item keeps its description alone. A post written on the site without a
 * shared body stops the build: its feed item would silently lose its text.
 */
export function postFeedContent(
  posts: readonly { url: string; local?: { slug: string; file: string } }[],
  bodies: PostFeedBodies | undefined = shared[key],
): (url: string) => string | undefined {
  const byUrl = new Map<string, string>();
  for (const { url, local } of posts) {
    if (!local) continue;
    const body = bodies?.get(local.slug);
    if (body === undefined)
      throw new Error(
        `The feeds have no body for ${local.file}: pipeline/vite-plugins/local-posts.ts ` +
          "shares each post's in the server's build, before the pages are prerendered",
      );
    byUrl.set(url, body);
  }
  return (url) => byUrl.get(url);
}
