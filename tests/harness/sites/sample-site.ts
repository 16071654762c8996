// The template's sample content (tests/fixtures/sample/), the "sample"
// variant: the site the tests of the template's own behaviour run on
// (labels, counts, budgets, sub-paths), whatever a fork has in content/. The
// template's global setup builds and serves it once a run. The owner's own
// build (build/client/) has its tests in tests/owner/.
import { inject } from "vitest";
import type { PagePath } from "../../../app/lib/pages/site-pages";
import { parseSettings } from "../../../app/lib/settings/settings-schema";
import { links } from "../../fixtures/sample/content/links";
import { owner } from "../../fixtures/sample/content/owner";

/** The sample site as the global setup built and serves it: its address, project copy and client folder. */
export const sample = () => inject("sample");

/** The settings the sample site is built with: none set, so its links' defaults. */
export const sampleSettings = parseSettings({}, links);

/** Each page of the sample as the specification has it: its document title and main heading. */
export const samplePages: Record<PagePath, { title: string; h1: string }> = {
  "/": { title: owner.name, h1: owner.greeting },
  "/about-me": { title: `About Me | ${owner.name}`, h1: "Hello there!" },
  "/blog": { title: `Blog | ${owner.name}`, h1: "Blog Posts" },
  "/projects": { title: `Projects | ${owner.name}`, h1: "Projects" },
};
