import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import {
  changelog,
  copyUpdater,
  linkNodeModules,
  lock,
  packageJson,
  release,
  templateAndFork,
} from "./fixture.test-support.ts";
import { commit, git, read, state, update } from "./repos.test-support.ts";

// After the merge: migrations, a new dependency, the build, and undoing it
// all when the build fails. The small template's build is run for real as
// `npm run build`, npm ci too.

// Real git, npm and builds: slow when the machine is busy, never wrong.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function setup() {
  const repos = templateAndFork();
  roots.push(repos.root);
  return repos;
}

const ownerPhoto = `import { renameProperty } from "./content-edit.ts";
import type { Migration } from "./migration.ts";

export const ownerPhoto: Migration = {
  id: "owner-photo",
  release: "1.1.0",
  description: "renames owner.headshot to owner.photo",
  migrate(files) {
    const text = files.read("content/owner.ts");
    if (text !== undefined) files.write("content/owner.ts", renameProperty(text, "owner.headshot", "photo"));
  },
};
`;

test("the new release's migration rewrites the fork's content, keeping its comments, before the build", () => {
  const { template, fork } = setup();
  linkNodeModules(fork);
  copyUpdater(template);
  commit(
    template,
    {
      "package.json": packageJson("1.1.0"),
      "CHANGELOG.md": changelog(
        release("1.1.0", "A migration renames owner.headshot to owner.photo.", "Photos."),
      ),
      "content/schema/owner.json": '["name", "photo"]\n',
      "content/owner.ts": 'export const owner = { name: "Sample Owner", photo: "headshot.jpg" };\n',
      "tools/update/migrations/owner-photo.ts": ownerPhoto,
      "tools/update/migrations/list.ts":
        'import { ownerPhoto } from "./owner-photo.ts";\n\nexport const migrations = [ownerPhoto];\n',
    },
    "Release 1.1.0",
  );
  const result = update(fork, { from: template });
  expect(result.err).toBe("");
  expect(read(fork, "content/owner.ts")).toBe(
    'export const owner = {\n  // My details.\n  name: "Ada Okafor", // as on my passport\n  photo: "ada.png",\n};\n',
  );
  expect(result.out).toContain(
    "Migrations applied:\n  1.1.0 owner-photo: renames owner.headshot to owner.photo (content/owner.ts)",
  );
  expect(result.out).toContain("of yours, only what the migrations rewrote: content/owner.ts.");
  expect(git(fork, "show", "--stat", "--format=", "HEAD", "--", "content")).toContain(
    "content/owner.ts",
  );
  expect(state(fork).status).toBe("");
  expect(update(fork, { from: template }).out).toBe(
    "Already up to date with the template (1.1.0).",
  );
});

test("a new dependency is installed (npm ci) before the build that needs it", () => {
  const { template, fork } = setup();
  commit(
    template,
    {
      "package.json": packageJson("1.1.0", { greeting: "file:greeting" }),
      "package-lock.json": lock("1.1.0", { greeting: "file:greeting" }),
      "greeting/package.json":
        '{ "name": "greeting", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
      "greeting/index.js": 'export const hello = "hello";\n',
      "build.mjs": `import "greeting";\n${read(template, "build.mjs")}`,
    },
    "Release 1.1.0",
  );
  const result = update(fork, { from: template });
  expect(result.err).toBe("");
  expect(result.out).toContain(
    "package-lock.json changed: the dependencies were installed (npm ci).",
  );
  expect(existsSync(join(fork, "node_modules/greeting/index.js"))).toBe(true);
});

test("a build that fails undoes the whole update, node_modules too, and prints the named errors", () => {
  const { template, fork } = setup();
  commit(
    template,
    {
      "package.json": packageJson("1.1.0", { greeting: "file:greeting" }),
      "package-lock.json": lock("1.1.0", { greeting: "file:greeting" }),
      "greeting/package.json": '{ "name": "greeting", "version": "1.0.0", "main": "index.js" }\n',
      "greeting/index.js": "module.exports = {};\n",
      "CHANGELOG.md": changelog(
        release("1.1.0", "Add `pronouns` to content/owner.ts.", "Pronouns."),
      ),
      "content/schema/owner.json": '["name", "headshot", "pronouns"]\n',
      "app/home.ts": "export const heading = 'Articles';\n",
    },
    "Release 1.1.0",
  );
  const before = state(fork);
  const home = read(fork, "app/home.ts");
  const result = update(fork, { from: template });
  expect(result.code).toBe(1);
  expect(result.out).toBe("");
  const lines = result.err.split("\n");
  expect(lines[0]).toBe("The site does not build with the new template:");
  expect(lines[1]).toBe("  content/owner.ts: owner.pronouns is required; got nothing");
  const log = /^The build's whole output is in (\S+build\.log)\.$/.exec(lines[2]!)?.[1];
  expect(readFileSync(log!, "utf8")).toContain("owner.pronouns is required");
  rmSync(dirname(log!), { recursive: true });
  expect(lines.slice(3)).toEqual([
    "The update was undone: HEAD, the index and the work tree are as they were.",
    "What the new releases ask of your content:",
    "  1.1.0: Add `pronouns` to content/owner.ts.",
  ]);
  expect(state(fork)).toEqual(before);
  expect(read(fork, "app/home.ts")).toBe(home);
  expect(existsSync(join(fork, "greeting"))).toBe(false);
  // npm ci ran again with the fork's own lock: the new dependency is gone.
  expect(existsSync(join(fork, "node_modules/greeting"))).toBe(false);
});
