// Whether the site has the route of local posts (app/routes.ts), as the
// build's content says. React Router reads app/routes.ts with a module loader
// of its own, after react-router.config.ts checked the content in the same
// process, so the two share no module: the config hands the slugs over
// through one process-wide key, as pipeline/inputs/check-inputs.ts remembers
// its checks. A site without local posts has no such route, so its route
// manifest, and every byte of its JavaScript, stay as they were.

const key = Symbol.for("portfolio.local-post-slugs");
const shared = globalThis as { [key]?: readonly string[] };

/** For react-router.config.ts: the slugs of the posts this build publishes. */
export function shareLocalPostSlugs(slugs: readonly string[]): void {
  shared[key] = slugs;
}

/** For app/routes.ts: whether the site has a post's page. */
export const hasPostRoute = (): boolean => (shared[key]?.length ?? 0) > 0;

const tagsKey = Symbol.for("portfolio.site-has-tags");
const sharedTags = globalThis as { [tagsKey]?: boolean };

/** For react-router.config.ts: whether the posts this build lists carry tags. */
export function shareHasTags(has: boolean): void {
  sharedTags[tagsKey] = has;
}

/** For app/routes.ts: whether the site has the tags' pages. */
export const hasTagRoutes = (): boolean => sharedTags[tagsKey] === true;
