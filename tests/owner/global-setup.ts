import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { readSettings } from "../../pipeline/inputs/check-inputs.ts";
import { readContent } from "../../pipeline/inputs/read-content.ts";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import { engineProblems } from "../harness/browsers/engine-check.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Your build, build/client/ from content/, served at its base path (no trailing slash). */
    liveURL: string;
  }
}

let server: LocalServer | undefined;

/** Serves your build as `npm start` does, at the base path VITE_BASE_PATH sets. */
export async function setup(project: TestProject) {
  if (!existsSync("build/client/index.html"))
    throw new Error("No production build in build/client/. Run `npm run build` first.");
  const { basePath } = readSettings("production", readContent().content.links);
  project.provide("engines", await engineProblems());
  // A build for a sub-path is served under it, as GitHub Pages serves a project site.
  server = await startServer("build/client");
  project.provide("liveURL", server.baseURL + basePath.slice(0, -1));
}

export function teardown() {
  server?.stop();
}
