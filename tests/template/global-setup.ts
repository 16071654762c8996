import type { TestProject } from "vitest/node";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import { engineProblems } from "../harness/browsers/engine-check.ts";
import { clearSiteBuilds } from "../harness/sites/site-builds.ts";
import { site } from "../harness/sites/variants.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The template's sample owner (the "sample" variant), built and served once for the run. */
    sample: { url: string; dir: string; client: string };
  }
}

let server: LocalServer | undefined;

/** Starts the run afresh: no site built by an earlier run is reused. */
export async function setup(project: TestProject) {
  clearSiteBuilds();
  project.provide("engines", await engineProblems());
  const sample = await site("sample");
  server = await startServer(sample.client);
  project.provide("sample", { url: server.baseURL, dir: sample.dir, client: sample.client });
}

export function teardown() {
  server?.stop();
}
