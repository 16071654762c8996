import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "../harness/checks/axe";
import { browserForFile, openPage, routes } from "../harness/chromium";
import { overflowing } from "../harness/checks/overflow";
import { violations, watchedPage } from "../harness/checks/policy-watch";

// Your site in Chromium, with your content: accessible in both themes, no
// sideways scrolling on a small phone, and no error or policy violation.

const liveURL = inject("liveURL");
const browser = browserForFile();

describe.each(routes)("%s", (route) => {
  test.each(["light", "dark"] as const)(
    "axe finds no violation in the %s scheme",
    async (colorScheme) => {
      const { page } = await openPage(browser(), { colorScheme, bypassCSP: true });
      await page.goto(liveURL + route);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test("nothing scrolls sideways at 320 px", async () => {
    const { page } = await openPage(browser(), { viewport: { width: 320, height: 640 } });
    await page.goto(liveURL + route);
    await page.waitForLoadState("networkidle");
    expect(await overflowing(page)).toEqual([]);
  });

  test("loads with no error and no policy violation", async () => {
    const { page, problems } = await watchedPage(browser());
    await page.goto(liveURL + route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });
});
