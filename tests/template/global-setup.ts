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

type Provided = { engines: Awaited<ReturnType<typeof engineProblems>>; sample: Sample };
type Sample = { url: string; dir: string; client: string };

let server: LocalServer | undefined;
let ready: Promise<Provided> | undefined;

/** Starts the run afresh: no site built by an earlier run is reused. */
async function startRun(): Promise<Provided> {
  clearSiteBuilds();
  const engines = await engineProblems();
  const sample = await site("sample");
  server = await startServer(sample.client);
  return { engines, sample: { url: server.baseURL, dir: sample.dir, client: sample.client } };
}

/**
 * Both of the proof's projects (vitest.config.ts) name this setup; the run
 * starts once, and each project is given the same engines and sample.
 */
export async function setup(project: TestProject) {
  ready ??= startRun();
  const { engines, sample } = await ready;
  project.provide("engines", engines);
  project.provide("sample", sample);
}

export function teardown() {
  server?.stop();
  server = undefined;
  ready = undefined;
}
