import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, test } from "vitest";
import { compileHint } from "../../pipeline/vite-plugins/compile-hints.ts";
import { gzipSize, inlineStyles, intentScripts, pageFile } from "../harness/html/build-output.ts";
import { budgets } from "../harness/budgets";
import { routes } from "../harness/chromium";
import { sample } from "../harness/sites/sample-site";

// The byte budgets are exact, so they are read from the build the other
// browser tests are served: the sample site. The budgets every build keeps
// whatever its content (no blocking request, no module before intent, the
// script on intent, images, other origins) are the owner's check's
// (tests/owner/budgets.test.ts, tests/harness/checks/page-budgets.ts).
const clientDir = sample().client;

describe.each(routes)("the build of %s", (route) => {
  const html = readFileSync(pageFile(clientDir, route), "utf8");

  test(`is at most ${budgets.htmlGzip / 1000} KB gzipped with its CSS inlined`, () => {
    const css = inlineStyles(html).join("");
    const built = readFileSync(builtCss(), "utf8").trim();
    expect(css).toContain(built);
    expect(gzipSize(html)).toBeLessThanOrEqual(budgets.htmlGzip);
  });

  test("each module of the app it loads on intent asks Chromium to compile it as it arrives", () => {
    // The bundler's modules, not the lists and data the build writes beside them.
    const written = /^(hydrate|manifest|page-modules)-/;
    const modules = intentScripts(clientDir, html).filter((file) => !written.test(basename(file)));
    expect(modules.length).toBeGreaterThan(1);
    for (const file of modules) {
      expect(readFileSync(file, "utf8").split("\n")[0], basename(file)).toBe(compileHint);
    }
  });
});

test("the browser's bundle carries React Router's production build, without its development warnings", () => {
  const scripts = readdirSync(`${clientDir}/assets`).filter((name) => name.endsWith(".js"));
  const bundle = scripts
    .map((name) => readFileSync(`${clientDir}/assets/${name}`, "utf8"))
    .join("");
  expect(bundle).toContain("__reactRouterDataRouter");
  // Warnings that only React Router's development build has.
  for (const warning of ["No routes matched location", "You should not include both"]) {
    expect(bundle).not.toContain(warning);
  }
});

/** The built stylesheet: the pages no longer link it, so it is the one CSS file in assets/. */
function builtCss(): string {
  const files = readdirSync(`${clientDir}/assets`).filter((name) => name.endsWith(".css"));
  expect(files).toHaveLength(1);
  return `${clientDir}/assets/${files[0]}`;
}
