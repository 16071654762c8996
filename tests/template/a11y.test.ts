import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { browserForFile, openPage, routes, waitForHydration } from "../harness/chromium";
import { reachableCount, tabThrough } from "../harness/checks/keyboard";

const baseURL = inject("sample").url;
const browser = browserForFile();

describe.each(routes)("%s", (route) => {
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
});

/**
 * Follows the Blog link on the client and says how many view transitions
 * the navigation started and which of their animations ran.
 */
async function transitionsOfANavigation(page: Page) {
  await page.evaluate(() => {
    const start = document.startViewTransition.bind(document);
    const seen = { started: 0, animations: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    document.startViewTransition = ((update: () => Promise<void>) => {
      seen.started++;
      const transition = start(update);
      void transition.ready.then(() => {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null;
          const duration = Number(effect?.getComputedTiming().duration ?? 0);
          if (effect?.pseudoElement?.startsWith("::view-transition") && duration > 0) {
            seen.animations.push(
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
  return page.evaluate(
    () => (window as unknown as { seen: { started: number; animations: string[] } }).seen,
  );
}

test("with reduced motion a navigation starts no view transition; without, it does and animates", async () => {
  const moving = await openPage(browser(), { reducedMotion: "no-preference" });
  await moving.page.goto(baseURL + "/");
  await waitForHydration(moving.page);
  const animated = await transitionsOfANavigation(moving.page);
  // Without the preference the navigation animates, so the check below means something.
  expect(animated.started).toBe(1);
  expect(animated.animations.length).toBeGreaterThan(0);

  const still = await openPage(browser(), { reducedMotion: "reduce" });
  await still.page.goto(baseURL + "/");
  await waitForHydration(still.page);
  expect(await transitionsOfANavigation(still.page)).toEqual({ started: 0, animations: [] });
  expect([...moving.problems, ...still.problems]).toEqual([]);
});

test("the skip link comes first and moves the keyboard's focus to the content", async () => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + "/blog");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("content");
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
