// With --canonical home, the post here names no canonical URL: it is its own.
// The copy on the platform still names itself, so until the owner points it
// here, search engines see two posts that each claim to be the original and
// pick one. Only the owner can change that, on the platform; the run says
// how, once.

/** How to point a post's copy on its platform at its page here, by the platform's host. */
function platformSteps(url: string): string {
  const host = new URL(url).hostname.toLowerCase();
  if (host === "medium.com" || host.endsWith(".medium.com"))
    return 'on Medium, open each story, "…" → Story settings → Advanced settings → "Customize canonical link", and give its page here';
  if (host === "dev.to" || host.endsWith(".dev.to"))
    return "on DEV, edit each post and set its canonical URL (the post options, or canonical_url in its front matter) to its page here";
  if (host.endsWith(".hashnode.dev"))
    return "on Hashnode, edit each post and set its original (canonical) URL in its settings to its page here";
  return "on the platform, set each post's canonical link (rel=canonical) to its page here";
}

/**
 * The one line that tells the owner what to do on the platforms after
 * claiming posts as this site's (`posts`: each one's slug and original URL).
 */
export function canonicalAdvice(posts: { slug: string; url: string }[]): string {
  const byPlatform = new Map<string, string[]>();
  for (const { slug, url } of posts) {
    const steps = platformSteps(url);
    byPlatform.set(steps, [...(byPlatform.get(steps) ?? []), `/blog/${slug}`]);
  }
  const todo = [...byPlatform].map(([steps, pages]) => `${steps} (${pages.join(", ")})`);
  return (
    `Canonical home: ${posts.length === 1 ? "this post now names" : `these ${posts.length} posts now name`} ` +
    `no original, so ${posts.length === 1 ? "its copy" : "each copy"} on the platform must point here, ` +
    `or search engines choose between two originals: ${todo.join("; ")}.`
  );
}
