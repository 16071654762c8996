// The site's byte budgets: the promises the tests hold builds to, and the
// targets npm run bench reports against.

/**
 * Budgets in bytes (1 KB = 1,000 bytes). `landing` is what a visitor who
 * only reads downloads, headers included, with the template's content: 0.75
 * of the home page of astro-paper, a site with no JavaScript (22.6 KiB).
 */
export const budgets = { htmlGzip: 14_000, jsGzip: 125_000, landing: 17_000 };

/**
 * With the theme switch and analytics both on, a visitor who only reads may
 * download 750 bytes more: the switch's script and the page-view script
 * (which waits for a prerendered page to be shown), with their hashes in the
 * page's policy and in the header's, where the speculation rules' hash is too.
 * Counted is what the site sends, not the provider's answer to the page view.
 */
export const bothOptionsLanding = 17_750;

/**
 * With the backlog (300 posts, 150 projects): /blog shows 10 cards and a
 * line for each older post; /projects shows every project as a card.
 */
export const backlogBudgets = {
  html: { "/blog": 40_000, "/projects": 32_000 } as Record<string, number>,
  coldBuildSeconds: 180,
  warmBuildSeconds: 30,
};

/** The backlog a fork grows into: the bench builds it, the tests build its projects. */
export const backlog = { posts: 300, projects: 150 };

/**
 * The backlog of posts written on the site (generated-local-posts.ts), built
 * on a 2-core machine with no image or highlighting cache (cold) and again
 * with nothing changed (warm). The times leave room for a machine busy with
 * other work: docs/performance.md says what they were.
 */
export const localPostsBacklog = { posts: 300, coldBuildSeconds: 180, warmBuildSeconds: 60 };
