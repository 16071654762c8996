import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { parse } from "yaml";
import {
  changelog,
  copyUpdater,
  linkNodeModules,
  release,
  templateFiles,
} from "./fixture.test-support.ts";
import { commit, forkOf, git, newRepository, tempFolder } from "./repos.test-support.ts";

// The weekly update (.github/workflows/update.yml): its order and conditions
// read from the workflow, and its own `run` steps run here as GitHub runs
// them (bash, with $GITHUB_OUTPUT, $GITHUB_STEP_SUMMARY and $RUNNER_TEMP),
// on real repositories. GitHub's actions (checkout, setup-node,
// create-pull-request) and the owner's check itself (npm test, tested where
// it is made) are not run: the test holds that the check is test.yml's, that
// it runs before the pull request opens, and what is made of its verdict.

// Real git, npm and the updater: slow when the machine is busy, never wrong.
vi.setConfig({ testTimeout: 60_000 });

type Step = {
  name?: string;
  id?: string;
  uses?: string;
  if?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number>;
  "continue-on-error"?: boolean;
};
type Workflow = { jobs: Record<string, { if?: string; steps: Step[] }> };

const workflows = resolve(import.meta.dirname, "../../.github/workflows");
const read = (file: string) => parse(readFileSync(join(workflows, file), "utf8")) as Workflow;
const steps = read("update.yml").jobs.update!.steps;
const step = (name: string) => {
  const found = steps.find((each) => each.name === name || each.run === name);
  expect(found, name).toBeDefined();
  return found!;
};
const update = step("Take the template's newest release");
const check = step("The owner's check");
const report = step("The pull request's description and the job's summary");
const pullRequest = steps.find((each) => each.uses?.startsWith("peter-evans/create-pull-request"))!;
const updated = "steps.update.outputs.updated == 'true'";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/**
 * Runs a `run` step in `dir` as GitHub's runner does: `shell: bash` is bash
 * with pipefail, no shell is bash -e; ${{ … }} in its env filled from
 * `expressions`. Returns its exit status and what it wrote for the next steps.
 */
function runStep(step: Step, dir: string, runnerTemp: string, expressions = {}) {
  const values: Record<string, string> = expressions;
  const env = Object.fromEntries(
    Object.entries(step.env ?? {}).map(([key, value]) => [
      key,
      value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
        expect(values, `${step.name}: \${{ ${expression} }}`).toHaveProperty([expression]);
        return values[expression]!;
      }),
    ]),
  );
  const files = { output: join(runnerTemp, "output"), summary: join(runnerTemp, "summary") };
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  const shell = step.shell === "bash" ? ["--noprofile", "--norc", "-eo", "pipefail"] : ["-e"];
  const run = spawnSync("bash", [...shell, "-c", step.run!], {
    cwd: dir,
    encoding: "utf8",
    env: {
      ...process.env,
      ...env,
      RUNNER_TEMP: runnerTemp,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_REPOSITORY: "ada/portfolio",
      GITHUB_RUN_ID: "42",
    },
  });
  return {
    status: run.status,
    output: readFileSync(files.output, "utf8"),
    summary: readFileSync(files.summary, "utf8"),
    log: `${run.stdout}${run.stderr}`,
  };
}

describe("the order of the job", () => {
  test("the owner's check runs on the updated fork before the pull request opens, as test.yml runs it", () => {
    const names = steps.map((each) => each.id ?? each.name ?? each.uses ?? each.run);
    const at = (name: string) => names.indexOf(name);
    expect(at("update")).toBeGreaterThan(at("npm ci"));
    expect(at("check")).toBeGreaterThan(at("update"));
    expect(at(pullRequest.uses!)).toBeGreaterThan(at(report.name!));
    expect(at(report.name!)).toBeGreaterThan(at("check"));
    // The same command, browsers and settings as the owner's check of every pull request.
    const tested = read("test.yml").jobs.check!.steps;
    const testRun = tested.find((each) => each.run === "npm test")!;
    expect(check.run).toBe('npm test 2>&1 | tee "$RUNNER_TEMP/check.txt"');
    expect(check.shell).toBe("bash"); // pipefail: a failed check is not tee's success
    expect(check.env).toEqual(testRun.env);
    expect(tested.map((each) => each.run)).toContain(step("Browsers for the owner's check").run);
  });

  test("only an update makes a pull request, and a failed check opens it, then fails the run", () => {
    for (const each of [step("Browsers for the owner's check"), check, report, pullRequest])
      expect(each.if, each.name ?? each.uses).toBe(updated);
    expect(check["continue-on-error"]).toBe(true);
    expect(pullRequest.with).toMatchObject({
      title: "${{ steps.update.outputs.title }}",
      "body-path": "${{ runner.temp }}/update-report.md",
    });
    const last = steps.at(-1)!;
    expect(last.if).toBe("steps.check.outcome == 'failure'");
    const failed = runStep(last, tempFolder(), tempFolder());
    expect(failed.status).toBe(1);
    expect(failed.log).toContain("::error::The owner's check failed on the update");
  });
});

describe("the update step, on a fork whose template makes a release", () => {
  const packageJson = (version: string) =>
    `${JSON.stringify({ name: "portfolio", version, private: true, scripts: { build: "node build.mjs", update: "tsx tools/update/cli.ts" } }, null, 2)}\n`;

  function repositories() {
    const root = tempFolder();
    roots.push(root);
    const template = join(root, "template");
    copyUpdater(template);
    newRepository(template, {
      ...templateFiles,
      "package.json": packageJson("1.0.0"),
      // The small template has none of the real one's content schema, nor its migrations.
      "tools/update/migrations/list.ts": "export const migrations = [];\n",
    });
    const fork = forkOf(template, join(root, "fork"));
    linkNodeModules(fork);
    commit(fork, { "app/home.ts": 'export const heading = "My Articles";\n' }, "My heading");
    return { root, template, fork, runnerTemp: mkdtempSync(join(root, "runner-")) };
  }
  const releaseFiles = (version: string, home: string) => ({
    "package.json": packageJson(version),
    "CHANGELOG.md": changelog(release(version, "Nothing.", "Something.")),
    [home]: `export const changed = "${version}";\n`,
  });

  test("a release: its title for the pull request; run again: no pull request; a conflict: the step fails", () => {
    const { template, fork, runnerTemp } = repositories();
    commit(template, releaseFiles("1.1.0", "app/layout.ts"), "Release 1.1.0");
    const expressions = { "vars.TEMPLATE_URL": template };

    const first = runStep(update, fork, runnerTemp, expressions);
    expect(first.status, first.log).toBe(0);
    expect(first.output).toBe("updated=true\ntitle=Update from the template 1.0.0 to 1.1.0\n");
    expect(readFileSync(join(runnerTemp, "update.txt"), "utf8")).toMatch(
      /^Update from the template 1\.0\.0 to 1\.1\.0 \(the template's newest release, commit [0-9a-f]{7}\)\.\n/,
    );
    expect(git(fork, "log", "-1", "--format=%an")).toBe("github-actions[bot]");

    const again = runStep(update, fork, runnerTemp, expressions);
    expect(again).toMatchObject({ status: 0, output: "" });
    expect(readFileSync(join(runnerTemp, "update.txt"), "utf8")).toBe(
      "Already up to date with the template (1.1.0).\n",
    );

    commit(template, releaseFiles("1.2.0", "app/home.ts"), "Release 1.2.0");
    const refused = runStep(update, fork, runnerTemp, expressions);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toBe("");
    expect(refused.log).toContain("  app/home.ts: you and the template both changed it");
  });
});

describe("the pull request's description and the job's summary", () => {
  const updateText =
    "Update from the template 1.0.0 to 1.1.0 (the template's newest release, commit 1234567).\n";
  function describeWith(check: "success" | "failure", checkText: string) {
    const runnerTemp = tempFolder();
    roots.push(runnerTemp);
    writeFileSync(join(runnerTemp, "update.txt"), updateText);
    writeFileSync(join(runnerTemp, "check.txt"), checkText);
    const run = runStep(report, runnerTemp, runnerTemp, { "steps.check.outcome": check });
    expect(run.status, run.log).toBe(0);
    const body = readFileSync(join(runnerTemp, "update-report.md"), "utf8");
    expect(run.summary).toBe(body);
    return body;
  }

  test("the update's summary, and that the owner's check passed", () => {
    expect(describeWith("success", "All passed\n")).toBe(
      [
        "The template's newest release, taken by `npm run update`:",
        "",
        "```",
        updateText.trimEnd(),
        "```",
        "",
        "**The owner's check passed** on this update: `npm test` ran in [the update's run](https://github.com/ada/portfolio/actions/runs/42) before this pull request was opened.",
        "",
      ].join("\n"),
    );
  });

  test("a failed check: said first thing after the update, with the end of its output", () => {
    const lines = Array.from({ length: 60 }, (_, i) => `line ${i + 1}`);
    const body = describeWith("failure", `${lines.join("\n")}\n`);
    expect(body).toContain(
      "**The owner's check failed** on this update: `npm test` in [the update's run](https://github.com/ada/portfolio/actions/runs/42). Fix it on this branch before you merge. The end of its output:\n\n```\nline 21\n",
    );
    expect(body).toMatch(/\nline 60\n```\n$/);
    expect(body).not.toContain("line 20\n");
    expect(body).not.toContain("passed");
  });
});
