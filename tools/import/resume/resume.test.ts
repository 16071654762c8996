import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, expect, test } from "vitest";
import { experienceSchema } from "../../../content/schema/experience.ts";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { fixture, send } from "../fixtures/server.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";

// `npm run import -- resume <file or URL>`: a JSON Resume from a real HTTP
// server on 127.0.0.1 or from a file, its refresh, its removal, and bad inputs.

const bed = importTestbed();
let url: string;
beforeEach(() => {
  url = `${bed.server.origin}/resume.json`;
  bed.server.routes.set("/resume.json", (_req, res) =>
    send(res, 200, "application/json", fixture("resume.json", bed.server.origin)),
  );
});

const resume = (source: string) => ({ kind: "resume", source }) as const;
type Career = { work: Record<string, unknown>[]; education: unknown[]; certificates: unknown[] };

test("from a URL: work, education and certificates, months from its dates; bad entries named, one line a reason", async () => {
  const { code, out } = await run(resume(url), options(bed.dir, bed.server.origin));
  expect(code).toBe(0);
  expect(out).toContain(`resume ${url}: 4 added, 0 updated, 0 unchanged, 2 skipped`);
  expect(out).toContain(
    'skipped 1 (startDate must be a month written YYYY-MM, such as "2021-03"): "Old Shop"',
  );
  expect(out).toContain('skipped 1 (endDate is before its start "2014-05"): "Backwards Ltd"');
  const career = await readJson<Career>(bed.dir, "experience.json");
  expect(career.work).toEqual([
    {
      organization: "Paystack",
      role: "Staff Engineer",
      start: "2021-03",
      location: "Lagos",
      url: "https://paystack.com",
      highlights: ["Led the ledger migration."],
      tech: [],
      source: url,
    },
    {
      organization: "Hubtel",
      role: "Engineer",
      start: "2017-06",
      end: "2021-02",
      highlights: [],
      tech: [],
      source: url,
    },
  ]);
  expect(career.education).toEqual([
    {
      institution: "University of Ghana",
      degree: "BSc, Computer Science",
      start: "2013-09",
      end: "2017-05",
      source: url,
    },
  ]);
  expect(career.certificates).toEqual([
    { name: "CKA", issuer: "CNCF", date: "2022-04", source: url },
  ]);
  expect(experienceSchema.safeParse(career).success).toBe(true);
  expect(await readJson(bed.dir, "sources.json")).toEqual({
    posts: [],
    projects: [],
    resume: [{ source: url }],
  });
});

test("from a file; `npm run import` refreshes it: changed entries updated, dropped ones removed", async () => {
  const file = join(bed.dir, "my-resume.json");
  await writeFile(file, fixture("resume.json", bed.server.origin));
  expect((await run(resume(file), options(bed.dir, bed.server.origin))).code).toBe(0);
  const document = JSON.parse(await readFile(file, "utf8"));
  document.work[1].position = "Senior Engineer";
  document.certificates = [];
  await writeFile(file, JSON.stringify(document));
  const { code, out } = await run({ kind: "all" }, options(bed.dir, bed.server.origin));
  expect(code).toBe(0);
  expect(out).toContain(`resume ${file}: 0 added, 1 updated, 2 unchanged, 2 skipped`);
  expect(out).toContain("note: removed 1 no longer in the résumé: CKA (2022-04)");
  const career = await readJson<Career>(bed.dir, "experience.json");
  expect(career.work[1]).toMatchObject({ role: "Senior Engineer" });
  expect(career.certificates).toEqual([]);
});

test("remove takes the résumé and only its entries away", async () => {
  await run(resume(url), options(bed.dir, bed.server.origin));
  const { code, out } = await run(
    { kind: "remove", source: url },
    options(bed.dir, bed.server.origin),
  );
  expect(code).toBe(0);
  expect(out).toContain(`Removed resume ${url}: 4 entries`);
  expect(await readJson(bed.dir, "experience.json")).toEqual({
    work: [],
    education: [],
    certificates: [],
  });
  expect(await readJson(bed.dir, "sources.json")).toEqual({ posts: [], projects: [] });
});

test.each([
  ["/status/404", "HTTP 404 Not Found"],
  ["/feeds/atom.xml", "not JSON"],
  ["/feeds/feed.json", "not a JSON Resume: it has no work, education or certificates"],
])("%s: one line naming the source and the problem; nothing changes", async (path, problem) => {
  const before = await snapshot(bed.dir);
  const source = `${bed.server.origin}${path}`;
  const { code, err } = await run(resume(source), options(bed.dir, bed.server.origin));
  expect(code).toBe(1);
  expect(err.split("\n")[0]).toMatch(new RegExp(`^Import failed: ${source}: ${problem}`));
  expect(err).toContain("Nothing was changed.");
  expect(await snapshot(bed.dir)).toEqual(before);
});

test("a file that is not there is one line too; without a résumé, experience.json is never written", async () => {
  const before = await snapshot(bed.dir);
  const { code, err } = await run(
    resume(join(bed.dir, "nope.json")),
    options(bed.dir, bed.server.origin),
  );
  expect(code).toBe(1);
  expect(err).toContain("nope.json: no such file");
  expect(await snapshot(bed.dir)).toEqual(before);
  await run(
    { kind: "projects", user: "tobi", forks: false, archived: false },
    options(bed.dir, bed.server.origin),
  );
  expect(Object.keys(await snapshot(bed.dir))).not.toContain("imported/experience.json");
});
