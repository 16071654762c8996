import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, test } from "vitest";
import { pagePaths } from "../../app/lib/pages/site-pages.ts";

// The rules of docs/architecture.md, checked on every file git knows, so the
// tree keeps telling the architecture as it grows: folders say who runs the
// code, imports flow one way, and there is no import circle.

const sourceFiles = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\0")
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith("node_modules/"))
  .filter((file) => existsSync(file)); // not deleted in the work tree
const isTest = (file: string) => /\.test\.tsx?$|\.test-support\.ts$/.test(file);
const modules = sourceFiles.filter((file) => !isTest(file) && !file.endsWith(".d.ts"));
const under = (folder: string, files = modules) =>
  files.filter((file) => file.startsWith(`${folder}/`));

const extensions = ["", ".ts", ".tsx", "/index.ts"];
/** Every local module a file imports (types too), as a path from the repository root. */
function localImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map(
    ([, spec]) => spec!,
  );
  return specifiers
    .filter((spec) => spec.startsWith("."))
    .map((spec) => normalize(join(dirname(file), spec.split("?")[0]!)))
    .map((path) => extensions.map((ext) => path + ext).find((p) => existsSync(p)) ?? path);
}

function packageImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(/(?:from|import)\s*\(?\s*["']([^"'.][^"']*)["']/g)].map(
    ([, spec]) => spec!,
  );
}

/** Every file `file` reaches through its imports, itself excluded. */
function reached(file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length) {
    for (const target of localImports(queue.pop()!)) {
      if (seen.has(target) || !existsSync(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

describe("folders say who runs the code", () => {
  const product = ["content", "app", "pipeline", "server", "tools"];

  test("the product (content/, app/, pipeline/, server/, tools/) never imports maintainers' instruments or test code", () => {
    for (const file of product.flatMap((folder) => under(folder)))
      for (const target of localImports(file)) {
        expect(target, file).not.toMatch(/^(instruments|tests)\//);
        expect(isTest(target), `${file} imports ${target}`).toBe(false);
      }
  });

  test("tools/ holds the owner's commands: each folder is run by a script of package.json", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    const commands = Object.values(scripts).join("\n");
    const folders = new Set(under("tools").map((file) => file.split("/")[1]!));
    folders.delete("chromium.ts"); // how every command starts the machine's Chromium
    folders.delete("browsers.ts"); // where the machine's browsers are
    expect(folders.size).toBeGreaterThan(0);
    for (const folder of folders) expect(commands, folder).toContain(`tools/${folder}/`);
  });

  test("the owner's check never builds another site: nothing it runs reaches a project copy", () => {
    const ownersCheck = [
      ...under("tests/owner", sourceFiles),
      ...sourceFiles.filter((file) => isTest(file) && !file.startsWith("tests/")),
      ...under("tests/house", sourceFiles),
    ];
    expect(ownersCheck.length).toBeGreaterThan(50);
    for (const file of ownersCheck)
      for (const target of reached(file))
        expect(target, file).not.toMatch(/^tests\/harness\/sites\//);
  });
});

describe("imports flow one way", () => {
  test("content/ imports only zod and its own files", () => {
    for (const file of under("content")) {
      expect(packageImports(file), file).toEqual(packageImports(file).filter((p) => p === "zod"));
      for (const target of localImports(file)) expect(target, file).toMatch(/^content\//);
    }
  });

  test("app/ imports nothing from the build pipeline, the servers, the tools or the tests", () => {
    for (const file of under("app"))
      for (const target of localImports(file))
        expect(target, file).not.toMatch(/^(pipeline|server|tools|instruments|tests)\//);
  });

  test("app/lib/ and app/components/ never import a route or the layout document", () => {
    for (const file of [...under("app/lib"), ...under("app/components")])
      for (const target of localImports(file))
        expect(target, file).not.toMatch(/^app\/(routes|root)/);
  });

  test("the pipeline reads settings and content through app/lib only, never pages or components", () => {
    for (const file of under("pipeline"))
      for (const target of localImports(file))
        expect(target, file).not.toMatch(/^(app\/(routes|components|root)|server|tools)\b/);
  });

  test("the servers stand alone", () => {
    for (const file of under("server"))
      for (const target of localImports(file)) expect(target, file).toMatch(/^server\//);
  });

  test("no module reaches itself through its imports", () => {
    const circles = modules.filter((file) => reached(file).has(file));
    expect(circles).toEqual([]);
  });
});

test("in app/, only app/lib/settings/ reads the environment", () => {
  // import.meta.env.SSR is Vite's compile-time constant, not a setting: it
  // lets the bundler drop build-only code from the browser's bundle.
  const readsEnvironment = (code: string) => /import\.meta\.env(?!\.SSR\b)|process\.env/.test(code);
  const readers = under("app").filter((file) => readsEnvironment(readFileSync(file, "utf8")));
  for (const file of readers) expect(file).toMatch(/^app\/lib\/settings\//);
});

test("what the tests drive is pinned to one version: the browsers' drivers, React, the checkers' rules", () => {
  const { dependencies, devDependencies } = JSON.parse(readFileSync("package.json", "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const all = { ...dependencies, ...devDependencies };
  const driven = [
    ...["playwright-core", "puppeteer-core", "selenium-webdriver"],
    ...["react", "react-dom", "react-router", "@react-router/node", "@react-router/dev"],
    ...["axe-core", "html-validate", "lighthouse"],
    // The generated sites of a seed are its arbitraries' output.
    "fast-check",
  ];
  for (const name of driven) expect(all[name], name).toMatch(/^\d+\.\d+\.\d+$/);
});

test("no code asks URL.canParse, which Node 20 and 22 answer wrongly once optimized", () => {
  // content/schema/primitives.ts's parsesAsUrl is the one way to ask.
  const askers = sourceFiles.filter((file) => /URL\.canParse\(/.test(readFileSync(file, "utf8")));
  expect(askers).toEqual([]);
});

test("the page table is the one list of the site's pages: no other code names them all", () => {
  // Home links its sections' pages, which is no list. Tests may name pages in
  // the cases they try; the sample's pages as the specification has them are
  // one table of the harness, keyed by the page table's paths.
  const allowed = new Set([
    "app/lib/pages/site-pages.ts",
    "app/routes/home.tsx",
    "tests/harness/sites/sample-site.ts",
  ]);
  const names = pagePaths.filter((path) => path !== "/").map((path) => path.slice(1));
  const namesEvery = (code: string) =>
    names.every((name) => new RegExp(`["'\`/]${name}(?:[/"'\`.?#]|$)`, "m").test(code));
  const listers = modules.filter(
    (file) => !allowed.has(file) && namesEvery(readFileSync(file, "utf8")),
  );
  expect(listers).toEqual([]);
});
