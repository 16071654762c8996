// Cloudflare Pages' own local server, `wrangler pages dev <folder>`: Pages' asset
// rules (pretty URLs, _headers, _redirects, the nearest 404.html) run by workerd,
// the runtime Pages runs on, instead of our reading of Pages' docs. It needs no
// account and no network: the environment below turns off each request wrangler
// would otherwise make, so it starts the same on a machine with no network
// (checked in a network namespace with only loopback: no connection leaves it).
//
// Only the template's proof runs it, so it is no dependency of the project
// (every fork's `npm ci` would fetch its 216 MB): the harness installs the
// pinned release from the npm registry into .test-builds/tools/ on first use.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { freePort } from "../../../server/local-server.ts";

export type LocalHost = {
  /** http://127.0.0.1:port */
  url: string;
  /** The wrangler release serving, as its package.json says. */
  version: string;
  /** What the server has written so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
};

/** Pinned exactly: the answers the tests hold are this release's. */
export const wranglerVersion = "4.164.0";
/** The Node it needs (its package.json's engines). */
const wranglerNode = { major: 22, minor: 12 };

type Wrangler = { version: string; bin: { wrangler: string }; engines: { node: string } };

/** wrangler's package.json, installed on first use. */
function installedWrangler(): { packageFile: string; wrangler: Wrangler } {
  const prefix = resolve(".test-builds/tools", `wrangler-${wranglerVersion}`);
  const packageFile = join(prefix, "node_modules/wrangler/package.json");
  if (!existsSync(packageFile)) {
    // Installed beside, then renamed: two test files at once never use half an install.
    const beside = `${prefix}.${process.pid}`;
    rmSync(beside, { recursive: true, force: true });
    const install = spawnSync(
      "npm",
      ["install", "--prefix", beside, `wrangler@${wranglerVersion}`].concat([
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
      ]),
      { encoding: "utf8" },
    );
    if (install.status !== 0)
      throw new Error(
        `npm could not install wrangler ${wranglerVersion} into ${prefix}: ` +
          `${(install.stderr || install.stdout).trim().split("\n").at(-1)}`,
      );
    try {
      renameSync(beside, prefix);
    } catch {
      rmSync(beside, { recursive: true, force: true }); // another file's install came first
    }
  }
  return { packageFile, wrangler: JSON.parse(readFileSync(packageFile, "utf8")) as Wrangler };
}

// The documented ways to keep it offline and to itself
// (developers.cloudflare.com/workers/wrangler/system-environment-variables/):
// no usage metrics, no fetch of Request.cf's data from Cloudflare, its debug
// logs in the run's folder rather than ~/.config/.wrangler/logs. The banner's
// check of npm for a newer wrangler is skipped with the banner
// (WRANGLER_HIDE_BANNER, read by printWranglerBanner in wrangler's source).
const quiet = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

// Without a date wrangler picks one and, when it is newer than workerd knows,
// checks npm for a newer wrangler; any date the pinned workerd knows serves
// static assets alike.
const compatibilityDate = "2026-11-01";

/** Why wrangler cannot run on this Node, or undefined when it can. */
export function cloudflareLocalProblem(): string | undefined {
  const [major, minor] = process.versions.node.split(".").map(Number);
  const { major: needMajor, minor: needMinor } = wranglerNode;
  if (major! > needMajor || (major === needMajor && minor! >= needMinor)) return undefined;
  return (
    `wrangler ${wranglerVersion} (Cloudflare Pages' local server) needs Node ${needMajor}.${needMinor}+; ` +
    `this is Node ${process.versions.node}. Run the template's proof on Node 22.12 or newer (CI runs it on the newest LTS).`
  );
}

/** Serves `folder` as Cloudflare Pages would, on a free port of 127.0.0.1. */
export async function startCloudflareLocal(folder: string): Promise<LocalHost> {
  const problem = cloudflareLocalProblem();
  if (problem) throw new Error(problem);
  const { packageFile, wrangler } = installedWrangler();
  if (wrangler.engines.node !== `>=${wranglerNode.major}.${wranglerNode.minor}.0`)
    throw new Error(
      `wrangler ${wrangler.version} needs Node ${wrangler.engines.node}: update cloudflare-local.ts`,
    );
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // Its working folder is its own: no wrangler.toml or .env of the project is
  // read, and its state, logs and config stay in this folder.
  const home = mkdtempSync(join(tmpdir(), "cloudflare-local-"));
  const child = spawn(
    process.execPath,
    [
      join(dirname(packageFile), wrangler.bin.wrangler),
      "pages",
      "dev",
      resolve(folder),
      ...["--ip", "127.0.0.1", "--port", String(port)],
      ...["--inspector-port", String(inspectorPort)],
      ...["--compatibility-date", compatibilityDate],
      ...["--persist-to", join(home, "state")],
    ],
    {
      cwd: home,
      env: {
        ...process.env,
        ...quiet,
        WRANGLER_LOG_PATH: join(home, "logs"),
        XDG_CONFIG_HOME: join(home, "config"),
      },
      // Its own process group: wrangler's launcher starts a second Node, which
      // starts workerd; stopping the group stops them all.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  for (const stream of [child.stdout, child.stderr])
    stream.setEncoding("utf8").on("data", (text: string) => (output += text));
  let running = true;
  const exited = new Promise<void>((done) =>
    child.once("exit", () => {
      running = false;
      done();
    }),
  );
  const group = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false; // the group has no process left
    }
  };
  // Done when every process of the group is gone (workerd outlives the
  // launcher by a moment), killed if any is still there after 5 s.
  const stop = async () => {
    group("SIGTERM");
    for (let waited = 0; group(0) && waited <= 5_000; waited += 100) {
      if (waited === 5_000) group("SIGKILL");
      await new Promise((wait) => setTimeout(wait, 100));
    }
    await exited;
    rmSync(home, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // The first start of workerd took 10 s on a busy 2-core machine.
  for (let attempt = 0; !(await answers(url)); attempt++) {
    if (!running || attempt === 600) {
      await stop();
      throw new Error(`wrangler pages dev did not start on ${folder}:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { url, version: wrangler.version, output: () => output, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: "manual" });
    return true;
  } catch {
    return false;
  }
}
