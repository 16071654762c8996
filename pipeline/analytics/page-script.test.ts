import { describe, expect, test } from "vitest";
import { analyticsScript, analyticsSource } from "./page-script.ts";

const plausible = { provider: "plausible", id: "you.example" } as const;

describe("the page-view script", () => {
  test("holds only the chosen provider's request", () => {
    const source = analyticsSource(plausible, false);
    expect(source).toContain('fetch("https://plausible.io/api/event"');
    expect(source).toContain('domain: "you.example"');
    expect(source).not.toMatch(/sendBeacon|cloudflareinsights|api\/send/);
  });

  test("sends nothing under GPC or DNT, nor on this machine unless built to", () => {
    const guard = /globalPrivacyControl \|\| navigator\.doNotTrack === "1"\) return;/;
    expect(analyticsSource(plausible, false)).toMatch(guard);
    expect(analyticsSource(plausible, false)).toContain("127\\.0\\.0\\.1");
    expect(analyticsSource(plausible, true)).toMatch(guard);
    expect(analyticsSource(plausible, true)).not.toContain("127\\.0\\.0\\.1");
  });

  test("Cloudflare: loads its beacon with the token, behind the same guard", () => {
    const source = analyticsSource(
      { provider: "cloudflare", id: "0123456789abcdef0123456789abcdef" },
      false,
    );
    expect(source).toContain('beacon.src = "https://static.cloudflareinsights.com/beacon.min.js"');
    expect(source).toContain(
      'JSON.stringify({ token: "0123456789abcdef0123456789abcdef", spa: true })',
    );
    expect(source).toContain("globalPrivacyControl");
    expect(source).not.toContain("pushState"); // the beacon counts client-side navigations itself
  });

  test("an address cannot end the script element; the minified script still parses", () => {
    const hostile = {
      provider: "plausible",
      id: "you.example",
      host: "https://x.example/</script>",
    } as const;
    const script = analyticsScript(hostile, false);
    expect(script).not.toContain("</script");
    expect(() => new Function(script)).not.toThrow();
  });
});
