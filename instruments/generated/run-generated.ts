// npm run test:generated -- --seed S --count N: the N sites the generator
// makes from seeds S to S+N-1, each a fork of its own (a git repository with
// that content/, and its settings in .env), deployed as the GitHub Pages
// workflow deploys it: the build, then the owner's check on that very build
// (type check, lint, format, unit tests, the site in three engines). One
// line a seed; a failure says how to reproduce it and keeps the fork.
// Without --seed, the first seed is one nobody chose.
import { rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { commitAsFork, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";
import { runPagesDeploy, type Pages } from "../../tests/harness/hosts/pages-workflow.ts";
import { generateSite, type GeneratedSite } from "./generate-site.ts";
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
      /^\s*(FAIL\s|×|✗|Error:|error TS|Invalid content|\[(warn|error)\]|.*\d+:\d+\s+error\s|\/\S+\.tsx?$)/.test(
        line,
      ),
    )
    .map((line) => line.trim());
  const unique = [...new Set(lines)];
  return unique.length > max
    ? [...unique.slice(0, max), `… and ${unique.length - max} more`]
    : unique;
}

/**
 * How GitHub Pages would deploy the site: a project site under its sub-path
 * at the account's origin, or its own domain at "/"; the other settings are
 * the repository's variables.
 */
function pagesOf({ settings, links }: GeneratedSite): Pages {
  const { VITE_BASE_PATH, VITE_BASE_URL, ...vars } = settings;
  return { basePath: VITE_BASE_PATH ?? "/", origin: VITE_BASE_URL ?? links.baseUrl, vars };
}

async function check(seed: number): Promise<boolean> {
  const started = Date.now();
  const site = generateSite(seed);
  const dir = resolve(root, String(seed));
  makeProjectCopy(dir, await siteFiles(site));
  // A fork is a repository: the sitemap reads its history.
  commitAsFork(dir, `The site of seed ${seed}`, "Generated Owner");
  const runs = runPagesDeploy(dir, pagesOf(site));
  const log = resolve(root, `${seed}.log`);
  writeFileSync(
    log,
    runs.map((run) => `== ${run.step}: exit ${run.status}\n${run.output}`).join("\n"),
  );
  const failed = runs.find((run) => run.status !== 0);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const about = site.traits.join("; ");
  if (!failed) {
    console.log(`seed ${seed}: pass (${minutes} min) ${about}`);
    rmSync(dir, { recursive: true, force: true });
    rmSync(log, { force: true });
    return true;
  }
  console.log(`seed ${seed}: FAIL at ${failed.step} (${minutes} min) ${about}`);
  for (const line of failures(failed.output)) console.log(`    ${line}`);
  console.log(`    reproduce: npm run test:generated -- --seed ${seed}`);
  console.log(`    the site: ${dir} (npm test there: .env holds its settings), its output: ${log}`);
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
