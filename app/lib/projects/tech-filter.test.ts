import { expect, test } from "vitest";
import { en } from "../i18n/dictionaries/en.ts";
import { techFilter, techSlug } from "./tech-filter.ts";

const project = (name: string, tech: string[]) => ({
  url: `https://github.com/a/${name}`,
  title: name,
  description: "It.",
  tech,
});

test("no chooser when no technology would narrow the list", () => {
  expect(techFilter([], "en", en)).toBeUndefined();
  expect(techFilter([project("a", ["Go", "CLI"])], "en", en)).toBeUndefined();
  // Used by one project each, or by every project: choosing it would change nothing.
  const all = [project("a", ["Go", "Rust"]), project("b", ["go", "Zig"])];
  expect(techFilter(all, "en", en)).toBeUndefined();
});

test("technologies two or more projects use and some do not, most used first", () => {
  const byTech = techFilter(
    [
      project("a", ["Go", "CLI"]),
      project("b", ["go", "Raft"]),
      project("c", ["TypeScript", "CLI"]),
      project("d", ["Go"]),
      project("e", ["Node.js"]),
    ],
    "en",
    en,
  )!;
  expect(byTech.choices).toEqual([
    { name: "Go", id: "tech-go", shown: "3 projects built with Go" },
    { name: "CLI", id: "tech-cli", shown: "2 projects built with CLI" },
  ]);
  expect(byTech.keys.get("https://github.com/a/b")).toBe("go");
  expect(byTech.keys.get("https://github.com/a/c")).toBe("cli");
  expect(byTech.keys.get("https://github.com/a/e")).toBe("");
  expect(byTech.label).toBe("Filter by technology");
  expect(byTech.all).toBe("All");
  expect(byTech.css).toContain(
    '#tech-go:target~div .project-card:not([data-tech~="go"]),#tech-cli:target~div .project-card:not([data-tech~="cli"]){display:none}',
  );
});

test("slugs are safe ids, distinct whatever the names", () => {
  expect(["Node.js", "C++", "C#", "C", "日本語", "  Go  "].map(techSlug)).toEqual([
    "node-js",
    "cpp",
    "csharp",
    "c",
    "日本語",
    "go",
  ]);
  const byTech = techFilter(
    [project("a", ["C", "c++", "All"]), project("b", ["C", "C++", "all"]), project("c", [])],
    "en",
    en,
  )!;
  expect(byTech.choices.map((c) => c.id)).toEqual(["tech-all-2", "tech-c", "tech-cpp"]);
});
