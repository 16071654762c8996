import { describe, expect, test } from "vitest";
import { validateAnalytics } from "./analytics-input.ts";

const refused = (raw: unknown) => {
  try {
    validateAnalytics(raw);
  } catch (error) {
    return (error as Error).message.split("\n").slice(1);
  }
  throw new Error("accepted");
};

describe("validateAnalytics", () => {
  test("none: nothing to count", () => {
    expect(validateAnalytics(undefined)).toBeUndefined();
  });

  test.each([
    { provider: "plausible", id: "you.example" },
    { provider: "plausible", id: "you.example", host: "https://stats.you.example" },
    { provider: "umami", id: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b" },
    {
      provider: "umami",
      id: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
      host: "http://127.0.0.1:8080",
    },
    { provider: "goatcounter", id: "you" },
    { provider: "goatcounter", host: "https://count.you.example/" },
    { provider: "cloudflare", id: "0123456789abcdef0123456789abcdef" },
  ])("accepts %j", (analytics) => {
    expect(validateAnalytics(analytics)).toEqual(analytics);
  });

  test.each([
    [
      { provider: "matomo", id: "1" },
      'content/analytics.ts: analytics.provider must be one of: plausible, umami, goatcounter, cloudflare; got "matomo"',
    ],
    [
      { provider: "plausible", id: "https://you.example" },
      `content/analytics.ts: analytics.id must be your site's domain as Plausible knows it, such as "you.example"; got "https://you.example"`,
    ],
    [
      { provider: "umami" },
      "content/analytics.ts: analytics.id is required; got nothing (the field is missing)",
    ],
    [
      { provider: "umami", id: "my-site" },
      `content/analytics.ts: analytics.id must be Umami's website id, such as "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b"; got "my-site"`,
    ],
    [
      { provider: "goatcounter", id: "You!" },
      'content/analytics.ts: analytics.id must be your GoatCounter code (lowercase letters, digits and "-"), such as "you"; got "You!"',
    ],
    [
      { provider: "plausible", id: "you.example", host: "http://stats.you.example" },
      'content/analytics.ts: analytics.host must be the https:// address of your own instance, such as "https://stats.you.example" (http:// only on localhost or 127.0.0.1), with no query or fragment; got "http://stats.you.example"',
    ],
    [
      { provider: "cloudflare", id: "0123456789abcdef0123456789abcdef", host: "https://x.example" },
      'content/analytics.ts: analytics.host must be left out: Cloudflare Web Analytics has no self-hosted form; got "https://x.example"',
    ],
  ])("refuses %j in one line naming the field and the rule", (analytics, line) => {
    expect(refused(analytics)).toEqual([`  - ${line}`]);
  });
});
