import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { checkInputs } from "./pipeline/inputs/check-inputs";
import { postBuild } from "./pipeline/post-build";

const settings = checkInputs(process.env.NODE_ENV === "development" ? "development" : "production");

export default {
  ssr: false,
  // Every page is a static HTML file with its content and meta tags.
  prerender: ["/", "/about-me", "/blog", "/projects"],
  basename: settings.basePath,
  // The build script builds into a temporary folder and swaps it in only
  // when everything succeeded, so a failed build keeps the last good one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  routeDiscovery: { mode: "initial" },
  async buildEnd({ reactRouterConfig }) {
    await postBuild(join(reactRouterConfig.buildDirectory, "client"), settings);
  },
} satisfies Config;
