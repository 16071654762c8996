import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { neutrals } from "../../app/lib/theme/neutrals.ts";
import { servedSite } from "../harness/sites/variants";
import { axeViolations } from "../harness/checks/axe";
import {
  browserForFile,
  marker,
  markDocument,
  openPage,
  routes,
  waitForHydration,
  walkMainNav,
  violations,
} from "../harness/chromium";

// The sample site with the theme switch on (content/theme.ts `switch: true`),
// built in a project copy of its own.
const switchOn = servedSite("theme-switch");
let base: string;
const browser = browserForFile();
const withBackForwardCache = browserForFile({ backForwardCache: true });

beforeAll(() => void (base = switchOn().url));

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
const page = { light: rgb(neutrals.light.page), dark: rgb(neutrals.dark.page) };

const switchButton = (tab: Page) => tab.getByRole("button", { name: /^Theme: / });
const background = (tab: Page) =>
  tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The colour browsers take for their chrome: the first theme-color tag whose media applies. */
const themeColour = (tab: Page) =>
  tab.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>("meta[name=theme-color]")].find(
        (tag) => !tag.media || matchMedia(tag.media).matches,
      )?.content,
  );
const scripts = (requests: string[]) => requests.filter((url) => url.endsWith(".js"));

test("JavaScript off: no button, and the system's theme", async () => {
  const { page: tab } = await openPage(browser(), {
    javaScriptEnabled: false,
    colorScheme: "dark",
  });
  await tab.goto(base + "/");
  expect(await tab.getByRole("button").count()).toBe(0);
  expect(await background(tab)).toBe(page.dark);
});

test("the button goes from system to light to dark and back, before the app is fetched, and the colours and theme-color follow", async () => {
  const { page: tab, problems, requests } = await openPage(browser());
  await tab.emulateMedia({ colorScheme: "dark" });
  await tab.goto(base + "/");
  await expect.poll(() => switchButton(tab).isVisible()).toBe(true);
  const steps = [
    ["Theme: system", page.dark, neutrals.dark.page],
    ["Theme: light", page.light, neutrals.light.page],
    ["Theme: dark", page.dark, neutrals.dark.page],
    ["Theme: system", page.dark, neutrals.dark.page],
  ] as const;
  for (const [i, [name, colour, meta]] of steps.entries()) {
    if (i > 0) await switchButton(tab).click();
    await expect(tab.getByRole("button", { name, exact: true }).count()).resolves.toBe(1);
    expect(await background(tab)).toBe(colour);
    expect(await themeColour(tab)).toBe(meta);
    // No colour fades from the old theme to the new one.
    expect(await tab.evaluate(() => document.getAnimations().length)).toBe(0);
  }
  expect(scripts(requests)).toEqual([]);
  expect(await violations(tab)).toEqual([]);
  expect(problems).toEqual([]);
});

test("the keyboard works it: Enter and Space, with no fade", async () => {
  const { page: tab } = await openPage(browser(), { colorScheme: "dark" });
  await tab.goto(base + "/");
  await switchButton(tab).focus();
  await tab.keyboard.press("Enter");
  expect(await tab.getByRole("button", { name: "Theme: light" }).count()).toBe(1);
  // From the dark system to light, with the pointer elsewhere: no colour fades either.
  expect(await tab.evaluate(() => document.getAnimations().length)).toBe(0);
  await tab.keyboard.press("Space");
  expect(await tab.getByRole("button", { name: "Theme: dark" }).count()).toBe(1);
});

test("the choice survives a reload, client-side navigations and Back and Forward, with no hydration warning", async () => {
  const { page: tab, problems } = await openPage(browser());
  await tab.emulateMedia({ colorScheme: "light" });
  await tab.goto(base + "/");
  await switchButton(tab).click();
  await switchButton(tab).click(); // dark
  await tab.reload();
  expect(await background(tab)).toBe(page.dark);
  await waitForHydration(tab);
  await walkMainNav(tab, base, ["Projects", "Blog"], async () => {
    expect(await background(tab)).toBe(page.dark);
    expect(await themeColour(tab)).toBe(neutrals.dark.page);
  });
  await switchButton(tab).click(); // system, after hydration: still the script's
  expect(await background(tab)).toBe(page.light);
  await tab.goBack();
  await tab.waitForURL(base + "/projects");
  await tab.waitForLoadState("networkidle");
  await tab.goForward();
  await tab.waitForURL(base + "/blog");
  await tab.waitForLoadState("networkidle");
  expect(await tab.getByRole("button", { name: "Theme: system" }).count()).toBe(1);
  expect(await background(tab)).toBe(page.light);
  expect(await marker(tab)).toBe(42);
  expect(await violations(tab)).toEqual([]);
  // React Router may abandon a page's data fetch that Back and Forward made
  // moot; any console message (a hydration warning) or error counts.
  expect(problems.filter((p) => !/\.data net::ERR_ABORTED$/.test(p))).toEqual([]);
});

test("a page restored from the back/forward cache takes the choice made since", async () => {
  const { page: tab } = await openPage(withBackForwardCache());
  await tab.emulateMedia({ colorScheme: "light" });
  await tab.goto(base + "/");
  await tab.waitForLoadState("networkidle");
  await markDocument(tab);
  // A click before intent is a page load: the home page goes into the cache.
  await tab.getByRole("link", { name: "Blog", exact: true }).dispatchEvent("click");
  await tab.waitForURL(base + "/blog");
  await switchButton(tab).click();
  await switchButton(tab).click(); // dark
  // A page restored from the cache fires no load event.
  await tab.goBack({ waitUntil: "commit" });
  await tab.waitForURL(base + "/", { waitUntil: "commit" });
  expect(await marker(tab)).toBe(42); // the same document, from the cache
  await expect.poll(() => background(tab)).toBe(page.dark);
  expect(await themeColour(tab)).toBe(neutrals.dark.page);
});

test("a choice made in another tab applies at once; a system change applies only to system", async () => {
  const { page: first } = await openPage(browser(), { colorScheme: "light" });
  const second = await first.context().newPage();
  await first.goto(base + "/");
  await second.goto(base + "/about-me");
  await switchButton(first).click(); // light
  await switchButton(first).click(); // dark
  await expect.poll(() => background(second)).toBe(page.dark);
  await switchButton(second).click(); // system
  await expect.poll(() => background(first)).toBe(page.light);
  await first.emulateMedia({ colorScheme: "dark" });
  expect(await background(first)).toBe(page.dark);
  await switchButton(first).click(); // light
  await first.emulateMedia({ colorScheme: "dark" });
  expect(await background(first)).toBe(page.light);
});

describe("the first painted frame already has the chosen theme", () => {
  // Each frame's colours, recorded from the first one on by a callback that
  // runs before the page's own scripts, inline ones included.
  const recordFrames = (tab: Page) =>
    tab.addInitScript(() => {
      const frames: string[] = [];
      (window as { paintedFrames?: string[] }).paintedFrames = frames;
      const record = () => {
        const root = getComputedStyle(document.documentElement).colorScheme;
        const body = document.body && getComputedStyle(document.body).backgroundColor;
        frames.push(`${root} ${body}`);
        if (frames.length < 3) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });

  test.each([
    ["dark", "light", page.dark],
    ["light", "dark", page.light],
  ] as const)("%s chosen, the system %s", async (choice, system, colour) => {
    const { page: tab } = await openPage(browser(), { colorScheme: system });
    await tab.goto(base + "/projects");
    await tab.evaluate((theme) => localStorage.setItem("theme", theme), choice);
    await recordFrames(tab);
    await tab.goto(base + "/");
    await tab.waitForLoadState("load");
    const frames = await tab.evaluate(() => (window as { paintedFrames?: string[] }).paintedFrames);
    expect(frames?.[0]).toBe(`${choice} ${colour}`);
    // And the pixels: the page's corner, where nothing but the background is.
    const shot = await tab.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
    const pixel = await sharp(shot).removeAlpha().raw().toBuffer();
    expect(`rgb(${[...pixel].join(", ")})`).toBe(colour);
  });
});

describe.each(["system", "light", "dark"] as const)("chosen: %s", (choice) => {
  test.each(routes)("axe finds no violation on %s", async (route) => {
    const { page: tab } = await openPage(browser(), { colorScheme: "dark", bypassCSP: true });
    await tab.goto(base + "/");
    await tab.evaluate((theme) => localStorage.setItem("theme", theme), choice);
    await tab.goto(base + route);
    expect(await tab.getByRole("button", { name: /^Theme: / }).isVisible()).toBe(true);
    await waitForHydration(tab);
    expect(await axeViolations(tab)).toEqual([]);
  });
});
