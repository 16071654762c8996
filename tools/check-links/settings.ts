import { resolve } from "node:path";

/** How the links are checked: every value can be set from the environment. */
export type Settings = {
  /** The built site to read: build/client unless --build says otherwise. */
  buildDir: string;
  /** How long one request may take before it counts as a timeout. */
  timeoutMs: number;
  /** Tries after the first, for timeouts, 429 and 5xx answers. */
  retries: number;
  /** The pause between two requests to one host, and the first backoff (it doubles). */
  delayMs: number;
  /** The longest Retry-After honoured; a host that asks for more is left for the next run. */
  maxWaitMs: number;
  /** Hosts that refuse automated checks: answers from them are "could not verify". */
  unverifiableHosts: string[];
};

// Sites that answer every robot with 999, 403 or a login wall, whatever the page.
export const refusingHosts = ["linkedin.com", "x.com", "twitter.com"];

export const usage = `Usage: npm run check-links [-- --build <dir>]
Checks every external link the built site shows (run \`npm run build\` first).
Environment: CHECK_LINKS_TIMEOUT_SECONDS (15), CHECK_LINKS_RETRIES (2), CHECK_LINKS_DELAY_SECONDS (1),
  CHECK_LINKS_MAX_WAIT_SECONDS (60), CHECK_LINKS_UNVERIFIABLE_HOSTS (comma-separated, added to ${refusingHosts.join(", ")})`;

/** A mistake in how the command was called: exit code 2 with the usage. */
export class UsageError extends Error {
  override name = "UsageError";
}

export function parseSettings(argv: string[], env: NodeJS.ProcessEnv): Settings {
  let buildDir = "build/client";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--build") buildDir = argv[++i] ?? fail("--build needs a folder");
    else if (arg.startsWith("--build=")) buildDir = arg.slice("--build=".length);
    else fail(`unexpected ${arg}`);
  }
  const extra = (env.CHECK_LINKS_UNVERIFIABLE_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    buildDir: resolve(buildDir),
    timeoutMs: seconds(env, "CHECK_LINKS_TIMEOUT_SECONDS", 15),
    retries: Math.round(number(env, "CHECK_LINKS_RETRIES", 2, 0)),
    delayMs: seconds(env, "CHECK_LINKS_DELAY_SECONDS", 1, 0),
    maxWaitMs: seconds(env, "CHECK_LINKS_MAX_WAIT_SECONDS", 60, 0),
    unverifiableHosts: [...refusingHosts, ...extra],
  };
}

const seconds = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0.001) =>
  number(env, name, fallback, min) * 1000;

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    fail(`${name} must be a number${min > 0 ? " above 0" : ", 0 or more"}; got "${raw}"`);
  return value;
}

function fail(message: string): never {
  throw new UsageError(message);
}
