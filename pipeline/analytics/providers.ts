import type { Analytics } from "../../content/schema/analytics.ts";

/** Where each provider takes a page view, and what the site's policy must allow for it. */
export type Provider = {
  /** The address the page's own script sends page views to (none: the provider's script does). */
  endpoint?: string;
  /** Origins added to script-src: only Cloudflare's, whose beacon is a script of its own. */
  scripts: string[];
  /** Origins added to connect-src. */
  connects: string[];
};

const cloud = {
  plausible: "https://plausible.io",
  umami: "https://cloud.umami.is",
};

/**
 * Plausible's events API, Umami's send API and GoatCounter's count endpoint
 * take a page view from the site's own script, so the policy gains one
 * connect-src origin and no third-party script runs. Cloudflare Web
 * Analytics documents no such endpoint: its beacon script is loaded from its
 * host and reports to another.
 */
export function provider(analytics: Analytics): Provider {
  const base = (fallback: string) => (analytics.host ?? fallback).replace(/\/+$/, "");
  const at = (endpoint: string): Provider => ({
    endpoint,
    scripts: [],
    connects: [new URL(endpoint).origin],
  });
  switch (analytics.provider) {
    case "plausible":
      return at(`${base(cloud.plausible)}/api/event`);
    case "umami":
      return at(`${base(cloud.umami)}/api/send`);
    case "goatcounter":
      return at(`${base(`https://${analytics.id}.goatcounter.com`)}/count`);
    case "cloudflare":
      return {
        scripts: [cloudflareBeacon.origin],
        connects: [cloudflareBeacon.reports],
      };
  }
}

export const cloudflareBeacon = {
  origin: "https://static.cloudflareinsights.com",
  script: "https://static.cloudflareinsights.com/beacon.min.js",
  reports: "https://cloudflareinsights.com",
};
