import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, test } from "vitest";

// The layout rules of the README's "How it is built", checked on every file
// git knows, so the tree keeps telling the architecture as it grows.

const sourceFiles = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith("node_modules/"))
  .filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false; // deleted in the work tree
    }
  });
const isTest = (file: string) => /\.test\.tsx?$|\.test-support\.ts$/.test(file);
const modules = sourceFiles.filter((file) => !isTest(file) && !file.endsWith(".d.ts"));

/** Every local module a file imports, as a path from the repository root. */
function localImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map(
    ([, spec]) => spec!,
  );
  return specifiers
    .filter((spec) => spec.startsWith("."))
    .map((spec) => normalize(join(dirname(file), spec.split("?")[0]!)));
}

function packageImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(/(?:from|import)\s*\(?\s*["']([^"'.][^"']*)["']/g)].map(
    ([, spec]) => spec!,
  );
}

test("no source module is longer than 150 lines", () => {
  const long = modules
    .map((file) => [file, readFileSync(file, "utf8").split("\n").length - 1] as const)
    .filter(([, lines]) => lines > 150);
  expect(long).toEqual([]);
});

test("no folder holds more than 12 source files of its own (tests aside)", () => {
  const counts = new Map<string, number>();
  for (const file of modules) counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
  expect([...counts].filter(([, count]) => count > 12)).toEqual([]);
});

describe("imports flow one way", () => {
  const under = (folder: string) => modules.filter((file) => file.startsWith(`${folder}/`));

  test("content/ imports only zod and its own files", () => {
    for (const file of under("content")) {
      expect(packageImports(file), file).toEqual(packageImports(file).filter((p) => p === "zod"));
      for (const target of localImports(file)) expect(target, file).toMatch(/^content\//);
    }
  });

  test("app/ imports nothing from the build pipeline, the servers, the tools or the tests", () => {
    for (const file of under("app"))
      for (const target of localImports(file))
        expect(target, file).not.toMatch(/^(pipeline|server|tools|tests)\//);
  });

  test("app/lib/ and app/components/ never import a route or the layout document", () => {
    for (const file of [...under("app/lib"), ...under("app/components")])
      for (const target of localImports(file))
        expect(target, file).not.toMatch(/^app\/(routes|root)/);
  });

  test("the pipeline reads settings and content through app/lib only, never pages or components", () => {
    for (const file of under("pipeline"))
      for (const target of localImports(file))
        expect(target, file).not.toMatch(/^(app\/(routes|components|root)|server|tools|tests)\b/);
  });

  test("the servers stand alone", () => {
    for (const file of under("server"))
      for (const target of localImports(file)) expect(target, file).toMatch(/^server\//);
  });
});

test("in app/, only app/lib/settings/ reads the environment", () => {
  // import.meta.env.SSR is Vite's compile-time constant, not a setting: it
  // lets the bundler drop build-only code from the browser's bundle.
  const readsEnvironment = (code: string) => /import\.meta\.env(?!\.SSR\b)|process\.env/.test(code);
  const readers = modules
    .filter((file) => file.startsWith("app/"))
    .filter((file) => readsEnvironment(readFileSync(file, "utf8")));
  for (const file of readers) expect(file).toMatch(/^app\/lib\/settings\//);
});
