import { describe, expect, test } from "vitest";
import { provider } from "./providers.ts";

describe("provider", () => {
  test.each([
    [{ provider: "plausible", id: "you.example" }, "https://plausible.io/api/event"],
    [
      { provider: "plausible", id: "you.example", host: "https://stats.you.example/" },
      "https://stats.you.example/api/event",
    ],
    [
      { provider: "umami", id: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b" },
      "https://cloud.umami.is/api/send",
    ],
    [
      {
        provider: "umami",
        id: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
        host: "https://you.example/umami",
      },
      "https://you.example/umami/api/send",
    ],
    [{ provider: "goatcounter", id: "you" }, "https://you.goatcounter.com/count"],
    [
      { provider: "goatcounter", host: "https://count.you.example" },
      "https://count.you.example/count",
    ],
  ] as const)(
    "%j: the page's own script sends to %s; the policy gains its origin only",
    (analytics, endpoint) => {
      expect(provider(analytics)).toEqual({
        endpoint,
        scripts: [],
        connects: [new URL(endpoint).origin],
      });
    },
  );

  test("Cloudflare: its beacon's host may run a script, and it reports to another", () => {
    expect(provider({ provider: "cloudflare", id: "0123456789abcdef0123456789abcdef" })).toEqual({
      scripts: ["https://static.cloudflareinsights.com"],
      connects: ["https://cloudflareinsights.com"],
    });
  });
});
