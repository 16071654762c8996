// npm run bench:check-cost [-- 3 40 300]: what the owner's check costs as a
// writer's posts grow. For each count, the sample owner with that many posts
// written on the site (generated: 300 to 2,500 words, code, math, tables and
// images; tests/harness/sites/generated-local-posts.ts) in a copy of the
// project: the build, then the site's tests (npm run test:site), each timed.
// The rest of npm test (type check, lint, unit tests) reads the same code for
// any content and is timed once, in this checkout (a project copy holds what
// a build needs, not the tools the house rules read). Prints a table
// for docs/testing.md; the machine's load is printed with it, as it weighs.
import { spawnSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { generatedLocalPosts } from "../../tests/harness/sites/generated-local-posts.ts";
import { buildCopy, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";

const counts = process.argv.slice(2).map(Number);
if (counts.length === 0) counts.push(3, 40, 300);
if (counts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error("usage: npm run bench:check-cost [-- 3 40 300] (whole numbers of posts)");
  process.exit(2);
}

/** Runs an npm script in `dir`: its seconds, or the output when it fails. */
function timed(dir: string, script: string): number {
  const started = Date.now();
  const run = spawnSync("npm", ["run", "--silent", script], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  if (run.status !== 0) {
    console.error(`npm run ${script} failed in ${dir}:\n${run.stdout}${run.stderr}`);
    process.exit(1);
  }
  return (Date.now() - started) / 1000;
}

const rows: string[] = [];
for (const posts of counts) {
  const copy = `.test-builds/check-cost-${posts}`;
  makeProjectCopy(copy, await generatedLocalPosts(posts), { keepContent: true });
  process.stdout.write(`${posts} posts: building\r`);
  const build = buildCopy(copy);
  if (build.status !== 0) {
    console.error(`${posts} posts did not build:\n${build.output}`);
    process.exit(1);
  }
  process.stdout.write(`${posts} posts: the site's tests\r`);
  const site = timed(copy, "test:site");
  const row = `| ${posts} | ${build.seconds.toFixed(0)} s | ${site.toFixed(0)} s | ${(build.seconds + site).toFixed(0)} s |`;
  // Each as it is measured, so a later failure keeps what was.
  console.log(`${posts} posts: ${row}`);
  rows.push(row);
}
const fixed = ["typecheck", "lint", "test:unit"].reduce(
  (sum, script) => sum + timed(".", script),
  0,
);
console.log(
  [
    `The owner's check's cost by posts written on the site (${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}):`,
    "",
    "| Posts | Build | Site tests | Both |",
    "| ----- | ----- | ---------- | ---- |",
    ...rows,
    "",
    `Type check, lint and unit tests, the same for any content: ${fixed.toFixed(0)} s.`,
  ].join("\n"),
);
