import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, expect, test } from "vitest";
import {
  deploySteps,
  notRunHere,
  runPagesDeploy,
  type StepRun,
} from "../harness/hosts/pages-workflow";
import { commitAsFork, makeProjectCopy } from "../harness/sites/project-copy";
import { sampleContent } from "../fixtures/sample/sample-content";

// The GitHub Pages deploy of a project site (https://example.github.io/portfolio/),
// its steps as .github/workflows/deploy.yml has them, on the sample owner's
// fork: the settings from the Pages URL and a repository variable, the build,
// the owner's check on that very build under its sub-path, and the folder it uploads.

const dir = resolve(".test-builds/pages-workflow");
let runs: StepRun[];

beforeAll(() => {
  makeProjectCopy(dir, sampleContent());
  commitAsFork(dir, "The sample owner's site");
  runs = runPagesDeploy(dir, {
    basePath: "/portfolio/",
    origin: "https://example.github.io",
    // A variable the owner set, one left empty (which must not reach the build) and another's.
    vars: { VITE_ADDRESS: "Accra, Ghana", VITE_TWITTER_URL: "", OTHER: "x" },
  });
}, 1_200_000);

test("every step of the deploy runs here, or is named with why it cannot", () => {
  const commands = deploySteps().flatMap((step) =>
    step.run ? [step.name ?? step.run.trim()] : [],
  );
  expect(commands.filter((step) => !(step in notRunHere))).toEqual(runs.map((run) => run.step));
});

test("each step passes: the settings, the build, the owner's check on that build, the upload's folder", () => {
  for (const run of runs) expect(run.status, `${run.step}:\n${run.output.slice(-3000)}`).toBe(0);
  expect(runs.map((run) => run.step)).toEqual(
    expect.arrayContaining(["npm run build", "The owner's check"]),
  );
});

test("what it uploads is the site for the sub-path, with the owner's variable, and no _headers", () => {
  const client = join(dir, "build/client");
  expect(existsSync(join(client, "_headers"))).toBe(false);
  const home = readFileSync(join(client, "index.html"), "utf8");
  expect(home).toContain('<link rel="canonical" href="https://example.github.io/portfolio/"');
  expect(home).toContain("Accra, Ghana");
});
