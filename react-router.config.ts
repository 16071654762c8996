import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import {
  builtPagePaths,
  decodedPath,
  localPostSlugs,
  tagPagePaths,
} from "./app/lib/pages/site-pages";
import { shareHasTags, shareLocalPostSlugs } from "./app/lib/pages/post-route";
import { checkInputs } from "./pipeline/inputs/check-inputs";
import { postBuild } from "./pipeline/post-build";

// The inputs vite.config.ts checks too: checked once a process (check-inputs.ts).
const inputs = checkInputs(process.env.NODE_ENV === "development" ? "development" : "production");
// app/routes.ts has a post's route only when a post is published (post-route.ts);
// typegen (npm run typecheck) types every route module, so it always has it.
const typegen = process.argv.includes("typegen");
shareLocalPostSlugs(typegen ? ["typegen"] : localPostSlugs(inputs.content.posts));
shareHasTags(typegen || tagPagePaths(inputs.content.posts, inputs.content.tagSlugs).length > 0);

export default {
  ssr: false,
  // Every page is a static HTML file with its content and meta tags. React
  // Router matches a page by its decoded path (a post's in another script).
  prerender: builtPagePaths(inputs.content.posts, inputs.content.tagSlugs).map(decodedPath),
  // Another language's pages are at the site's base path and its folder. Its
  // router takes that folder with or without its slash ("/ja/" or "/ja"), as
  // hosts differ in which of the two they serve. Vite's base stays the site's
  // (vite.config.ts): the assets are one copy for every language.
  basename: inputs.settings.language
    ? inputs.settings.basePath.replace(/\/$/, "")
    : inputs.settings.basePath,
  // The build script builds into a temporary folder and swaps it in only
  // when everything succeeded, so a failed build keeps the last good one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviour, adopted now (and no notices in the build's output).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ reactRouterConfig }) {
    await postBuild(join(reactRouterConfig.buildDirectory, "client"), inputs);
  },
} satisfies Config;
