/** An absolute http(s) URL, resolved against `base` when relative; else undefined. */
export function httpUrl(value: string | undefined, base?: string): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// Medium adds ?source=rss-…, on medium.com and on its custom domains alike.
const isMediumSource = (url: URL, value: string) =>
  /(^|\.)medium\.com$/.test(url.hostname) || /^rss[-\w]*$/.test(value);

/**
 * The link as the site stores it: without tracking parameters (utm_*,
 * Medium's source=), so the same post always gets the same URL.
 */
export function canonicalUrl(link: string): string {
  const url = new URL(link);
  for (const [name, value] of [...url.searchParams]) {
    if (/^utm_/i.test(name) || (name === "source" && isMediumSource(url, value)))
      url.searchParams.delete(name);
  }
  return url.href.replace(/\?$/, "");
}

/**
 * What makes two URLs the same entry: the canonical URL without its
 * fragment, trailing slashes or the difference between http and https.
 */
export function identity(link: string): string {
  try {
    const url = new URL(canonicalUrl(link));
    url.hash = "";
    url.protocol = "https:";
    return url.href.replace(/\/+$/, "").replace(/\/+\?/, "?");
  } catch {
    return link;
  }
}

/** A URL short enough for a line of output: no query, at most 80 characters. */
export function shortUrl(url: string): string {
  const bare = url.replace(/[?#].*$/, "");
  return bare.length > 80 ? `${bare.slice(0, 79)}…` : bare;
}
