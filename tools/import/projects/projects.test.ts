import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { projectSchema } from "../../../content/schema/entries.ts";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";

const bed = importTestbed();

const tobi = { kind: "projects", user: "tobi", forks: false, archived: false } as const;

test("every page is read; forks, archived, undescribed and hand-written repositories are left out", async () => {
  const { code, out } = await run(tobi, options(bed.dir, bed.server.origin));
  expect(code).toBe(0);
  expect(bed.server.authorizations).toHaveLength(3); // three pages, Link rel="next" followed
  expect(out).toContain("projects tobi: 3 added, 0 updated, 0 unchanged, 4 skipped");
  expect(out).toContain("skipped 1 (forks; --forks imports them): forked-lib");
  expect(out).toContain("skipped 1 (archived; --archived imports them): old-experiment");
  expect(out).toContain("skipped 1 (no description; add one on GitHub to import it): no-words");
  expect(out).toContain(
    "skipped 1 (same URL as a hand-written project in content/projects.ts): cipherline",
  );
  const projects = await readJson(bed.dir, "projects.json");
  expect(projects).toEqual([
    {
      url: "https://github.com/tobi/raft-lite",
      title: "raft-lite",
      description: "What raft-lite does.",
      tech: ["Go", "raft", "distributed-systems"], // the language, then the topics, once each
      date: "2024-11-30",
      source: "github:tobi",
    },
    {
      url: "https://github.com/tobi/queue-bench",
      title: "queue-bench",
      description: "What queue-bench does.",
      tech: ["Rust"],
      date: "2024-10-01",
      source: "github:tobi",
    },
    {
      url: "https://github.com/tobi/dotfiles",
      title: "dotfiles",
      description: "What dotfiles does.",
      tech: ["shell"],
      source: "github:tobi",
    },
  ]);
  for (const project of projects) expect(projectSchema.safeParse(project).success).toBe(true);
  expect(await readJson(bed.dir, "sources.json")).toEqual({
    posts: [],
    projects: [{ user: "tobi", forks: false, archived: false }],
  });
});

test("--forks and --archived bring them in, and the sources remember the flags", async () => {
  const { out } = await run(
    { ...tobi, forks: true, archived: true },
    options(bed.dir, bed.server.origin),
  );
  expect(out).toContain("projects tobi: 5 added, 0 updated, 0 unchanged, 2 skipped");
  const titles = (await readJson(bed.dir, "projects.json")).map((p) => p.title);
  expect(titles).toEqual(expect.arrayContaining(["forked-lib", "old-experiment"]));
  expect((await readJson<{ projects: unknown[] }>(bed.dir, "sources.json")).projects).toEqual([
    { user: "tobi", forks: true, archived: true },
  ]);
  // A refresh uses the recorded flags and changes nothing.
  const before = await snapshot(bed.dir);
  const again = await run({ kind: "all" }, options(bed.dir, bed.server.origin));
  expect(again.out).toContain("projects tobi: 0 added, 0 updated, 5 unchanged, 2 skipped");
  expect(await snapshot(bed.dir)).toEqual(before);
});

test("GITHUB_TOKEN is sent as the Authorization header only when it is set", async () => {
  await run(tobi, options(bed.dir, bed.server.origin));
  expect(bed.server.authorizations).toEqual([undefined, undefined, undefined]);
  bed.server.authorizations.length = 0;
  await run(tobi, options(bed.dir, bed.server.origin, { githubToken: "s3cret" }));
  expect(bed.server.authorizations).toEqual(["token s3cret", "token s3cret", "token s3cret"]);
});

test("the hand-written files are never touched", async () => {
  const before = await readFile(join(bed.dir, "projects.ts"), "utf8");
  await run(tobi, options(bed.dir, bed.server.origin));
  expect(await readFile(join(bed.dir, "projects.ts"), "utf8")).toBe(before);
});
