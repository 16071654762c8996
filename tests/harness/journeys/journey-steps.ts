// The steps journeys are made of (journeys.ts, journeys-look.ts), in any engine.
import { expect } from "vitest";
import type { Visitor, VisitOptions } from "../browsers/visitor";
import * as probe from "./page-probes";
import { until } from "./until";
import { watchPath } from "./watch-path";

/**
 * A site as the journeys see it: its address, and the same site with slow
 * scripts; `otherHostsFail`: the test makes every other host fail
 * (analytics-faults.test.ts), so a failed load of one is no problem of the site's.
 */
export type JourneySite = { url: string; slowScriptsUrl: string; otherHostsFail?: boolean };

export type Journey = {
  name: string;
  options?: VisitOptions;
  walk: (visitor: Visitor, site: JourneySite) => Promise<void>;
};

export const navLink = (href: string) => `header nav a[href="${href}"]`;
/** Whether the page is at `path` (a folder's home with its slash or without, as hosts serve it). */
export const at = (path: string) => (seen: ReturnType<typeof probe.where>) =>
  seen.path.replace(/(.)\/$/, "$1") === path.replace(/(.)\/$/, "$1") && seen.heading !== "";

/** The watcher saw no error and no policy violation in any page of the visit. */
export async function expectNoProblems(visitor: Visitor, site?: JourneySite) {
  const otherHost = /^failed to load: https?:\/\/(?!127\.0\.0\.1[:/])/;
  const { problems } = await visitor.run(probe.journeyNotes);
  expect(problems.filter((p) => !(site?.otherHostsFail && otherHost.test(p)))).toEqual([]);
}

export async function intentThenHydrated(visitor: Visitor, site: JourneySite, target: string) {
  await visitor.open(site.url + "/");
  const href = await visitor.run(probe.navHref, target);
  expect(await visitor.run(probe.scriptsFetched, watchPath)).toEqual([]);
  await visitor.pointAt(navLink(href));
  await until(visitor, probe.hydrated, Boolean);
  return href;
}

/** Clicks the nav link to `target` and waits for its page; returns what the page shows. */
export async function follow(visitor: Visitor, target: string) {
  const href = await visitor.run(probe.navHref, target);
  await visitor.click(navLink(href));
  return until(
    visitor,
    probe.where,
    (seen) => at(href)(seen) && seen.current === href && !seen.transitioning,
  );
}

/** Waits until `href`'s data and its page's own module (`/assets/<name>-*.js`) were requested. */
export async function prefetched(visitor: Visitor, href: string, name: string) {
  const module = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await until(
    visitor,
    probe.requested,
    (paths) => paths.includes(`${href}.data`) && paths.some((path) => module.test(path)),
  );
}

/** The scripts and data requested while `act` ran (a click, a key), images and styles aside. */
export async function clickRequests(visitor: Visitor, act: () => Promise<unknown>) {
  const before = (await visitor.run(probe.requested)).length;
  await act();
  const after = (await visitor.run(probe.requested)).slice(before);
  return after.filter((path) => /\.(js|data)$/.test(path));
}
