// What a visitor's browser fetched: each script, stylesheet, image and font a
// tab asked for, by path, and whether it came from the network or from a
// cache, through Chromium's DevTools protocol (Playwright sees no cache hits).
// A site in several languages has one copy of each asset, so a visitor who
// moves from one language to another fetches each file once, at one address.
import type { Page } from "playwright-core";

const assetTypes = new Set(["Script", "Stylesheet", "Image", "Font"]);

export type AssetFetches = {
  /** Every asset path the tab asked for, in order, each time it asked. */
  requested: string[];
  /** The asset paths the network answered (not a cache), each time it did. */
  fetched: string[];
};

/** Starts recording the assets `page` asks for, from the page's origin, across its navigations. */
export async function recordAssetFetches(page: Page, origin: string): Promise<AssetFetches> {
  const session = await page.context().newCDPSession(page);
  const record: AssetFetches = { requested: [], fetched: [] };
  const paths = new Map<string, string>();
  const cached = new Set<string>();
  session.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    const url = new URL(request.url);
    if (url.origin !== origin || !assetTypes.has(type ?? "")) return;
    paths.set(requestId, url.pathname);
    record.requested.push(url.pathname);
  });
  session.on("Network.requestServedFromCache", ({ requestId }) => void cached.add(requestId));
  session.on("Network.responseReceived", ({ requestId, response }) => {
    const path = paths.get(requestId);
    if (path === undefined || cached.has(requestId)) return;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    record.fetched.push(path);
  });
  await session.send("Network.enable");
  return record;
}

/** The paths fetched from the network more than once. */
export const fetchedTwice = ({ fetched }: AssetFetches) =>
  [...new Set(fetched.filter((path, i) => fetched.indexOf(path) !== i))].sort();

/** File names asked for at more than one address ("/assets/x.js" and "/ja/assets/x.js"). */
export function namesAtTwoAddresses({ requested }: AssetFetches): string[] {
  const byName = new Map<string, Set<string>>();
  for (const path of requested) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    byName.set(name, (byName.get(name) ?? new Set()).add(path));
  }
  return [...byName.values()].filter((at) => at.size > 1).map((at) => [...at].join(" and "));
}

/**
 * A visitor of the sample in three languages served at `site` (its base URL,
 * "http://127.0.0.1:3000" or ".../portfolio"): reads the Blog, goes to
 * Projects on the client, switches to Japanese by the header's link (a page
 * load), and goes to the Blog there. What the tab fetched, and how many of
 * its requests the English pages made.
 */
export async function readThenSwitchToJapanese(
  page: Page,
  site: string,
  hydrated: (page: Page) => Promise<void>,
): Promise<AssetFetches & { english: number }> {
  const base = new URL(site).pathname.replace(/\/$/, "");
  const fetches = await recordAssetFetches(page, new URL(site).origin);
  const follow = async (href: string) => {
    await page.locator(`header a[href="${href}"]`).first().click();
    await page.waitForURL(new URL(href, site).href);
    await page.waitForLoadState("networkidle");
  };
  await page.goto(`${site}/blog`);
  await hydrated(page);
  await follow(`${base}/projects`);
  const english = fetches.requested.length;
  await follow(`${base}/ja/projects`);
  await hydrated(page);
  await follow(`${base}/ja/blog`);
  return { ...fetches, english };
}
