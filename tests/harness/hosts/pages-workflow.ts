// The GitHub Pages deploy (.github/workflows/deploy.yml) run here as GitHub
// runs it: its `run` steps read from the workflow itself, in order, in a
// fork's folder, with the environment each step leaves for the next
// ($GITHUB_ENV). What cannot run on this machine is named, with why, so a
// step added to the workflow is run or said here, never silently skipped.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";

type Step = {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
};

const workflowFile = ".github/workflows/deploy.yml";

/** Steps that need what this machine does not have, by their command or name, and why. */
export const notRunHere: Record<string, string> = {
  "npm ci": "the fork's node_modules is the project's, already installed",
  "npm run audit": "it asks the npm registry's advisory service, which this machine cannot reach",
  "Browsers for the owner's check":
    "it installs GitHub's Ubuntu packages; the machine's Chromium, Firefox and WebKit stand in",
};

/** The deploy job's steps as the workflow lists them. */
export function deploySteps(root = "."): Step[] {
  const workflow = parse(readFileSync(join(root, workflowFile), "utf8")) as {
    jobs: { build: { steps: Step[] } };
  };
  return workflow.jobs.build.steps;
}

/** What `steps.pages` (actions/configure-pages) gives the workflow, and the repository's variables. */
export type Pages = { basePath: string; origin: string; vars?: Record<string, string> };

export type StepRun = { step: string; status: number; output: string };

/**
 * Runs every `run` step of the deploy job in `dir`, stopping at the first
 * that fails; the `uses` steps are GitHub's own actions (checkout, upload,
 * deploy), and the step that reads them is given what configure-pages gives.
 */
export function runPagesDeploy(dir: string, pages: Pages): StepRun[] {
  const githubEnv = join(mkdtempSync(join(tmpdir(), "github-env-")), "env");
  writeFileSync(githubEnv, "");
  const runs: StepRun[] = [];
  // Only the workflow's settings reach the build: none of this shell's VITE_*.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
  );
  for (const step of deploySteps(dir)) {
    if (!step.run) continue;
    const name = step.name ?? step.run.trim();
    if (name in notRunHere) continue;
    const expressions: Record<string, string> = {
      "steps.pages.outputs.base_path": pages.basePath.replace(/\/$/, ""),
      "steps.pages.outputs.origin": pages.origin,
      "toJSON(vars)": JSON.stringify(pages.vars ?? {}),
    };
    // ${{ … }} in a step's env, as GitHub fills it in before the step runs.
    const stepEnv = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([key, value]) => [
        key,
        value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
          if (!(expression in expressions))
            throw new Error(`${workflowFile}: step "${name}" uses \${{ ${expression} }}`);
          return expressions[expression]!;
        }),
      ]),
    );
    const run = spawnSync("bash", ["-eo", "pipefail", "-c", step.run], {
      cwd: dir,
      env: { ...base, ...written(githubEnv), ...stepEnv, GITHUB_ENV: githubEnv, CI: "true" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    runs.push({ step: name, status: run.status ?? 1, output: `${run.stdout}${run.stderr}` });
    if (run.status !== 0) break;
  }
  return runs;
}

/** What the steps so far wrote to $GITHUB_ENV, as GitHub passes it to the next steps. */
function written(file: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.includes("="))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}
