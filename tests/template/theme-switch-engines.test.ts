import { describe, expect } from "vitest";
import { neutrals } from "../../app/lib/theme/neutrals.ts";
import type { Visitor } from "../harness/browsers/visitor";
import { servedSite } from "../harness/sites/variants";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { expectNoProblems, follow, type Journey } from "../harness/journeys/journey-steps";
import * as probe from "../harness/journeys/page-probes";
import { until } from "../harness/journeys/until";

// The theme switch in Chromium, Firefox and WebKit, on the sample site built
// with it on: the choice made in each engine survives a reload and a
// client-side navigation, and the first frame of the reloaded page is
// already in it (recorded by the journeys' watch script, which runs before
// the page's own scripts).
const switchOn = servedSite("theme-switch");

/** The switch as a visitor finds it: shown, and the name it has now (the one label shown). */
function themeSwitch() {
  const button = document.querySelector<HTMLElement>("header button");
  const name = [...(button?.querySelectorAll("span span") ?? [])].find(
    (span) => getComputedStyle(span).display !== "none",
  );
  return {
    shown: button !== null && getComputedStyle(button).display !== "none",
    name: name?.textContent ?? "",
    colour: getComputedStyle(document.documentElement).getPropertyValue("--color-page").trim(),
    theme: document.documentElement.dataset.theme ?? "",
  };
}

function firstFrames() {
  return JSON.parse(sessionStorage.getItem("journey-first-frames") ?? "[]") as {
    page: string;
    scheme: string;
    colour: string;
  }[];
}

async function expectTheme(visitor: Visitor, choice: "light" | "dark", where: string) {
  const seen = await until(visitor, themeSwitch, (s) => s.shown && s.theme === choice);
  expect(seen, where).toEqual({
    shown: true,
    name: `Theme: ${choice}`,
    colour: neutrals[choice].page,
    theme: choice,
  });
}

const chosen = (choice: "light" | "dark", clicks: number, system: "light" | "dark"): Journey => ({
  name: `${choice} chosen (the system ${system}) survives a reload and a client-side navigation, from the first frame`,
  options: { scheme: system },
  async walk(visitor, site) {
    await visitor.open(site.url + "/");
    expect(await until(visitor, themeSwitch, (s) => s.shown)).toMatchObject({
      name: "Theme: system",
      colour: neutrals[system].page,
    });
    for (let i = 0; i < clicks; i++) await visitor.click("header button");
    await expectTheme(visitor, choice, "after the clicks");

    await visitor.open(site.url + "/blog");
    await expectTheme(visitor, choice, "after a page load");
    const frames = (await visitor.run(firstFrames)).filter((f) => f.page === "/blog");
    expect(frames).toEqual([{ page: "/blog", scheme: choice, colour: neutrals[choice].page }]);

    const href = await visitor.run(probe.navHref, "/projects");
    await visitor.pointAt(`header nav a[href="${href}"]`);
    await until(visitor, probe.hydrated, Boolean);
    await visitor.run(probe.mark);
    expect((await follow(visitor, "/projects")).marked).toBe(true);
    await expectTheme(visitor, choice, "after a client-side navigation");
    await expectNoProblems(visitor);
  },
});

describe("the sample site with the theme switch", () => {
  inEveryEngine(() => switchOn().url, [chosen("light", 1, "dark"), chosen("dark", 2, "light")]);
});
