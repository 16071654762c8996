import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { projectSignalCss, projectSignalMarker } from "./project-signal-css.ts";

const project = { url: "https://github.com/a/b", title: "b", description: "B.", tech: ["Go"] };

test("a site whose projects have no signal gets none of its styles", () => {
  expect(projectSignalCss([])).toBe("");
  expect(projectSignalCss([project, { ...project, date: "2025-01-02" }])).toBe("");
  expect(projectSignalCss([{ ...project, stars: 0, forks: 0, featured: true }])).toBe("");
});

test.each([{ stars: 3 }, { forks: 1 }, { updated: "2025-03" }, { archived: true }])(
  "a project with %j brings them",
  (signal) => {
    expect(projectSignalCss([project, { ...project, ...signal }])).toContain(".project-signal {");
  },
);

test("app/app.css has the line they replace", () => {
  expect(readFileSync("app/app.css", "utf8")).toContain(projectSignalMarker);
});
