import { z } from "zod";
import { parsesAsUrl } from "./primitives.ts";

// Page counts without cookies, if you want them: content/analytics.ts. The
// file is optional; without it (or with `analytics` undefined) the site sends
// nothing anywhere.

export const analyticsProviders = ["plausible", "umami", "goatcounter", "cloudflare"] as const;

/** What each provider calls your site, and the rule for it. */
const siteIds = {
  plausible: {
    pattern: /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
    rule: 'must be your site\'s domain as Plausible knows it, such as "you.example"',
  },
  umami: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    rule: 'must be Umami\'s website id, such as "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b"',
  },
  goatcounter: {
    pattern: /^[a-z0-9][a-z0-9-]*$/,
    rule: 'must be your GoatCounter code (lowercase letters, digits and "-"), such as "you"',
  },
  cloudflare: {
    pattern: /^[0-9a-f]{32}$/,
    rule: "must be the token of Cloudflare's snippet, 32 hexadecimal digits",
  },
} as const;

const hostRule =
  'must be the https:// address of your own instance, such as "https://stats.you.example" ' +
  "(http:// only on localhost or 127.0.0.1), with no query or fragment";

/** A self-hosted instance: https, or plain http on this machine (for trying it out). */
function isHost(value: string): boolean {
  if (!parsesAsUrl(value) || /\s/.test(value)) return false;
  const url = new URL(value);
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  return (
    (url.protocol === "https:" || (url.protocol === "http:" && local)) &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}

/**
 * `provider` picks the service; `id` is what it calls your site; `host` is
 * your own instance of Plausible, Umami or GoatCounter (its cloud without).
 */
export const analyticsSchema = z
  .strictObject({
    provider: z.enum(analyticsProviders),
    id: z.string().optional(),
    host: z.string().refine(isHost, { message: hostRule }).optional(),
  })
  .superRefine((analytics, context) => {
    const { provider, id, host } = analytics;
    if (provider === "cloudflare" && host !== undefined) {
      const message = "must be left out: Cloudflare Web Analytics has no self-hosted form";
      context.addIssue({ code: "custom", path: ["host"], message, input: host });
    }
    // A self-hosted GoatCounter knows the site by its address.
    if (id === undefined && provider === "goatcounter" && host !== undefined) return;
    if (id === undefined || !siteIds[provider].pattern.test(id)) {
      const message = id === undefined ? "is required" : siteIds[provider].rule;
      context.addIssue({ code: "custom", path: ["id"], message, input: id });
    }
  });

export type Analytics = z.infer<typeof analyticsSchema>;
export type AnalyticsInput = z.input<typeof analyticsSchema>;
