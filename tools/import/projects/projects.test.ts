import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { projectSchema } from "../../../content/schema/entries.ts";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { pinned, repos } from "../fixtures/github-api.test-support.ts";
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
      updated: "2024-11",
      stars: 1200, // 1234, rounded as the card shows it: "1.2K"
      forks: 56,
      source: "github:tobi",
    },
    {
      url: "https://github.com/tobi/queue-bench",
      title: "queue-bench",
      description: "What queue-bench does.",
      tech: ["Rust"],
      date: "2024-10-01",
      updated: "2024-10",
      stars: 7,
      forks: 1,
      source: "github:tobi",
    },
    {
      url: "https://github.com/tobi/dotfiles",
      title: "dotfiles",
      description: "What dotfiles does.",
      tech: ["shell"],
      stars: 0,
      forks: 0,
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
  const projects = await readJson(bed.dir, "projects.json");
  expect(projects.map((p) => p.title)).toEqual(expect.arrayContaining(["forked-lib"]));
  expect(projects.find((p) => p.title === "old-experiment")).toMatchObject({
    archived: true,
    stars: 123_000, // "123K"
    forks: 10_000, // 9960 is "10K"
  });
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

test("a refresh changes the file only when a card's number would change", async () => {
  await run(tobi, options(bed.dir, bed.server.origin));
  const raft = repos.find((repo) => repo.name === "raft-lite")!;
  const before = await snapshot(bed.dir);
  raft.stargazers_count = 1249; // still "1.2K"
  try {
    const again = await run({ kind: "all" }, options(bed.dir, bed.server.origin));
    expect(again.out).toContain("projects tobi: 0 added, 0 updated, 3 unchanged");
    expect(await snapshot(bed.dir)).toEqual(before);
    raft.stargazers_count = 1250; // "1.3K"
    const third = await run({ kind: "all" }, options(bed.dir, bed.server.origin));
    expect(third.out).toContain("projects tobi: 0 added, 1 updated, 2 unchanged");
    expect((await readJson(bed.dir, "projects.json"))[0]).toMatchObject({ stars: 1300 });
  } finally {
    raft.stargazers_count = 1234;
  }
});

test("--pinned asks GitHub's GraphQL API with the token and features the pinned repositories", async () => {
  const token = { githubToken: "s3cret" };
  const { code, out } = await run(
    { ...tobi, pinned: true },
    options(bed.dir, bed.server.origin, token),
  );
  expect(code, out).toBe(0);
  expect(bed.server.authorizations).toHaveLength(4); // three pages of repositories, one query
  const featured = (await readJson(bed.dir, "projects.json")).filter((p) => p.featured);
  expect(featured.map((p) => p.url)).toEqual(pinned);
  expect((await readJson<{ projects: unknown[] }>(bed.dir, "sources.json")).projects).toEqual([
    { user: "tobi", forks: false, archived: false, pinned: true },
  ]);
  // A refresh remembers the flag; one without it drops the marks.
  const again = await run({ kind: "all" }, options(bed.dir, bed.server.origin, token));
  expect(again.out).toContain("projects tobi: 0 added, 0 updated, 3 unchanged");
  await run(tobi, options(bed.dir, bed.server.origin, token));
  expect((await readJson(bed.dir, "projects.json")).some((p) => p.featured)).toBe(false);
});

test("--pinned without GITHUB_TOKEN fails, naming the source, and changes nothing", async () => {
  const before = await snapshot(bed.dir);
  const { code, err } = await run({ ...tobi, pinned: true }, options(bed.dir, bed.server.origin));
  expect(code).toBe(1);
  expect(err).toContain(
    "Import failed: projects tobi: --pinned needs GITHUB_TOKEN: GitHub tells pins only to a token",
  );
  expect(await snapshot(bed.dir)).toEqual(before);
});
