import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, expect, test } from "vitest";
import { options, readJson, run } from "../fixtures/content.test-support.ts";
import { fixture, send } from "../fixtures/server.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";

// A refresh never loses an entry a résumé brought before: one the résumé
// now breaks is kept as it was, named with the field to fix, and the run
// exits 3 so the weekly refresh opens no pull request. The résumé is served
// by a real HTTP server on 127.0.0.1, and changed between the two imports.

const bed = importTestbed();
type Document = Record<string, Record<string, unknown>[]>;
type Career = Record<string, Record<string, unknown>[]>;
let url: string;
let served: Document;
beforeEach(() => {
  url = `${bed.server.origin}/cv.json`;
  served = JSON.parse(fixture("resume.json", bed.server.origin)) as Document;
  bed.server.routes.set("/cv.json", (_req, res) =>
    send(res, 200, "application/json", JSON.stringify(served)),
  );
});

const importIt = () => run({ kind: "resume", source: url }, options(bed.dir, bed.server.origin));
const refresh = () => run({ kind: "all" }, options(bed.dir, bed.server.origin));
const career = () => readJson<Career>(bed.dir, "experience.json");

/** What the fixture's first import leaves out, each time it is read. */
const fixtureSkips = [
  '  skipped 1 (startDate must be a month written YYYY-MM, such as "2021-03"; got "2015"): "Old Shop"',
  '  skipped 1 (endDate is before its start "2014-05"; got "2013-01"): "Backwards Ltd"',
  '  skipped 1 (date has the year 2564; write the date in the Gregorian calendar (YYYY-MM-DD); got "2564-03-01"): "Hackathon Winner"',
];
const changed = (dir: string) => `Changed: ${join(dir, "imported", "experience.json")}`;
const fixLine = "Kept 1 entry as imported before: fix it in the résumé and import again.";

test("a job that lost its startDate is kept as imported before, the rest written, and the run exits 3", async () => {
  expect((await importIt()).code).toBe(0);
  const before = await career();
  delete served.work![0]!.startDate;
  served.work![0]!.position = "CTO"; // not taken: the entry is kept as it was
  served.work![1]!.position = "Senior Engineer";
  const { code, out, err } = await refresh();
  expect(code).toBe(3);
  expect(out.split("\n")).toEqual([
    `resume ${url}: 0 added, 1 updated, 5 unchanged, 3 skipped`,
    ...fixtureSkips,
    '  kept "Paystack (2021-03)" as imported before: startDate is missing; write it as YYYY-MM',
    changed(bed.dir),
  ]);
  expect(err).toBe(fixLine);
  const after = await career();
  expect(after.work).toEqual([before.work![0], { ...before.work![1], role: "Senior Engineer" }]);
  expect(after.work![0]).toMatchObject({ role: "Staff Engineer", start: "2021-03" });
});

test("a job that lost its name is found by its startDate and position", async () => {
  await importIt();
  const before = await career();
  delete served.work![1]!.name;
  const { code, out, err } = await refresh();
  expect(code).toBe(3);
  expect(out).toContain('  kept "Hubtel (2017-06)" as imported before: name is missing');
  expect(err).toBe(fixLine);
  expect(await career()).toEqual(before);
});

test("a Buddhist-era month gets the Gregorian calendar's hint; a publication's and an award's broken fields are named", async () => {
  await importIt();
  const before = await career();
  served.work![0]!.startDate = "2564-03-01";
  delete served.publications![0]!.releaseDate;
  served.awards![0]!.awarder = "  ";
  const { code, out, err } = await refresh();
  expect(code).toBe(3);
  expect(out.split("\n")).toEqual([
    `resume ${url}: 0 added, 0 updated, 4 unchanged, 3 skipped`,
    ...fixtureSkips,
    '  kept "Paystack (2021-03)" as imported before: startDate has the year 2564; write the month in the Gregorian calendar (YYYY-MM); got "2564-03-01"',
    '  kept "Idempotency at the Ledger (2023-05)" as imported before: releaseDate is missing; write it as YYYY-MM or YYYY-MM-DD',
    '  kept "Engineer of the Year (2022-12)" as imported before: awarder is missing',
    "No file changed.",
  ]);
  expect(err).toBe("Kept 3 entries as imported before: fix them in the résumé and import again.");
  expect(await career()).toEqual(before);
});

test("a new entry that breaks a rule is skipped, as is one whose match a valid entry already is; the run exits 0", async () => {
  await importIt();
  served.work!.push(
    { name: "Paystack", position: "Advisor" }, // Paystack (2021-03) is still in the résumé
    { name: "Flutterwave", position: "Engineer", startDate: "2019-02", url: "flutterwave.com" },
  );
  const { code, out, err } = await refresh();
  expect(code).toBe(0);
  expect(err).toBe("");
  expect(out.split("\n")).toEqual([
    `resume ${url}: 0 added, 0 updated, 7 unchanged, 5 skipped`,
    ...fixtureSkips.slice(0, 2),
    '  skipped 1 (startDate is missing; write it as YYYY-MM): "Paystack"',
    '  skipped 1 (url must be an absolute http(s) URL; got "flutterwave.com"): "Flutterwave"',
    fixtureSkips[2],
    "No file changed.",
  ]);
});

test("of two jobs at one organization, the one no valid entry matches is kept; a job gone from the résumé is still removed", async () => {
  served.work = [
    { name: "Acme", position: "Lead", startDate: "2019-03" },
    { name: "Acme", position: "Engineer", startDate: "2015-01", endDate: "2019-02" },
    { name: "Initech", position: "Intern", startDate: "2014-06", endDate: "2014-09" },
  ];
  await importIt();
  const before = await career();
  delete served.work[1]!.startDate;
  served.work.pop();
  const { code, out } = await refresh();
  expect(code).toBe(3);
  expect(out).toContain(
    '  kept "Acme (2015-01)" as imported before: startDate is missing; write it as YYYY-MM',
  );
  expect(out).toContain("  note: removed 1 no longer in the résumé: Initech (2014-06)");
  expect((await career()).work).toEqual(before.work!.slice(0, 2));
});

test("only an entry this résumé brought is kept: another résumé's is not its to keep", async () => {
  const other = join(bed.dir, "other.json");
  await writeFile(
    other,
    JSON.stringify({ work: [{ name: "Hubtel", position: "Engineer", startDate: "2017-06" }] }),
  );
  await run({ kind: "resume", source: other }, options(bed.dir, bed.server.origin));
  served.work = [{ name: "Hubtel", position: "Engineer" }];
  const { code, out } = await importIt();
  expect(code).toBe(0);
  expect(out).toContain('  skipped 1 (startDate is missing; write it as YYYY-MM): "Hubtel"');
  expect((await career()).work).toEqual([
    {
      organization: "Hubtel",
      role: "Engineer",
      start: "2017-06",
      highlights: [],
      tech: [],
      source: other,
    },
  ]);
});

test("a résumé of publications and awards alone is one; an experience.json from before them is read", async () => {
  await writeFile(
    join(bed.dir, "imported", "experience.json"),
    JSON.stringify({ work: [], education: [], certificates: [] }),
  );
  served = { publications: served.publications!, awards: served.awards! };
  const { code, out } = await importIt();
  expect(code).toBe(0);
  expect(out).toContain(`resume ${url}: 3 added, 0 updated, 0 unchanged, 1 skipped`);
  const written = await career();
  expect(written.publications).toHaveLength(2);
  expect(written.awards).toHaveLength(1);
  expect(JSON.parse(await readFile(join(bed.dir, "imported", "sources.json"), "utf8"))).toEqual({
    posts: [],
    projects: [],
    resume: [{ source: url }],
  });
});
