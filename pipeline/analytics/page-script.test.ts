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

  test("Cloudflare: its beacon is added a task after the page's load event, never before", () => {
    const script = analyticsScript({ provider: "cloudflare", id: "0".repeat(32) }, true);
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    const tasks: (() => void)[] = [];
    const page = {
      readyState: "interactive",
      prerendering: false,
      createElement: () => ({ dataset: {} }),
      head: { append: (element: { src: string }) => added.push(element.src) },
    };
    const globals = ["document", "navigator", "location", "addEventListener", "setTimeout"];
    const run = new Function(...globals, script);
    const listen = (name: string, listener: () => void) => void (listeners[name] = listener);
    run(page, {}, { hostname: "127.0.0.1" }, listen, (task: () => void) => tasks.push(task));
    expect(added).toEqual([]);
    listeners.load!();
    expect(added).toEqual([]);
    tasks.forEach((task) => task());
    expect(added).toEqual(["https://static.cloudflareinsights.com/beacon.min.js"]);
    // A page whose load has passed (a prerendered one shown later) adds it at once.
    page.readyState = "complete";
    run(page, {}, { hostname: "127.0.0.1" }, listen, () => {});
    expect(added).toHaveLength(2);
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
