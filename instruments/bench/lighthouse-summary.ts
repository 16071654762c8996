// Boils a Lighthouse report down to the figures the benchmark and the CI
// guard look at.
import type { Result as Report } from "lighthouse";

/**
 * Scores 0-100; times in ms; css and images are the bytes of the files fetched
 * (images are not compressed further on the wire; CSS would be, but there is none).
 */
export type Summary = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  requests: number;
  css: number;
  images: number;
};

export function summarize(lhr: Report): Summary {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = networkRequests(lhr);
  const bytes = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + r.resourceSize, 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndex: value("speed-index"),
    requests: requests.length,
    css: bytes("Stylesheet"),
    images: bytes("Image"),
  };
}

type NetworkRequest = { url: string; resourceType: string; resourceSize: number };

/** Every request of the page load, without data: URLs (they cost no round trip). */
export function networkRequests(lhr: Report): NetworkRequest[] {
  const details = lhr.audits["network-requests"]?.details as
    { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? [])
    .map((item) => ({
      url: String(item.url),
      resourceType: String(item.resourceType ?? "Other"),
      resourceSize: Number(item.resourceSize ?? 0),
    }))
    .filter((r) => !r.url.startsWith("data:"));
}

/** Titles of the audits that lost points in a category, for failure messages. */
export function failedAudits(lhr: Report, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id}: ${audit?.title} (${audit?.displayValue ?? audit?.score})`);
}

type Details = { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;

/**
 * What the targets need beyond the numbers: the LCP element if it is an
 * image, how many requests blocked rendering, and any request to another origin.
 */
export function pageFacts(lhr: Report) {
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as Details;
  const snippet = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet;
  const blocking = lhr.audits["render-blocking-resources"]?.details as Details;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return {
    lcpImage: snippet && /^<img\b/i.test(snippet) ? snippet : null,
    renderBlocking: blocking?.items?.length ?? 0,
    thirdParty: networkRequests(lhr)
      .map((r) => r.url)
      .filter((url) => new URL(url).origin !== origin),
  };
}
