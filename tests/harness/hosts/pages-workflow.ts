// The GitHub Pages deploy (.github/workflows/deploy.yml) run here as GitHub
// runs it: its `run` steps read from the workflow itself, in order, in a
// fork's folder, with the environment each step leaves for the next
// ($GITHUB_ENV). Its `${{ }}` expressions and `if:` conditions are evaluated
// by GitHub's own evaluator (@actions/expressions) on what the run is given:
// what started it (a push, the daily schedule), the Pages settings and the
// repository's variables. What cannot run on this machine is named, with why,
// so a step added to the workflow is run or said here, never silently skipped.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Evaluator, Lexer, Parser, data } from "@actions/expressions";
import { truthy } from "@actions/expressions/result";
import { parse } from "yaml";

type Step = {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
};
type Job = { if?: string; steps: Step[] };
/** A workflow file as GitHub reads it (YAML's `on` is a string key, not `true`, in YAML 1.2). */
export type Workflow = {
  on: Record<string, unknown> & { schedule?: { cron: string }[] };
  jobs: Record<string, Job>;
};

/** A workflow of .github/workflows/, parsed. */
export function readWorkflow(file: string, root = "."): Workflow {
  return parse(readFileSync(join(root, ".github/workflows", file), "utf8")) as Workflow;
}

const deployFile = "deploy.yml";
/** The step that makes the build's settings, by its name in deploy.yml and links.yml. */
export const settingsStep = "Settings from the Pages URL and the repository variables";

/** Steps that need what this machine does not have, by their command or name, and why. */
export const notRunHere: Record<string, string> = {
  "npm ci": "the fork's node_modules is the project's, already installed",
  "npm run audit": "it asks the npm registry's advisory service, which this machine cannot reach",
  "Browsers for the owner's check":
    "it installs GitHub's Ubuntu packages; the machine's Chromium, Firefox and WebKit stand in",
};
/** Steps that cannot run on a shifted clock (`clock`), and why. */
export const notRunOnShiftedClock: Record<string, string> = {
  "The owner's check":
    "Chromium hangs with libfaketime preloaded (its network service crashes), so the browsers " +
    "cannot be moved to another day; the deploy on the machine's own clock runs the check",
};

/** The deploy job's steps as the workflow lists them. */
export function deploySteps(root = "."): Step[] {
  return readWorkflow(deployFile, root).jobs.build!.steps;
}

/** What started a run: GitHub's `github.event_name` and `github.ref`. */
export type Trigger = { event: "push" | "schedule" | "workflow_dispatch"; ref: string };
export const pushToMain: Trigger = { event: "push", ref: "refs/heads/main" };

/** What `steps.pages` (actions/configure-pages) gives the workflow, and the repository's variables. */
export type Pages = { basePath: string; origin: string; vars?: Record<string, string> };

export type DeployRun = {
  /** What started the run: a push to main unless said. */
  trigger?: Trigger;
  /**
   * The moment the run starts, as its steps see the wall clock (Debian's
   * `faketime`, which shifts it for every process a step starts, the build's
   * included); the machine's own clock unless said.
   */
  clock?: Date;
  /** Steps the caller leaves out, by name, each with why (another test runs it). */
  leaveOut?: Record<string, string>;
};

export type StepRun = { step: string; status: number; output: string };

/**
 * Runs every `run` step of the deploy job in `dir`, stopping at the first
 * that fails; none when the workflow is not started by `trigger`, or the
 * job's `if:` leaves the run out (GitHub skips it, and the deploy job that
 * needs it). The `uses` steps are GitHub's own
 * actions (checkout, upload, deploy); the steps that read configure-pages'
 * outputs are given `pages`.
 */
export function runPagesDeploy(
  dir: string,
  pages: Pages,
  { trigger = pushToMain, clock, leaveOut = {} }: DeployRun = {},
): StepRun[] {
  const { vars = {}, ...site } = pages;
  return runJob(dir, deployFile, "build", { trigger, pages: site, vars, clock, leaveOut }).runs;
}

/**
 * The files of `folder` that GitHub Pages receives: actions/upload-pages-artifact@v4 tars it
 * with `--exclude=.git --exclude=.github --exclude=".[^/]*"`, hard-coded since its v4.0.0
 * (actions/upload-pages-artifact#129), and GNU tar matches an exclusion against each part of a
 * path: no file or folder whose name starts with a dot, at any depth.
 */
export function pagesArtifact(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .filter((file) => !file.split("/").some((part) => part.startsWith(".")))
    .sort();
}

/**
 * What a workflow's job writes to $GITHUB_ENV up to its settings step, run
 * in `root` from the Actions tab on main: the build's settings. `pages` undefined is a
 * repository without a Pages site, whose configure-pages step gives nothing.
 */
export function buildSettings(
  file: string,
  pages: Omit<Pages, "vars"> | undefined,
  vars: Record<string, string>,
  root = ".",
): Record<string, string> {
  const [job] = Object.entries(readWorkflow(file, root).jobs).find(([, { steps }]) =>
    steps.some((step) => step.name === settingsStep),
  ) ?? [undefined];
  if (!job) throw new Error(`${file}: no job has the step "${settingsStep}"`);
  const { runs, env } = runJob(root, file, job, {
    trigger: { event: "workflow_dispatch", ref: "refs/heads/main" },
    pages,
    vars,
    until: settingsStep,
  });
  const failed = runs.find((run) => run.status !== 0);
  if (failed) throw new Error(`${file}: "${failed.step}" failed:\n${failed.output}`);
  return env;
}

type Given = {
  trigger: Trigger;
  pages: Omit<Pages, "vars"> | undefined;
  vars: Record<string, string>;
  clock?: Date;
  /** The name of the last step to run. */
  until?: string;
  leaveOut?: Record<string, string>;
};

function runJob(
  dir: string,
  file: string,
  jobName: string,
  { trigger, pages, vars, clock, until, leaveOut = {} }: Given,
): { runs: StepRun[]; env: Record<string, string> } {
  const workflow = readWorkflow(file, dir);
  const job = workflow.jobs[jobName]!;
  const contexts = {
    github: { event_name: trigger.event, ref: trigger.ref },
    // configure-pages gives base_path "/<repository>" or "", and no output where it failed.
    steps: {
      pages: {
        outputs: pages
          ? { base_path: pages.basePath.replace(/\/$/, ""), origin: pages.origin }
          : {},
      },
    },
    vars,
  };
  const where = `.github/workflows/${file}: job "${jobName}"`;
  const githubEnv = join(mkdtempSync(join(tmpdir(), "github-env-")), "env");
  writeFileSync(githubEnv, "");
  const runs: StepRun[] = [];
  // GitHub starts no run for an event the workflow does not name (nor a push to another branch),
  // and skips a job whose `if:` does not hold.
  const on = workflow.on[trigger.event] as { branches?: string[] } | null | undefined;
  const branch = trigger.ref.replace(/^refs\/heads\//, "");
  if (
    on === undefined ||
    (trigger.event === "push" && on?.branches && !on.branches.includes(branch))
  )
    return { runs, env: {} };
  if (job.if !== undefined && !holds(job.if, contexts, where)) return { runs, env: {} };
  // Only the workflow's settings reach the build: none of this shell's VITE_*.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
  );
  // faketime moves the wall clock by this many seconds (and no monotonic clock, which timers use).
  const shift = clock && Math.round((clock.getTime() - Date.now()) / 1000);
  for (const step of job.steps) {
    const name = step.name ?? step.run?.trim() ?? step.uses ?? "";
    const skipped =
      name in notRunHere || name in leaveOut || (clock && name in notRunOnShiftedClock);
    if (step.run && !skipped) {
      if (step.if === undefined || holds(step.if, contexts, `${where}, step "${name}"`)) {
        // ${{ … }} in a step's env, as GitHub fills it in before the step runs.
        const stepEnv = Object.fromEntries(
          Object.entries(step.env ?? {}).map(([key, value]) => [
            key,
            value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) =>
              evaluate(expression, contexts, `${where}, step "${name}"`).coerceString(),
            ),
          ]),
        );
        const shell = ["bash", "-eo", "pipefail", "-c", step.run];
        const [command, ...args] =
          shift === undefined
            ? shell
            : ["faketime", "-f", `${shift >= 0 ? "+" : ""}${shift}`, ...shell];
        const run = spawnSync(command!, args, {
          cwd: dir,
          env: {
            ...base,
            ...written(githubEnv),
            ...stepEnv,
            GITHUB_ENV: githubEnv,
            CI: "true",
            ...(shift === undefined ? {} : { FAKETIME_DONT_FAKE_MONOTONIC: "1" }),
          },
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        });
        if (run.error)
          throw new Error(
            `${where}: ${command} could not start (${run.error.message})` +
              (command === "faketime" ? "; install it: sudo apt-get install -y faketime" : ""),
          );
        runs.push({ step: name, status: run.status ?? 1, output: `${run.stdout}${run.stderr}` });
        if (run.status !== 0) break;
      }
    }
    if (name === until) break;
  }
  return { runs, env: written(githubEnv) };
}

/** An expression's value as GitHub computes it on these contexts; one it cannot compute is an error. */
function evaluate(expression: string, contexts: object, where: string): data.ExpressionData {
  try {
    const tokens = new Lexer(expression).lex().tokens;
    const tree = new Parser(tokens, Object.keys(contexts), []).parse();
    const given = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
    return new Evaluator(tree, given).evaluate();
  } catch (error) {
    throw new Error(`${where}: \${{ ${expression} }}: ${(error as Error).message}`);
  }
}

/** Whether an `if:` holds; GitHub reads it with or without `${{ }}`. */
function holds(condition: string, contexts: object, where: string): boolean {
  const expression = condition.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, "$1");
  return truthy(evaluate(expression, contexts, where));
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
