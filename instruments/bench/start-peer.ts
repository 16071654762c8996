// Serves astro-paper's production build (../shared/peers/astro-paper-*, see its
// README) with the peers' own static server, which prints its origin, for a
// side-by-side measurement in the same run. Missing build: undefined.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export type Peer = { name: string; baseURL: string; stop: () => void };

// Beside the repository: <repo>/../shared/peers.
const peersDir = fileURLToPath(new URL("../../../shared/peers", import.meta.url));

/** The built astro-paper beside the repository, if there is one. */
export function findPeer(prefix = "astro-paper-"): string | undefined {
  try {
    const found = readdirSync(peersDir).filter((name) => name.startsWith(prefix));
    return found.length > 0 ? join(peersDir, found.sort().at(-1)!) : undefined;
  } catch {
    return undefined;
  }
}

export async function startPeer(dir: string): Promise<Peer> {
  const child = spawn(process.execPath, [join(peersDir, "serve-peer.mjs"), dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseURL = await new Promise<string>((done, fail) => {
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      out += text;
      const origin = out.match(/https?:\/\/\S+/)?.[0];
      if (origin) done(origin.replace(/\/$/, ""));
    });
    child.once("exit", (code) => fail(new Error(`serve-peer.mjs exited (${code}): ${out}`)));
    setTimeout(() => fail(new Error("serve-peer.mjs printed no origin in 10 s")), 10_000);
  });
  return { name: dir.split("/").at(-1)!, baseURL, stop: () => void child.kill() };
}
