import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "../../../scripts/chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: ChildProcess | undefined;

/** Serves the production build with `npm start`'s server on a free port. */
export async function setup(project: TestProject) {
  chromiumPath(); // fail at once, with the fix, when there is no browser
  if (!existsSync("build/client/index.html")) {
    throw new Error("No production build in build/client/. Run `npm run build` first.");
  }
  const port = await freePort();
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), SERVE_QUIET: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(baseURL);
  project.provide("baseURL", baseURL);
}

export async function teardown() {
  server?.kill();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer at ${url}`);
}
