import { describe, expect, inject, test } from "vitest";
import {
  browserForFile,
  marker,
  metaPolicy,
  openPage,
  routes,
  violations,
  waitForHydration,
  walkMainNav,
} from "../harness/chromium";

const baseURL = inject("sample").url;
const origin = new URL(baseURL).origin;
const browser = browserForFile();

type Watch = Window & { injected?: boolean };

describe("every page and the 404 page", () => {
  for (const path of [...routes, "/no/such/page"]) {
    test(`${path} has a strict policy and the security headers`, async () => {
      const response = await fetch(baseURL + path);
      const policy = metaPolicy(await response.text());
      expect(policy).toMatch(/^default-src 'none'; script-src 'self'( 'sha256-[\w+/]+=')*; /);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'none'"]) {
        expect(policy.split("; ")).toContain(directive);
      }
      // WebKit would upgrade the plain-HTTP preview on 127.0.0.1 to https://.
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors|upgrade-insecure/);

      const headers = response.headers;
      expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("content-security-policy")).not.toMatch(
        /unsafe-inline|unsafe-eval|upgrade-insecure/,
      );
      expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(headers.get("permissions-policy")).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone/,
      );
    });
  }
});

test("every route hydrates with no policy violation and no request to another origin", async () => {
  const { page, problems, requests } = await openPage(browser());
  for (const path of routes) {
    await page.goto(baseURL + path);
    await waitForHydration(page, { scroll: true });
    expect(await violations(page), path).toEqual([]);
  }
  // The 404 page sends the visitor home with a meta refresh.
  await page.goto(baseURL + "/no/such/page");
  await page.waitForURL(baseURL + "/");
  await waitForHydration(page, { scroll: true });
  expect(await violations(page)).toEqual([]);
  // Leaving 404.html at once may abort its icon request; nothing is lost by that.
  const iconAborted = `request failed: ${baseURL}/favicon.svg net::ERR_ABORTED`;
  const unexpected = problems.filter((p) => !p.includes("/no/such/page") && p !== iconAborted);
  expect(unexpected).toEqual([]);
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(requests.length).toBeGreaterThan(routes.length * 5);
});

test("client-side navigation works under the policy and stays on the origin", async () => {
  const { page, problems, requests } = await openPage(browser());
  await page.goto(baseURL + "/");
  await waitForHydration(page, { scroll: true });
  await walkMainNav(page, baseURL);
  await page.getByRole("link", { name: "About me" }).first().click();
  await page.waitForURL(baseURL + "/about-me");
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await marker(page)).toBe(42);
  expect(requests.some((url) => url.endsWith(".data"))).toBe(true);
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

// Code run over the DevTools protocol is exempt from the policy, so this
// injects a script element, which the page's policy judges like its own.
test("the policy is enforced: an injected inline script is refused and reported", async () => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + "/blog");
  await waitForHydration(page, { scroll: true });
  const injected = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    return (window as Watch).injected ?? false;
  });
  expect(injected).toBe(false);
  await expect.poll(() => violations(page)).toContain("script-src-elem blocked inline");
});

test("every link to another site opens safely with rel=noopener noreferrer", async () => {
  const { page } = await openPage(browser());
  let external = 0;
  for (const path of routes) {
    await page.goto(baseURL + path);
    await waitForHydration(page, { scroll: true });
    const links = await page.locator("a[href]").evaluateAll((anchors) =>
      (anchors as HTMLAnchorElement[]).map((a) => ({
        href: a.href,
        target: a.target,
        rel: a.rel.split(/\s+/),
      })),
    );
    for (const link of links) {
      if (new URL(link.href).origin === origin && link.target !== "_blank") continue;
      external++;
      expect(link.rel, `${path}: ${link.href}`).toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
    }
  }
  expect(external).toBeGreaterThanOrEqual(routes.length * 3);
});
