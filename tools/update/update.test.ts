import { rmSync } from "node:fs";
import { afterEach, describe, expect, test, vi } from "vitest";
import { changelog, packageJson, release, templateAndFork } from "./fixture.test-support.ts";
import { commit, git, read, state, update, writeFiles } from "./repos.test-support.ts";

// The update on real repositories: a template, a fork of it, a new release.
// The build is the small template's own (fixture.test-support.ts), run as
// `npm run build`; tests/template/update.test.ts runs the real site's build.

// Real git, npm and builds: slow when the machine is busy, never wrong.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function setup(kind?: "fork" | "template copy") {
  const repos = templateAndFork(kind);
  roots.push(repos.root);
  return repos;
}

/** Release 1.1.0: new code and a new schema, and new sample words in every owner's file. */
function release110(template: string) {
  return commit(
    template,
    {
      "package.json": packageJson("1.1.0"),
      "CHANGELOG.md": changelog(release("1.1.0", "Nothing.", "A calmer home page.")),
      "app/home.ts": 'export const heading = "Recent Articles";\nexport const calm = true;\n',
      "content/schema/owner.json": '["name",   "headshot"]\n',
      "content/owner.ts": 'export const owner = { name: "New Sample", headshot: "new.jpg" };\n',
      "content/copy.ts": 'export const copy = { intro: "New sample words" };\n',
      "content/overrides.ts": "export const overrides = { hidden: [] };\n",
      "content/images/new-sample.jpg": "a new sample image",
    },
    "Release 1.1.0",
  );
}

describe.each(["fork", "template copy"] as const)("a fork made with %s", (kind) => {
  test("takes the template's code and keeps its own content; a second run changes nothing", () => {
    const { template, fork } = setup(kind);
    const before = state(fork).head;
    const content = [
      "content/owner.ts",
      "content/copy.ts",
      "content/images/ada.png",
      "content/files/cv.pdf",
      "content/languages.ts",
    ];
    const own = content.map((path) => read(fork, path));
    const released = release110(template);

    const first = update(fork, { from: template });
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(read(fork, "app/home.ts")).toBe(read(template, "app/home.ts"));
    expect(read(fork, "content/schema/owner.json")).toBe(
      read(template, "content/schema/owner.json"),
    );
    expect(read(fork, "package.json")).toBe(packageJson("1.1.0"));
    expect(content.map((path) => read(fork, path))).toEqual(own);
    // What the fork deleted stays deleted; the template's new sample stays out.
    for (const path of [
      "content/overrides.ts",
      "content/images/headshot.jpg",
      "content/images/new-sample.jpg",
    ])
      expect(read(fork, path), path).toBeUndefined();
    // One merge commit, the fork's work first, naming the versions.
    expect(git(fork, "log", "-1", "--format=%P")).toBe(`${before} ${released}`);
    expect(git(fork, "log", "-1", "--format=%s")).toBe("Update from the template 1.0.0 to 1.1.0");
    expect(state(fork).status).toBe("");
    expect(first.out).toContain("Update from the template 1.0.0 to 1.1.0 (template commit");
    expect(first.out).toMatch(
      /^1\.1\.0 \(2026-12-01\)\n {2}Your content:\n {4}Nothing\.\n {2}Added:\n {4}- A calmer home page\.$/m,
    );
    expect(first.out).not.toContain("The site."); // 1.0.0's entries are not news
    expect(first.out).toContain("Migrations applied: none.");
    expect(first.out).toContain("Files changed: 4; none of your content files.");

    const after = state(fork);
    const second = update(fork, { from: template });
    expect(second).toEqual({
      code: 0,
      out: "Already up to date with the template (1.1.0).",
      err: "",
    });
    expect(state(fork)).toEqual(after);
  });
});

test('uses the remote named "template", and says how to add one when there is none', () => {
  const { template, fork } = setup();
  release110(template);
  const missing = update(fork);
  expect(missing.code).toBe(1);
  expect(missing.err).toContain('no git remote named "template"');
  expect(missing.err).toContain("git remote add template <the template's git URL>");
  git(fork, "remote", "add", "template", template);
  expect(update(fork).out).toContain("Update from the template 1.0.0 to 1.1.0");
});

test("a template it cannot fetch is one line, and nothing changes", () => {
  const { root, fork } = setup();
  const before = state(fork);
  const result = update(fork, { from: `${root}/no-such-template` });
  expect(result.code).toBe(1);
  expect(result.err.split("\n")[0]).toMatch(
    /^Could not fetch the template from .*no-such-template: .+/,
  );
  expect(result.err).not.toMatch(/\n\s+at /);
  expect(state(fork)).toEqual(before);
});

test("a fork's edit outside content/ that the template also changed is refused, with nothing changed", () => {
  const { template, fork } = setup();
  commit(fork, { "app/home.ts": 'export const heading = "My Articles";\n' }, "My heading");
  // The fork's own change to a file the template leaves alone is not a conflict.
  commit(fork, { "app/layout.ts": 'export const footer = "Say hello";\n' }, "My footer");
  release110(template);
  commit(
    template,
    { "app/layout.ts": null, "content/copy.ts": "// changed sample\n" },
    "Drop layout",
  );
  const before = state(fork);

  const result = update(fork, { from: template });
  expect(result.code).toBe(1);
  expect(result.out).toBe("");
  const lines = result.err.split("\n");
  expect(lines[0]).toMatch(
    /^The update was not applied: 2 files outside content\/ changed in your fork and in the template \(1\.1\.0\):$/,
  );
  expect(lines.slice(1, 3).sort()).toEqual([
    "  app/home.ts: you and the template both changed it",
    "  app/layout.ts: you changed it; the template deleted it",
  ]);
  expect(result.err).toMatch(/git checkout [0-9a-f]{12} -- <file>/);
  expect(result.err).toContain("tmp=$(mktemp -d) && git show ");
  expect(result.err).toMatch(/Template-Merged: [0-9a-f]{12} <file>/);
  expect(state(fork)).toEqual({ ...before, mergeHead: false });
});

test("a dirty work tree is refused before anything is fetched", () => {
  const { template, fork } = setup();
  release110(template);
  writeFiles(fork, { "content/copy.ts": "// half-written\n" });
  const before = state(fork);
  const result = update(fork, { from: template });
  expect(result).toMatchObject({ code: 1, out: "" });
  expect(result.err).toBe(
    "Your work tree has uncommitted changes (1 file, such as content/copy.ts): commit or stash them (git stash -u), then run the update again.",
  );
  expect(state(fork)).toEqual(before);
  expect(read(fork, ".git/FETCH_HEAD")).toBeUndefined();
});

test("an earlier update squash-merged (no link to the template) still finds where the fork is", () => {
  const { template, fork } = setup();
  release110(template);
  expect(update(fork, { from: template }).code).toBe(0);
  // What "Squash and merge" of the update's pull request leaves: its changes, one parent.
  git(fork, "reset", "--soft", "HEAD^1");
  git(fork, "commit", "--quiet", "-m", "Update from the template (#12)");
  commit(
    template,
    {
      "package.json": packageJson("1.2.0"),
      "CHANGELOG.md": changelog(
        release("1.2.0", "Nothing.", "Calmer still."),
        release("1.1.0", "Nothing.", "A calmer home page."),
      ),
      "app/home.ts": 'export const heading = "Recent Articles";\nexport const calm = "very";\n',
    },
    "Release 1.2.0",
  );
  const result = update(fork, { from: template });
  expect(result.err).toBe("");
  expect(result.out).toContain("Update from the template 1.1.0 to 1.2.0");
  expect(read(fork, "app/home.ts")).toBe(read(template, "app/home.ts"));
});
