// What a visitor sees, in every engine: the pages with JavaScript off, both
// colour schemes, a small phone, and right to left (journeys.ts has the rest).
import { expect } from "vitest";
import { routes } from "../chromium";
import { findOverflowing } from "../checks/overflow";
import type { Journey } from "./journey-steps";
import * as probe from "./page-probes";
import { until } from "./until";

export const lookJourneys: Journey[] = [
  {
    name: "with JavaScript off every page shows itself and its links lead on",
    options: { javaScript: false },
    async walk(visitor, site) {
      for (const route of routes) {
        await visitor.open(site.url + route);
        const seen = await visitor.run(probe.where);
        expect(seen.heading, route).not.toBe("");
        expect(new URL(site.url + route).pathname.startsWith(seen.path), route).toBe(true);
        expect(await visitor.run(probe.hydrated)).toBe(false);
      }
      const projects = await visitor.run(probe.navHref, "/projects");
      await visitor.click(`header nav a[href="${projects}"]`);
      await until(visitor, probe.where, (s) => s.path === projects && s.current === projects);
    },
  },
  ...(["light", "dark"] as const).map((scheme): Journey => ({
    name: `the ${scheme} scheme follows the system's`,
    options: { scheme },
    async walk(visitor, site) {
      for (const route of routes) {
        await visitor.open(site.url + route);
        const { dark, lightness } = await visitor.run(probe.colours);
        expect(dark, route).toBe(scheme === "dark");
        if (scheme === "dark") expect(lightness, route).toBeLessThan(0.3);
        else expect(lightness, route).toBeGreaterThan(0.8);
      }
    },
  })),
];

/** On a small phone, in every engine. */
export const narrowPhone: Journey = {
  name: "nothing scrolls sideways at 320 px",
  options: { width: 320, height: 640 },
  async walk(visitor, site) {
    for (const route of routes) {
      await visitor.open(site.url + route);
      expect(await visitor.run(() => innerWidth)).toBe(320);
      expect(await visitor.run(findOverflowing), route).toEqual([]);
    }
  },
};

/** For a right-to-left site: the layout mirrors, the navigation starts on the right. */
export const rightToLeft: Journey = {
  name: "a right-to-left site mirrors: the navigation starts on the right",
  async walk(visitor, site) {
    for (const route of routes) {
      await visitor.open(site.url + route);
      const { dir, first, last } = await visitor.run(probe.navLayout);
      expect(dir).toBe("rtl");
      expect(first, route).toBeGreaterThan(last);
      // Every card's title lines up with the page's start, the right, whatever its own direction.
      for (const gap of await visitor.run(probe.headingGaps)) {
        expect(gap.right, `${route}: ${gap.text}`).toBeLessThanOrEqual(gap.left + 1);
      }
    }
  },
};

/** For a Japanese site: where the greeting wraps, it wraps between phrases, never inside `name`. */
export const phrasesKept = (name: string): Journey => ({
  name: "a Japanese greeting wraps between phrases, never inside the name",
  async walk(visitor, site) {
    {
      await visitor.open(site.url + "/");
      // Room for seven and a half characters: breaking anywhere would end
      // the first line inside the name ("こんにちは、佐").
      await visitor.run(() => {
        const h1 = document.querySelector("h1")!;
        const range = document.createRange();
        range.setStart(h1.firstChild!, 0);
        range.setEnd(h1.firstChild!, 1);
        h1.style.width = `${range.getBoundingClientRect().width * 7.5}px`;
      });
      expect(await visitor.run(probe.lineTopsOf, name)).toHaveLength(1);
      const all = await visitor.run(() => document.querySelector("h1")!.textContent ?? "");
      expect((await visitor.run(probe.lineTopsOf, all.trim())).length).toBeGreaterThan(1);
    }
  },
});

/** For a script that stacks marks above and below (Thai): two lines of a heading never touch. */
export const marksApart: Journey = {
  name: "a heading that wraps keeps its lines' marks apart",
  async walk(visitor, site) {
    await visitor.open(site.url + "/");
    const { lines, pitch, ink } = await visitor.run(probe.headingLinesAndInk);
    expect(lines).toBeGreaterThan(1);
    expect(pitch).toBeGreaterThanOrEqual(ink);
  },
};
