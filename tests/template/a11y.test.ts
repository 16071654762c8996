import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "../harness/checks/axe";
import { browserForFile, openPage, routes, waitForHydration } from "../harness/chromium";
import { reachableCount, tabThrough } from "../harness/checks/keyboard";

const baseURL = inject("sample").url;
const browser = browserForFile();

describe.each(routes)("%s", (route) => {
  test.each(["light", "dark"] as const)(
    "axe finds no violation in the %s scheme",
    async (scheme) => {
      // The site's policy refuses injected inline scripts, axe included.
      const { page } = await openPage(browser(), { colorScheme: scheme, bypassCSP: true });
      await page.goto(baseURL + route);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test("the keyboard reaches every link in order, skip link first, each with a visible ring", async () => {
    const { page } = await openPage(browser());
    await page.goto(baseURL + route);
    await waitForHydration(page);
    const stops = await tabThrough(page);
    expect(stops[0]?.name).toMatch(/^a #content Skip to content/);
    expect(stops.length).toBe(await reachableCount(page));
    // Document order: no positive tabindex or reordering surprises.
    expect(stops.map((s) => s.domIndex)).toEqual(stops.map((_, i) => i));
    for (const stop of stops) {
      expect(stop.visible, `${stop.name} is on screen when focused`).toBe(true);
      expect(stop.outline.style, `${stop.name} has a focus ring`).toBe("solid");
      expect(
        stop.outline.width,
        `${stop.name} has a ring at least 2 px wide`,
      ).toBeGreaterThanOrEqual(2);
      expect(stop.outline.color, `${stop.name} ring differs from the page`).not.toBe(
        stop.background,
      );
    }
  });

  test("has the header, nav, main and footer landmarks and one h1", async () => {
    const { page } = await openPage(browser());
    await page.goto(baseURL + route);
    for (const landmark of ["banner", "navigation", "main", "contentinfo"] as const) {
      expect(await page.getByRole(landmark).count(), landmark).toBe(1);
    }
    expect(await page.locator("h1").count()).toBe(1);
  });

  test.each([
    { width: 320, height: 640, deviceScaleFactor: 1, label: "320 px" },
    // 200% zoom of a 1280 px window lays the page out in 640 CSS pixels.
    { width: 640, height: 400, deviceScaleFactor: 2, label: "200% zoom" },
  ])("nothing scrolls sideways at $label", async ({ width, height, deviceScaleFactor }) => {
    const { page } = await openPage(browser(), { viewport: { width, height }, deviceScaleFactor });
    await page.goto(baseURL + route);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => {
      const wide = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 1 && rect.right > innerWidth + 0.5;
      });
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth,
        wide: wide.map((el) => el.outerHTML.slice(0, 80)),
      };
    });
    expect(overflow.wide).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
  });
});

/** Starts a client-side navigation and lists the view transition's running animations. */
async function transitionAnimations(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const start = document.startViewTransition.bind(document);
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    document.startViewTransition = ((update: () => Promise<void>) => {
      const transition = start(update);
      void transition.ready.then(() => {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null;
          const duration = Number(effect?.getComputedTiming().duration ?? 0);
          if (effect?.pseudoElement?.startsWith("::view-transition") && duration > 0) {
            seen.push(
              `${effect.pseudoElement} ${(animation as CSSAnimation).animationName} ${duration}ms`,
            );
          }
        }
      });
      return transition;
    }) as typeof document.startViewTransition;
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await page.waitForURL(baseURL + "/blog");
  await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
  await page.waitForTimeout(100);
  return page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

test("prefers-reduced-motion turns the view-transition animation off", async () => {
  const moving = await openPage(browser(), { reducedMotion: "no-preference" });
  await moving.page.goto(baseURL + "/");
  await waitForHydration(moving.page);
  // Without the preference the navigation animates, so the check below means something.
  expect((await transitionAnimations(moving.page)).length).toBeGreaterThan(0);

  const still = await openPage(browser(), { reducedMotion: "reduce" });
  await still.page.goto(baseURL + "/");
  await waitForHydration(still.page);
  expect(await transitionAnimations(still.page)).toEqual([]);
});

test.each(["light", "dark"] as const)(
  "the %s theme comes from the system setting before any JavaScript runs",
  async (scheme) => {
    const { page } = await openPage(browser(), { colorScheme: scheme, javaScriptEnabled: false });
    await page.goto(baseURL + "/");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 0, g = 0, b = 0] = background.match(/\d+/g)!.map(Number);
    const lightness = (r + g + b) / 3;
    if (scheme === "dark") expect(lightness).toBeLessThan(60);
    else expect(lightness).toBeGreaterThan(200);
  },
);
