import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "../harness/checks/axe";
import { overflowing } from "../harness/checks/overflow";
import { browserForFile, openPage, waitForHydration } from "../harness/chromium";
import { yourLanguages } from "./your-content";

// Your site in Chromium, with your content, every page of the page table in
// every language, the archive, the tags and your busiest tag's page where you
// have them, and a few of your posts, which together hold every kind of
// element your posts use (walked-posts.ts): accessible in both themes, and nothing
// scrolling sideways at 200% zoom. Every engine's journeys
// (engines.test.ts) add a small phone, JavaScript off, and no error or
// policy violation on any page.

const liveURL = inject("liveURL");
const browser = browserForFile();

describe.each(yourLanguages.flatMap(({ folder, walked }) => walked.map((route) => folder + route)))(
  "%s",
  (route) => {
    test.each(["light", "dark"] as const)(
      "axe finds no violation in the %s scheme",
      async (colorScheme) => {
        // The site's policy refuses injected inline scripts, axe included.
        const { page } = await openPage(browser(), { colorScheme, bypassCSP: true });
        await page.goto(liveURL + route);
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      },
    );

    test("nothing scrolls sideways at 200% zoom", async () => {
      // 200% zoom of a 1280 px window lays the page out in 640 CSS pixels.
      const { page } = await openPage(browser(), {
        viewport: { width: 640, height: 400 },
        deviceScaleFactor: 2,
      });
      await page.goto(liveURL + route);
      await page.waitForLoadState("networkidle");
      expect(await overflowing(page)).toEqual([]);
      await page.context().close();
    });
  },
);
