// npm run test:generated -- --seed S --count N: the owner's check (`npm test`)
// on the N sites the generator makes from seeds S to S+N-1, each in a fork of
// its own (a git repository with that content/ and .env). One line a seed;
// a failure says how to reproduce it and keeps the fork. Without --seed, the
// first seed is one nobody chose.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, rmSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";
import { generateSite } from "./generate-site.ts";
import { siteFiles } from "./site-files.ts";

const usage = "usage: npm run test:generated -- [--seed S] [--count N]";
let options: { seed?: string; count?: string };
try {
  ({ values: options } = parseArgs({
    options: { seed: { type: "string" }, count: { type: "string" } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const whole = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) {
    console.error(`--${name} must be a whole number, not "${value}"\n${usage}`);
    process.exit(2);
  }
  return Number(value);
};
const first = whole(options.seed, Math.floor(Math.random() * 1_000_000), "seed");
const count = whole(options.count, 1, "count");
const root = resolve(".test-builds/generated");

/** The failed tests and steps of a run's output, at most `max` lines. */
function failures(output: string, max = 8): string[] {
  // Vitest's colours and the like.
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
  const lines = plain
    .split("\n")
    .filter((line) =>
      /^\s*(FAIL\s|×|✗|Error:|error TS|Invalid content|\[(warn|error)\]|.*\d+:\d+\s+error\s)/.test(
        line,
      ),
    )
    .map((line) => line.trim());
  const unique = [...new Set(lines)];
  return unique.length > max
    ? [...unique.slice(0, max), `… and ${unique.length - max} more`]
    : unique;
}

/** The step of `npm test` that ran last (npm prints "> portfolio@x step" as each starts). */
function lastStep(output: string): string {
  const steps = [...output.matchAll(/^> \S+ (\S+)$/gm)].map((match) => match[1]!);
  return steps.at(-1) ?? "npm test";
}

async function check(seed: number): Promise<boolean> {
  const started = Date.now();
  const site = generateSite(seed);
  const dir = resolve(root, String(seed));
  makeProjectCopy(dir, await siteFiles(site));
  const git = (...args: string[]) =>
    spawnSync("git", args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Generated Owner",
        GIT_AUTHOR_EMAIL: "owner@example.com",
        GIT_COMMITTER_NAME: "Generated Owner",
        GIT_COMMITTER_EMAIL: "owner@example.com",
      },
    });
  // A fork is a repository: the sitemap reads its history.
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all");
  git("commit", "--quiet", "--message", `The site of seed ${seed}`);

  // Only the site's .env decides: no VITE_ setting of this shell reaches it.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
  );
  const log = resolve(root, `${seed}.log`);
  const out = createWriteStream(log);
  let output = "";
  const status = await new Promise<number>((done) => {
    const run = spawn("npm", ["test"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => {
      out.write(chunk);
      output += chunk.toString();
    };
    run.stdout.on("data", keep);
    run.stderr.on("data", keep);
    run.on("close", (code) => done(code ?? 1));
  });
  out.end();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const about = site.traits.join("; ");
  if (status === 0) {
    console.log(`seed ${seed}: pass (${minutes} min) ${about}`);
    rmSync(dir, { recursive: true, force: true });
    rmSync(log, { force: true });
    return true;
  }
  console.log(`seed ${seed}: FAIL at ${lastStep(output)} (${minutes} min) ${about}`);
  for (const line of failures(output)) console.log(`    ${line}`);
  console.log(`    reproduce: npm run test:generated -- --seed ${seed}`);
  console.log(`    the site: ${dir} (npm test there), its output: ${log}`);
  return false;
}

console.log(
  `The owner's check on ${count} generated site${count === 1 ? "" : "s"}, seeds ${first} to ${first + count - 1}`,
);
let failed = 0;
for (let seed = first; seed < first + count; seed++) if (!(await check(seed))) failed++;
console.log(
  failed === 0
    ? `All ${count} generated site${count === 1 ? "" : "s"} passed the owner's check`
    : `${failed} of ${count} generated sites failed the owner's check`,
);
process.exit(failed === 0 ? 0 : 1);
