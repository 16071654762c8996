import { existsSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { makeProjectCopy } from "../harness/sites/project-copy";
import {
  commit,
  git,
  newRepository,
  read,
  state,
  templateCopyOf,
  update,
  writeFiles,
} from "../../tools/update/repos.test-support";
import { persona, personaContent } from "../fixtures/personas/pt-br";
import { sampleContent } from "../fixtures/sample/sample-content";

// `npm run update` on copies of this project, with the real `npm run build`:
// a fork made with "Use this template" (no shared history) whose content/ is
// entirely its own, and a template release whose schema asks for a new owner
// field. Without its migration the build fails and the update is undone;
// with it, the update goes through and the site builds.

const root = resolve(".test-builds/update");
const template = join(root, "template");
const fork = join(root, "fork");
let forkHead: string;
let forkOwner: string;

// The template's release as it is now, and the next one the test makes.
const current = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;
const next = current.replace(/^(\d+)\.(\d+)\.\d+.*$/, (_, major: string, minor: string) =>
  [major, Number(minor) + 1, 0].join("."),
);

const migration = `import { addProperty } from "./content-edit.ts";
import type { Migration } from "./migration.ts";

export const ownerPronouns: Migration = {
  id: "owner-pronouns",
  release: "${next}",
  description: "adds an empty owner.pronouns",
  migrate(files) {
    const owner = files.read("content/owner.ts");
    if (owner !== undefined) files.write("content/owner.ts", addProperty(owner, "owner", "pronouns", '""'));
  },
};
`;

function edit(path: string, from: string | RegExp, to: string) {
  const text = read(template, path)!;
  const edited = text.replace(from, to);
  if (edited === text)
    throw new Error(`The test's template edit found nothing to change in ${path}`);
  writeFiles(template, { [path]: edited });
}

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  // The template with its sample content (a fixture), whatever this project has in content/.
  makeProjectCopy(template, sampleContent());
  newRepository(template, {}, `Release ${current}`);
  templateCopyOf(template, fork);
  git(fork, "rm", "-r", "--quiet", "content");
  git(fork, "checkout", "HEAD", "--", "content/schema");
  forkHead = commit(fork, await personaContent(), "Make it mine");
  forkOwner = read(fork, "content/owner.ts")!;
  symlinkSync(resolve("node_modules"), join(fork, "node_modules"), "dir");
  // The next release, first without the migration its schema change needs.
  edit("package.json", /"version": "[^"]+"/, `"version": "${next}"`);
  edit(
    "CHANGELOG.md",
    /## \[Unreleased\][\s\S]*?(?=## \[\d)/,
    `## [Unreleased]\n\n## [${next}] - 2026-12-01\n\n### Your content\n\nA migration adds \`pronouns\` to content/owner.ts.\n\n### Added\n\n- Pronouns.\n\n`,
  );
  edit("content/schema/owner.ts", "z.object({", "z.object({\n  pronouns: z.string(),");
  edit("content/copy.ts", /noPosts: "[^"]*"/g, 'noPosts: "Nothing here yet."');
  writeFiles(template, { "app/release.ts": `export const release = "${next}";\n` });
  commit(template, {}, `Release ${next} without its migration`);
}, 120_000);

describe('a "Use this template" fork with content of its own, built for real', () => {
  test("a schema its content does not meet, with no migration: the update is undone and says why", () => {
    const before = state(fork);
    const result = update(fork, { from: template });
    expect(result.code).toBe(1);
    const lines = result.err.split("\n");
    expect(lines[0]).toBe("The site does not build with the new template:");
    expect(lines[1]).toMatch(/^ {2}content\/owner\.ts: .*pronouns/);
    const log = /^The build's whole output is in (\S+)\.$/m.exec(result.err)?.[1];
    rmSync(dirname(log!), { recursive: true });
    expect(result.err).not.toMatch(/\n\s+at /);
    expect(result.err).toContain(
      "The update was undone: HEAD, the index and the work tree are as they were.",
    );
    expect(result.err).toContain(`  ${next}: A migration adds \`pronouns\` to content/owner.ts.`);
    expect(state(fork)).toEqual(before);
    expect(existsSync(join(fork, "app/release.ts"))).toBe(false);
  }, 240_000);

  test("with the migration: template code, the fork's content, the owner file migrated, one merge commit", () => {
    // The release made again, with its migration: the update takes a
    // release, the commit that set the version, so the fix is not a later
    // commit of the same version (no fork took the first one).
    git(template, "reset", "--quiet", "--soft", "HEAD^");
    copyMigration();
    const released = commit(template, {}, `Release ${next}`);
    // Work after the release waits for the next one.
    commit(template, { "app/unreleased.ts": "export const soon = true;\n" }, "Work in progress");
    const result = update(fork, { from: template });
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(read(fork, "app/release.ts")).toBe(read(template, "app/release.ts"));
    expect(read(fork, "content/schema/owner.ts")).toBe(read(template, "content/schema/owner.ts"));
    expect(read(fork, "content/copy.ts")).not.toContain("Nothing here yet.");
    expect(read(fork, "content/owner.ts")).toBe(
      forkOwner.replace('"pt_BR"\n}', '"pt_BR",\n  pronouns: "",\n}'),
    );
    expect(git(fork, "log", "-1", "--format=%P")).toBe(`${forkHead} ${released}`);
    expect(existsSync(join(fork, "app/unreleased.ts"))).toBe(false);
    expect(result.out).toContain(`Update from the template ${current} to ${next}`);
    expect(result.out).toContain(
      `The template has 1 commit after ${next}, not released yet: it comes with its next release.`,
    );
    expect(result.out).toContain(
      `${next} (2026-12-01)\n  Your content:\n    A migration adds \`pronouns\` to content/owner.ts.\n  Added:\n    - Pronouns.\n\n`,
    );
    expect(result.out).toContain(
      `${next} owner-pronouns: adds an empty owner.pronouns (content/owner.ts)`,
    );
    // The site the update built is the fork's.
    expect(readFileSync(join(fork, "build/client/index.html"), "utf8")).toContain(persona.name);
    expect(state(fork).status).toBe("");
  }, 240_000);

  test("a second run changes nothing", () => {
    const before = state(fork);
    expect(update(fork, { from: template })).toEqual({
      code: 0,
      out: `Already up to date with the template (${next}).\nThe template has 1 commit after ${next}, not released yet: it comes with its next release.`,
      err: "",
    });
    expect(state(fork)).toEqual(before);
  });
});

function copyMigration() {
  writeFiles(template, { "tools/update/migrations/owner-pronouns.ts": migration });
  // The list's first entry, whatever the template already ships after it.
  edit(
    "tools/update/migrations/list.ts",
    "export const migrations: readonly Migration[] = [",
    'import { ownerPronouns } from "./owner-pronouns.ts";\n\nexport const migrations: readonly Migration[] = [ownerPronouns, ',
  );
}
