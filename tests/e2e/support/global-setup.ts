import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "../../../tools/chromium.ts";
import { startServer } from "../../../server/local-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;

/** Serves the production build with `npm start`'s server on a free port. */
export async function setup(project: TestProject) {
  chromiumPath(); // fail at once, with the fix, when there is no browser
  if (!existsSync("build/client/index.html")) {
    throw new Error("No production build in build/client/. Run `npm run build` first.");
  }
  server = await startServer(process.env.SERVE_DIR ?? "build/client");
  project.provide("baseURL", server.baseURL);
}

export async function teardown() {
  server?.stop();
}
