import { readFileSync } from "node:fs";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, test } from "vitest";
import { gzipSize, pageFile, routes } from "../harness/html/build-output";
import { backlogBudgets } from "../harness/budgets";
import { servedSite } from "../harness/sites/variants";
import { axeViolations } from "../harness/checks/axe";
import { browserForFile, openPage } from "../harness/chromium";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import {
  expectNoProblems,
  follow,
  intentThenHydrated,
  type Journey,
} from "../harness/journeys/journey-steps";
import * as probe from "../harness/journeys/page-probes";
import { until } from "../harness/journeys/until";
import { watchPath } from "../harness/journeys/watch-path";

// The bench's 150 projects as `npm run import` records them (stars, forks, the
// month updated, a few archived, one pinned), on the sample owner's site:
// the cards' signal, the filter by technology on /projects and its budget.

const backlogSite = servedSite("projects-backlog");

const page = (route: string) => readFileSync(pageFile(backlogSite().client, route), "utf8");

describe("150 imported projects", () => {
  test(`/projects is at most ${backlogBudgets.html["/projects"]! / 1000} KB gzipped, filter and signal included`, () => {
    const html = page("/projects");
    expect(html).toContain('href="#tech-kafka"');
    expect(gzipSize(html)).toBeLessThanOrEqual(backlogBudgets.html["/projects"]!);
  });

  test("the filter is on /projects only", () => {
    for (const route of routes.filter((r) => r !== "/projects")) {
      expect(page(route), route).not.toMatch(/tech-shown|href="#tech-/);
    }
  });

  test("its pages are valid HTML", async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const route of ["/", "/projects"]) {
      const report = await validator.validateString(page(route), route);
      expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
    }
  });

  test("a pinned project leads Home's projects", () => {
    const titles = [...page("/").matchAll(/<h3><a [^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(titles.slice(0, 2)).toEqual(["project-40", "project-0"]);
  });
});

describe("accessible", () => {
  const browser = browserForFile();
  test.each(["light", "dark"] as const)(
    "axe finds no violation in /projects, all and filtered, in the %s scheme",
    async (scheme) => {
      // The site's policy refuses injected inline scripts, axe included.
      const { page: tab } = await openPage(browser(), { colorScheme: scheme, bypassCSP: true });
      for (const hash of ["", "#tech-kafka"]) {
        await tab.goto(`${backlogSite().url}/projects${hash}`);
        expect(await axeViolations(tab), hash || "all").toEqual([]);
      }
    },
  );
});

/** What /projects shows: the cards laid out, the line of the chosen technology, the marked link. */
function shown() {
  const laidOut = (element: Element) => element.getClientRects().length > 0;
  const cards = [...document.querySelectorAll("main article")].filter(laidOut);
  const links = [...document.querySelectorAll('main nav a[href^="#"]')];
  return {
    hash: location.hash,
    cards: cards.length,
    tech: cards.map((card) => [...card.querySelectorAll("li")].map((li) => li.textContent)),
    line: [...document.querySelectorAll("main p[id]")].filter(laidOut).map((p) => p.textContent),
    marked: links
      .filter((a) => getComputedStyle(a).backgroundColor !== "rgba(0, 0, 0, 0)")
      .map((a) => a.textContent),
  };
}

/** The href of the filter's link whose text is `name`. */
function linkNamed(name: string): string {
  const links = [...document.querySelectorAll("main nav a")];
  return links.find((a) => a.textContent === name)!.getAttribute("href")!;
}

/** A card's stars and forks as shown, and as a screen reader reads them. */
function signalOf(title: string) {
  const card = [...document.querySelectorAll("main article")].find(
    (article) => article.querySelector("h2")?.textContent === title,
  )!;
  const signal = card.querySelector("p:last-child")!;
  const hidden = [...signal.querySelectorAll("[aria-hidden=true]")].map((e) => e.textContent);
  const spoken = [...signal.querySelectorAll("span:not([aria-hidden]) > span:not([aria-hidden])")];
  return {
    seen: hidden,
    heard: spoken.map((e) => e.textContent),
    updated: signal.querySelector("time")?.textContent,
    invisible: spoken.every((e) => e.getBoundingClientRect().width <= 1),
  };
}

const only = (name: string) => (seen: ReturnType<typeof shown>) =>
  seen.cards > 0 && seen.tech.every((tech) => tech.includes(name));

const journeys: Journey[] = [
  {
    name: "a technology's link shows only its projects, says so, and All shows every one again",
    async walk(visitor, site) {
      await visitor.open(`${site.url}/projects`);
      expect(await visitor.run(shown)).toMatchObject({ cards: 150, line: [], marked: ["All"] });
      const kafka = await visitor.run(linkNamed, "Kafka");
      await visitor.click(`a[href="${kafka}"]`);
      const seen = await until(visitor, shown, only("Kafka"));
      expect(seen).toMatchObject({ hash: kafka, cards: 22, marked: ["Kafka"] });
      expect(seen.line).toEqual(["22 projects built with Kafka"]);
      // Nothing ran: choosing is no intent to navigate.
      expect(await visitor.run(probe.scriptsFetched, watchPath)).toEqual([]);
      await visitor.click(`a[href="${await visitor.run(linkNamed, "All")}"]`);
      const all = await until(visitor, shown, (s) => s.cards === 150);
      expect(all).toMatchObject({ line: [], marked: ["All"] });
      await expectNoProblems(visitor);
    },
  },
  {
    name: "a shared address opens filtered, with JavaScript off",
    options: { javaScript: false },
    async walk(visitor, site) {
      await visitor.open(`${site.url}/projects#tech-rust`);
      const seen = await until(visitor, shown, only("Rust"));
      expect(seen).toMatchObject({ cards: 25, marked: ["Rust"] });
    },
  },
  {
    name: "the keyboard chooses a technology, after the page has come alive",
    async walk(visitor, site) {
      await visitor.open(`${site.url}/projects`);
      const go = await visitor.run(linkNamed, "Go");
      for (let tabs = 0; tabs < 20 && (await visitor.run(probe.focusedHref)) !== go; tabs++)
        await visitor.press("Tab");
      expect(await visitor.run(probe.focusedHref)).toBe(go);
      await visitor.press("Enter");
      expect(await until(visitor, shown, only("Go"))).toMatchObject({ hash: go, cards: 25 });
      // The line of the chosen technology has the focus: Tab goes on to the links, from All.
      expect(await visitor.run(() => document.activeElement?.id)).toBe(go.slice(1));
      await visitor.press("Tab");
      expect(await visitor.run(probe.focusedHref)).toBe("#tech-all");
      await expectNoProblems(visitor);
    },
  },
  {
    name: "after a client-side navigation to /projects the filter works the same",
    async walk(visitor, site) {
      await intentThenHydrated(visitor, site, "/projects");
      await visitor.run(probe.mark);
      expect((await follow(visitor, "/projects")).marked).toBe(true);
      const python = await visitor.run(linkNamed, "Python");
      await visitor.click(`a[href="${python}"]`);
      expect(await until(visitor, shown, only("Python"))).toMatchObject({
        cards: 25,
        marked: ["Python"],
      });
      await expectNoProblems(visitor); // its styles are allowed by the page's policy
    },
  },
  {
    name: "a card shows stars and forks compactly and says them in full",
    async walk(visitor, site) {
      await visitor.open(`${site.url}/projects`);
      // project-3: 23757 stars, recorded as 24000; 314187 % 1500 = 687 forks.
      expect(await visitor.run(signalOf, "project-3")).toEqual({
        seen: ["24K", "687"],
        heard: ["24,000 stars", "687 forks"],
        updated: "Updated October 2025",
        invisible: true,
      });
    },
  },
];

describe("in a browser", () => {
  inEveryEngine(() => backlogSite().url, journeys);
});
