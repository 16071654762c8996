import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * React Router ships a production build beside its development one, but the
 * package's exports name only the development build, so bundlers use it
 * (remix-run/react-router#12532). The two differ in one constant: the
 * production build leaves out the development warnings and the "Hey
 * developer" error screen. This resolves the package's two entry points in
 * the browser's bundle to the production build; prerendering keeps the
 * package as it is. A test (tests/template/budgets.test.ts) checks the bundle.
 */
export function reactRouterProductionPlugin(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production",
  );
  const entries: Record<string, string> = {
    "react-router": join(dist, "index.mjs"),
    "react-router/dom": join(dist, "dom-export.mjs"),
  };
  for (const file of Object.values(entries)) {
    if (!existsSync(file)) {
      throw new Error(
        `React Router's production build is not at ${file}; update ` +
          "pipeline/vite-plugins/react-router-production.ts for this version of react-router",
      );
    }
  }
  return {
    name: "portfolio:react-router-production",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => entries[id],
  };
}
