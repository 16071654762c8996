// `npm run dev` in a project copy, as an owner's shell runs it: no VITE_*
// settings and no NODE_ENV (Vitest's "test"), so React Router sets
// "development" for its config too; on a port no one listens on. The
// writer's loop test and the bench's writer-loop case start it.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";

export type DevServer = {
  url: string;
  /** Everything it printed so far, stdout and stderr as they came. */
  output: () => string;
  stop: () => void;
};

/** A port no one listens on. */
export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Starts npm run dev's command in `dir`, and waits until it answers / with 200. */
export async function startDevServer(dir: string, timeoutMs = 180_000): Promise<DevServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith("VITE_") && name !== "NODE_ENV",
    ),
  );
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "pipeline/react-router.ts", "dev", "--port", `${port}`, "--strictPort"],
    {
      cwd: dir,
      env: { ...env, PATH: `${resolve(dir, "node_modules/.bin")}:${process.env.PATH}` },
      // Its own process group: React Router's server is a child of the command.
      detached: true,
    },
  );
  let output = "";
  child.stdout.on("data", (data) => (output += String(data)));
  child.stderr.on("data", (data) => (output += String(data)));
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url, output: () => output, stop };
    if (Date.now() - started > timeoutMs) {
      stop();
      throw new Error(`npm run dev did not answer / in ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 300));
  }
}
