import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "../../../tools/chromium.ts";
import { startServer } from "../../../server/local-server.ts";
import { buildSampleSite, sampleClient } from "./sample-site.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The template's sample content, built in a project copy (sample-site.ts). */
    baseURL: string;
    /** The owner's own build, build/client/, from content/. */
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
  servers = [await startServer(sampleClient), await startServer("build/client")];
  project.provide("baseURL", servers[0]!.baseURL);
  project.provide("liveURL", servers[1]!.baseURL);
}

export async function teardown() {
  for (const server of servers) server.stop();
}
