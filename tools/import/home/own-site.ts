// A post whose old address is on the site's own domain (links.baseUrl) is
// no cross-post: it is the owner's own old page moving to its new place on
// the same domain, whose old address the site itself will answer with a
// redirect. So it names no canonical (that would point at a redirect, and
// keep the post out of the sitemap), and no platform has to be told anything.

/** The host names one domain goes by: "www." and letter case aside. */
const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, "");

/** Whether `url` is on the domain of the site's address `baseUrl` (http or https alike). */
export function onOwnSite(url: string, baseUrl: string | undefined): boolean {
  if (!baseUrl) return false;
  try {
    return bareHost(new URL(url).hostname) === bareHost(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
}
