import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, expect, test } from "vitest";
import {
  fixtureContent,
  fixtureFiles,
} from "../../../app/lib/content/fixture-content.test-support.ts";
import { validateContent } from "../../../app/lib/content/validate-content.ts";
import { parseSettings } from "../../../app/lib/settings/settings-schema.ts";
import { experienceSchema } from "../../../content/schema/experience.ts";
import { jsonResume } from "../../../pipeline/stages/5-seo-files/resume-json.ts";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { fixture, send } from "../fixtures/server.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";

// `npm run import -- resume <file or URL>`: a JSON Resume from a real HTTP
// server on 127.0.0.1 or from a file, its refresh, its removal, bad inputs,
// and the site's own resume.json read back.

const bed = importTestbed();
let url: string;
beforeEach(() => {
  url = `${bed.server.origin}/resume.json`;
  bed.server.routes.set("/resume.json", (_req, res) =>
    send(res, 200, "application/json", fixture("resume.json", bed.server.origin)),
  );
});

const resume = (source: string) => ({ kind: "resume", source }) as const;
type Career = Record<
  "work" | "education" | "certificates" | "publications" | "awards",
  Record<string, unknown>[]
>;

test("from a URL: work, education, certificates, publications and awards; bad entries named in the résumé's words, one line a reason", async () => {
  const { code, out, err } = await run(resume(url), options(bed.dir, bed.server.origin));
  expect(code).toBe(0);
  expect(err).toBe("");
  expect(out.split("\n").slice(0, 4)).toEqual([
    `resume ${url}: 7 added, 0 updated, 0 unchanged, 3 skipped`,
    '  skipped 1 (startDate must be a month written YYYY-MM, such as "2021-03"; got "2015"): "Old Shop"',
    '  skipped 1 (endDate is before its start "2014-05"; got "2013-01"): "Backwards Ltd"',
    '  skipped 1 (date has the year 2564; write the date in the Gregorian calendar (YYYY-MM-DD); got "2564-03-01"): "Hackathon Winner"',
  ]);
  const career = await readJson<Career>(bed.dir, "experience.json");
  expect(Object.keys(career)).toEqual([
    "work",
    "education",
    "certificates",
    "publications",
    "awards",
  ]);
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
      degree: "BSc",
      area: "Computer Science",
      start: "2013-09",
      end: "2017-05",
      source: url,
    },
  ]);
  expect(career.certificates).toEqual([
    { name: "CKA", issuer: "CNCF", date: "2022-04", source: url },
  ]);
  // A release date keeps its day when the résumé gives one.
  expect(career.publications).toEqual([
    {
      title: "Idempotency at the Ledger",
      publisher: "ACM Queue",
      date: "2023-05-17",
      url: "https://queue.acm.org/idempotency",
      summary: "Why retries double-charge.",
      source: url,
    },
    { title: "Payments in West Africa", publisher: "InfoQ", date: "2022-11", source: url },
  ]);
  expect(career.awards).toEqual([
    {
      title: "Engineer of the Year",
      awarder: "Paystack",
      date: "2022-12",
      summary: "For the ledger migration.",
      source: url,
    },
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
  expect(out).toContain(`resume ${file}: 0 added, 1 updated, 5 unchanged, 3 skipped`);
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
  expect(out).toContain(`Removed resume ${url}: 7 entries`);
  expect(await readJson(bed.dir, "experience.json")).toEqual({
    work: [],
    education: [],
    certificates: [],
    publications: [],
    awards: [],
  });
  expect(await readJson(bed.dir, "sources.json")).toEqual({ posts: [], projects: [] });
});

test.each([
  ["/status/404", "HTTP 404 Not Found"],
  ["/feeds/atom.xml", "not JSON"],
  [
    "/feeds/feed.json",
    "not a JSON Resume: it has no work, education, certificates, publications or awards",
  ],
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

test("the site's own resume.json imports back as the career it was made from, talks aside", async () => {
  const raw = fixtureContent();
  const content = validateContent({ ...raw, experience: everyField }, fixtureFiles);
  const site = jsonResume(content, parseSettings({}, raw.links as never));
  bed.server.routes.set("/site/resume.json", (_req, res) =>
    send(res, 200, "application/json", JSON.stringify(site)),
  );
  const from = `${bed.server.origin}/site/resume.json`;
  const { code, out } = await run(resume(from), options(bed.dir, bed.server.origin));
  expect(code).toBe(0);
  expect(out).toContain(`resume ${from}: 9 added, 0 updated, 0 unchanged, 0 skipped`);
  const { talks, ...shown } = content.experience;
  expect(talks).toHaveLength(1);
  const imported = await readJson<Career>(bed.dir, "experience.json");
  expect(
    Object.fromEntries(
      Object.entries(imported).map(([kind, entries]) => [
        kind,
        entries.map(({ source, ...entry }) => (expect(source).toBe(from), entry)),
      ]),
    ),
  ).toEqual(shown);
});

/** A career with every field JSON Resume can carry, latest first as About orders it. */
const everyField = {
  work: [
    {
      organization: "Paystack",
      role: "Staff Engineer",
      start: "2021-03",
      location: "Lagos",
      url: "https://paystack.com",
      highlights: ["Led the ledger migration."],
      tech: ["Go", "Kafka"],
    },
    { organization: "Hubtel", role: "Engineer", start: "2017-06", end: "2021-02" },
  ],
  education: [
    {
      institution: "University of Ghana",
      degree: "BSc",
      area: "Computer Science",
      start: "2013-09",
      end: "2017-05",
      url: "https://ug.edu.gh",
    },
  ],
  certificates: [
    { name: "CKA", issuer: "CNCF", date: "2022-04", url: "https://cncf.io/cka" },
    { name: "AWS SAA", date: "2020-01" },
  ],
  talks: [{ title: "Ledgers", event: "DevFest Accra", date: "2023-11-04" }],
  publications: [
    {
      title: "Idempotency at the Ledger",
      publisher: "ACM Queue",
      date: "2023-05-17",
      url: "https://queue.acm.org/idempotency",
      summary: "Why retries double-charge.",
    },
    { title: "Payments in West Africa", publisher: "InfoQ", date: "2022-11" },
  ],
  awards: [
    {
      title: "Engineer of the Year",
      awarder: "Paystack",
      date: "2022-12-02",
      summary: "For the ledger migration.",
    },
    { title: "Hackathon Winner", awarder: "DevFest Accra", date: "2019-10" },
  ],
};
