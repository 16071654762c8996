// The visitor's journeys, described once and walked in every engine
// (tests/e2e/engines.test.ts on the template's sample and the Arabic persona,
// tests/e2e/your-site/engines.test.ts on the owner's build). They read the
// page only through the probes, so they hold for any owner's content.
import { expect } from "vitest";
import { routes } from "../chromium";
import { at, expectNoProblems, follow, intentThenHydrated, type Journey } from "./journey-steps";
import * as probe from "./page-probes";
import { pause, until } from "./until";
import { watchPath } from "./watch-path";

export const journeys: Journey[] = [
  {
    name: "reading and scrolling fetch no script",
    async walk(visitor, site) {
      for (const route of routes) {
        await visitor.open(site.url + route);
        await visitor.pointAt("h1");
        await visitor.run(probe.scrollThrough);
        await visitor.pointAt("footer a"); // a link to another site is no intent
        await pause(300);
        expect(await visitor.run(probe.scriptsFetched, watchPath), route).toEqual([]);
        expect(await visitor.run(probe.hydrated), route).toBe(false);
      }
      await expectNoProblems(visitor);
    },
  },
  {
    name: "pointing fetches the app; the click navigates client-side with the highlights",
    async walk(visitor, site) {
      const href = await intentThenHydrated(visitor, site, "/projects");
      await visitor.run(probe.mark);
      const seen = await follow(visitor, "/projects");
      expect(seen.marked).toBe(true);
      const classes = (await visitor.run(probe.journeyNotes)).nav
        .filter((note) => note.href === href)
        .map((note) => note.classes);
      expect(classes[0]).toBe("nav-link");
      expect(
        classes.some((c) => /\b(pending|transitioning)\b/.test(c)),
        String(classes),
      ).toBe(true);
      expect(classes.at(-1)).toBe("nav-link active");
      await expectNoProblems(visitor);
    },
  },
  {
    name: "resting on a nav link fetches its page's data and module; the click requests neither",
    async walk(visitor, site) {
      const href = await intentThenHydrated(visitor, site, "/projects");
      const module = /\/assets\/projects-[\w-]+\.js$/;
      await until(
        visitor,
        probe.requested,
        (paths) => paths.includes(`${href}.data`) && paths.some((path) => module.test(path)),
      );
      await pause(300);
      await visitor.run(probe.mark);
      const before = (await visitor.run(probe.requested)).length;
      expect((await follow(visitor, "/projects")).marked).toBe(true); // on the client
      const after = (await visitor.run(probe.requested)).slice(before);
      expect(after.filter((path) => /\.(js|data)$/.test(path))).toEqual([]);
      await expectNoProblems(visitor);
    },
  },
  {
    name: "keyboard focus on a link of the site fetches the app, the skip link does not",
    async walk(visitor, site) {
      await visitor.open(site.url + "/blog");
      await visitor.press("Tab");
      expect(await visitor.run(probe.focusedHref)).toBe("#content");
      await pause(300);
      expect(await visitor.run(probe.scriptsFetched, watchPath)).toEqual([]);
      await visitor.press("Tab"); // the site's name, a link home
      await until(visitor, probe.hydrated, Boolean);
      await visitor.run(probe.mark);
      await visitor.press("Enter");
      const home = await visitor.run(probe.navHref, "/");
      expect((await until(visitor, probe.where, at(home))).marked).toBe(true);
      await expectNoProblems(visitor);
    },
  },
  {
    name: "a click before the app arrives still reaches its page, pending meanwhile",
    async walk(visitor, site) {
      await visitor.open(site.slowScriptsUrl + "/");
      await visitor.run(probe.mark);
      const seen = await follow(visitor, "/blog");
      expect(seen.marked).toBe(false); // a page load: the app never arrived
      const href = await visitor.run(probe.navHref, "/blog");
      const home = await visitor.run(probe.navHref, "/");
      const onHome = (await visitor.run(probe.journeyNotes)).nav.filter(
        (note) => note.page === home && note.href === href,
      );
      expect(
        onHome.some((note) => note.classes.includes("pending")),
        JSON.stringify(onHome),
      ).toBe(true);
    },
  },
  {
    name: "Back and Forward follow client-side navigations in one document",
    async walk(visitor, site) {
      await intentThenHydrated(visitor, site, "/projects");
      await visitor.run(probe.mark);
      const [home, projects] = [
        await visitor.run(probe.navHref, "/"),
        await visitor.run(probe.navHref, "/projects"),
      ];
      await follow(visitor, "/projects");
      await follow(visitor, "/blog");
      for (const [go, href] of [
        [() => visitor.back(), projects],
        [() => visitor.back(), home],
        [() => visitor.forward(), projects],
      ] as const) {
        await go();
        const seen = await until(
          visitor,
          probe.where,
          (s) => at(href)(s) && s.current === href && !s.transitioning,
        );
        expect(seen.marked).toBe(true);
      }
      await expectNoProblems(visitor);
    },
  },
  {
    name: "an unknown path ends on the home page",
    async walk(visitor, site) {
      await visitor.open(site.url + "/no/such/page");
      await until(visitor, probe.where, at(new URL(site.url + "/").pathname));
    },
  },
];
