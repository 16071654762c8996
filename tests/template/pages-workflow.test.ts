import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, expect, test } from "vitest";
import {
  buildSettings,
  deploySteps,
  notRunHere,
  pagesArtifact,
  readWorkflow,
  runPagesDeploy,
  type StepRun,
  type Trigger,
} from "../harness/hosts/pages-workflow";
import { commitAsFork, makeProjectCopy } from "../harness/sites/project-copy";
import { sampleContent } from "../fixtures/sample/sample-content";
import { feedFiles } from "../../app/lib/metadata/site-urls";
import { utcDay } from "../../pipeline/inputs/published-posts";

// The GitHub Pages deploy of a project site (https://example.github.io/portfolio/),
// its steps as .github/workflows/deploy.yml has them, on the sample owner's
// fork: the settings from the Pages URL and a repository variable, the build,
// and the folder it uploads (the owner's check on that very build runs in
// npm run test:generated's deploys). Then the daily run: a post dated tomorrow, deployed today and
// tomorrow with the machine's clock moved to each day; and the link check's
// build (.github/workflows/links.yml), made with the deploy's settings.

const dir = resolve(".test-builds/pages-workflow");
const pages = { basePath: "/portfolio/", origin: "https://example.github.io" };
let runs: StepRun[];
// The deploy's every step, the owner's check included, runs on generated sites under their
// sub-path in `npm run test:generated` (CI's second leg): here it would check the sample again.
const leaveOut = {
  "The owner's check": "npm run test:generated runs it in the deploy, on generated sites",
};

beforeAll(() => {
  makeProjectCopy(dir, sampleContent());
  commitAsFork(dir, "The sample owner's site");
  runs = runPagesDeploy(
    dir,
    {
      ...pages,
      // A variable the owner set, one left empty (which must not reach the build) and another's.
      vars: { VITE_ADDRESS: "Accra, Ghana", VITE_TWITTER_URL: "", OTHER: "x" },
    },
    { leaveOut },
  );
}, 1_200_000);

test("every step of the deploy runs here, or is named with why it cannot", () => {
  const commands = deploySteps().flatMap((step) =>
    step.run ? [step.name ?? step.run.trim()] : [],
  );
  expect(commands.filter((step) => !(step in notRunHere) && !(step in leaveOut))).toEqual(
    runs.map((run) => run.step),
  );
});

test("each step passes: the settings, the build, the upload's folder", () => {
  for (const run of runs) expect(run.status, `${run.step}:\n${run.output.slice(-3000)}`).toBe(0);
  expect(runs.map((run) => run.step)).toEqual(expect.arrayContaining(["npm run build"]));
});

test("what it uploads is the site for the sub-path, with the owner's variable, and no _headers", () => {
  const client = join(dir, "build/client");
  expect(existsSync(join(client, "_headers"))).toBe(false);
  const home = readFileSync(join(client, "index.html"), "utf8");
  expect(home).toContain('<link rel="canonical" href="https://example.github.io/portfolio/"');
  expect(home).toContain("Accra, Ghana");
  // The upload leaves out dotfiles: .nojekyll, which a deploy from Actions does not need (it runs
  // no Jekyll, which would drop _.data), and nothing else.
  const uploaded = pagesArtifact(client);
  expect(uploaded).toEqual(expect.arrayContaining(["index.html", "_.data", "blog.data"]));
  const leftOut = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(client.length + 1))
    .filter((file) => !uploaded.includes(file));
  expect(leftOut.filter((file) => file !== ".nojekyll")).toEqual([]);
  expect(uploaded).not.toContain(".nojekyll");
});

const daily: Trigger = { event: "schedule", ref: "refs/heads/main" };

test("the deploy also runs every day, and a scheduled run deploys only from main", () => {
  const { on } = readWorkflow("deploy.yml");
  expect(Object.keys(on)).toEqual(expect.arrayContaining(["push", "schedule"]));
  expect(on.schedule).toHaveLength(1);
  // minute hour day-of-month month day-of-week: one time of day, every day.
  const [minute, hour, ...everyDay] = on.schedule![0]!.cron.trim().split(/\s+/);
  expect(everyDay).toEqual(["*", "*", "*"]);
  expect(hour).toMatch(/^\d{1,2}$/);
  // Off the hour, when GitHub's scheduled runs queue the longest.
  expect(minute).toMatch(/^[1-5]?\d$/);
  expect(Number(minute)).not.toBe(0);
  // GitHub runs a schedule on the default branch: one other than main deploys nothing.
  expect(runPagesDeploy(dir, pages, { trigger: { ...daily, ref: "refs/heads/trunk" } })).toEqual(
    [],
  );
});

test("a post dated tomorrow (UTC): today's daily deploy leaves it out, tomorrow's publishes its page, feed items and sitemap entry", () => {
  const fork = resolve(".test-builds/pages-workflow-daily");
  const slug = "a-post-for-tomorrow";
  const url = `${pages.origin}${pages.basePath}blog/${slug}`;
  // Noon, so that neither run crosses a midnight.
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
  const tomorrow = new Date(today.getTime() + 86_400_000);
  makeProjectCopy(fork, {
    ...sampleContent(),
    [`content/posts/${slug}/index.md`]: [
      "---",
      "title: A post for tomorrow",
      "description: Published on its day by the daily deploy.",
      `publishDate: ${utcDay(tomorrow)}`,
      "---",
      "",
      "Its day has come.",
      "",
    ].join("\n"),
  });
  commitAsFork(fork, "The sample owner's site, with a post for tomorrow");

  const deployOn = (clock: Date) => {
    const runs = runPagesDeploy(fork, pages, { trigger: daily, clock });
    for (const run of runs) expect(run.status, `${run.step}:\n${run.output.slice(-3000)}`).toBe(0);
    expect(runs.map((run) => run.step)).toContain("npm run build");
    const client = join(fork, "build/client");
    const read = (file: string) => readFileSync(join(client, file), "utf8");
    return {
      page: existsSync(join(client, "blog", slug, "index.html")),
      feeds: Object.values(feedFiles).map(({ file }) => read(file).includes(url)),
      sitemap: read("sitemap.xml").includes(`<loc>${url}</loc>`),
    };
  };
  expect(deployOn(today)).toEqual({ page: false, feeds: [false, false, false], sitemap: false });
  expect(deployOn(tomorrow)).toEqual({ page: true, feeds: [true, true, true], sitemap: true });
}, 1_200_000);

test("the link check builds with the deploy's settings: the Pages address and sub-path, then the variables", () => {
  const vars = { CHECK_LINKS: "true", VITE_ADDRESS: "Accra, Ghana", VITE_TWITTER_URL: "" };
  const deploy = buildSettings("deploy.yml", pages, vars);
  expect(deploy).toEqual({
    VITE_BASE_PATH: "/portfolio/",
    VITE_BASE_URL: "https://example.github.io",
    VITE_ADDRESS: "Accra, Ghana",
  });
  expect(buildSettings("links.yml", pages, vars)).toEqual(deploy);
  // A variable wins over the Pages settings, in both.
  const own = { ...vars, VITE_BASE_URL: "https://ada.example" };
  expect(buildSettings("links.yml", pages, own)).toEqual(buildSettings("deploy.yml", pages, own));
  expect(buildSettings("links.yml", pages, own).VITE_BASE_URL).toBe("https://ada.example");
  // A repository that publishes elsewhere has no Pages site: content/links.ts's address stays.
  expect(buildSettings("links.yml", undefined, vars)).toEqual({ VITE_ADDRESS: "Accra, Ghana" });
});
