import { cpSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "../../../tools/chromium.ts";
import { readSettings } from "../../../pipeline/inputs/check-inputs.ts";
import { startServer } from "../../../server/local-server.ts";
import { buildSampleSite, sampleClient } from "./sample-site.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The template's sample content, built in a project copy (sample-site.ts). */
    baseURL: string;
    /** The owner's own build, build/client/ from content/, at its base path (no trailing slash). */
    liveURL: string;
  }
}

let servers: Awaited<ReturnType<typeof startServer>>[] = [];

/** Builds the sample site, and serves it and the owner's build with `npm start`'s server. */
export async function setup(project: TestProject) {
  chromiumPath(); // fail at once, with the fix, when there is no browser
  if (!existsSync("build/client/index.html")) {
    throw new Error("No production build in build/client/. Run `npm run build` first.");
  }
  buildSampleSite();
  const yours = yourBuildAtItsPath();
  servers = [await startServer(sampleClient), await startServer(yours.root)];
  project.provide("baseURL", servers[0]!.baseURL);
  project.provide("liveURL", servers[1]!.baseURL + yours.basePath.slice(0, -1));
}

/**
 * build/client/ as the owner's host serves it: at the site's base path, which
 * VITE_BASE_PATH may set (a copy under that path, as GitHub Pages has it).
 */
function yourBuildAtItsPath(): { root: string; basePath: string } {
  const { basePath } = readSettings("production");
  if (basePath === "/") return { root: "build/client", basePath };
  const root = ".test-builds/your-site";
  rmSync(root, { recursive: true, force: true });
  cpSync("build/client", join(root, basePath), { recursive: true });
  return { root, basePath };
}

export async function teardown() {
  for (const server of servers) server.stop();
}
