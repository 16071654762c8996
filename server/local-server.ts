// Starts the production server exactly as `npm start` runs it (server/serve.ts)
// on a free port of 127.0.0.1, and stops it again. The benchmark and the
// browser tests share it, and the tests' other servers (nginx, a sub-path)
// use its free port and readiness wait.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { builtBasePath } from "./base-path.ts";

/** `baseURL` is the server's origin; `errors()` is what the server wrote to stderr so far (it is also passed on). */
export type LocalServer = { baseURL: string; stop: () => void; errors: () => string };

export async function startServer(root = "build/client"): Promise<LocalServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/serve.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVE_DIR: root,
      SERVE_QUIET: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
    process.stderr.write(text);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // A build for a sub-path answers there only.
  await waitForServer(baseURL + builtBasePath(root));
  return { baseURL, stop: () => void child.kill(), errors: () => stderr };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Waits until `url` answers 200 OK, for up to ten seconds. */
export async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer at ${url}`);
}
