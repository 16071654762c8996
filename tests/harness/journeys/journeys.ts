// The visitor's journeys, described once and walked in every engine
// (tests/template/engines.test.ts on the template's sample and personas,
// tests/owner/engines.test.ts on the owner's build). They read the page only
// through the probes, so they hold for any owner's content.
import { expect } from "vitest";
import { routes } from "../chromium";
import {
  at,
  clickRequests,
  expectNoProblems,
  follow,
  intentThenHydrated,
  navLink,
  prefetched,
  type Journey,
} from "./journey-steps";
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
        await visitor.rest();
        await visitor.run(probe.scrollThrough);
        await visitor.pointAt("footer a"); // a link to another site is no intent
        await pause(300);
        expect(await visitor.run(probe.scriptsFetched, watchPath), route).toEqual([]);
        expect(await visitor.run(probe.dataFetched), route).toEqual([]);
        expect(await visitor.run(probe.hydrated), route).toBe(false);
      }
      await expectNoProblems(visitor, site);
    },
  },
  {
    name: "pointing fetches the app; the click navigates client-side with the highlights",
    async walk(visitor, site) {
      const href = await intentThenHydrated(visitor, site, "/projects");
      await visitor.run(probe.mark);
      const seen = await follow(visitor, "/projects");
      expect(seen.marked).toBe(true);
      const notes = (await visitor.run(probe.journeyNotes)).nav.filter(
        (note) => note.href === href,
      );
      const classes = notes.map((note) => note.classes);
      expect(classes[0]).toBe("nav-link");
      const moving = notes.filter((note) => /\b(pending|transitioning)\b/.test(note.classes));
      expect(moving.length, String(classes)).toBeGreaterThan(0);
      // Pending and transitioning each look unlike a link at rest.
      for (const note of moving) expect(note.look, note.classes).not.toBe(notes[0]!.look);
      expect(classes.at(-1)).toBe("nav-link active");
      await expectNoProblems(visitor, site);
    },
  },
  {
    name: "each intent fetches its page's data and module, no other's; the click requests neither",
    async walk(visitor, site) {
      const href = await intentThenHydrated(visitor, site, "/projects");
      await prefetched(visitor, href, "projects");
      await pause(300);
      const scriptsAndData = async () =>
        (await visitor.run(probe.requested)).filter((path) => /\.(js|data)$/.test(path));
      const requested = await scriptsAndData();
      expect(requested.filter((path) => path.endsWith(".data"))).toEqual([`${href}.data`]);
      expect(requested.filter((path) => /\/assets\/(blog|about-me)-/.test(path))).toEqual([]);
      // Pointing at it again, or at the page's own link, fetches nothing more.
      await visitor.pointAt(navLink(await visitor.run(probe.navHref, "/")));
      await visitor.pointAt(navLink(href));
      await pause(300);
      expect(await scriptsAndData()).toEqual(requested);
      await visitor.run(probe.mark);
      expect(await clickRequests(visitor, () => follow(visitor, "/projects"))).toEqual([]);
      // A later intent, by the keyboard's focus this time: the Blog's data and module.
      const blog = await visitor.run(probe.navHref, "/blog");
      await visitor.run(probe.focus, navLink(blog));
      await prefetched(visitor, blog, "blog");
      await pause(300);
      const pressed = () => {
        const keyed = visitor.press("Enter");
        return keyed.then(() => until(visitor, probe.where, at(blog)));
      };
      expect(await clickRequests(visitor, pressed)).toEqual([]);
      expect((await visitor.run(probe.where)).marked).toBe(true);
      // Back on Projects, pointing at the Blog again fetches its data afresh.
      await visitor.back();
      await until(
        visitor,
        probe.where,
        (s) => at(href)(s) && s.current === href && !s.transitioning,
      );
      const before = (await visitor.run(probe.requested)).length;
      await visitor.pointAt(navLink(blog));
      await until(visitor, probe.requested, (paths) =>
        paths.slice(before).includes(`${blog}.data`),
      );
      await expectNoProblems(visitor, site);
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
      await expectNoProblems(visitor, site);
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
      expect(onHome[0]?.classes).toBe("nav-link");
      const pending = onHome.find((note) => note.classes.split(" ").includes("pending"));
      expect(pending, JSON.stringify(onHome)).toBeDefined();
      expect(pending!.look).not.toBe(onHome[0]!.look);
      // Back on the page the visitor left, it is the current one again.
      await visitor.back();
      await until(visitor, probe.where, (seen) => at(home)(seen) && seen.current === home);
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
      await expectNoProblems(visitor, site);
    },
  },
  {
    name: "an unknown path ends on the home page, in place of its history entry",
    async walk(visitor, site) {
      const home = new URL(site.url + "/").pathname;
      const projects = new URL(site.url + "/projects").pathname;
      await visitor.open(site.url + "/projects");
      await visitor.open(site.url + "/no/such/page");
      await until(visitor, probe.where, at(home));
      await visitor.back();
      await until(visitor, probe.where, at(projects));
      // On the client too: the router's own navigation to an unknown path.
      await intentThenHydrated(visitor, site, "/blog");
      await follow(visitor, "/blog");
      await visitor.run(probe.mark);
      await visitor.run(probe.navigateTo, "/nowhere"); // under the router's base path
      expect((await until(visitor, probe.where, at(home))).marked).toBe(true);
      await visitor.back(); // the Blog: the unknown path left no entry of its own
      await until(visitor, probe.where, at(await visitor.run(probe.navHref, "/blog")));
      await expectNoProblems(visitor, site);
    },
  },
];
