import type { AnalyticsInput } from "./schema/analytics.ts";

// Page counts without cookies, off until you choose a provider (see
// "Analytics" in the README). For example:
//   export const analytics: AnalyticsInput = { provider: "plausible", id: "you.example" };
// The build then adds the one page-view script and the provider's address
// to the Content Security Policy of every page and host.
export const analytics: AnalyticsInput | undefined = undefined;
