import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, expect, test } from "vitest";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { fixture } from "../fixtures/server.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";

// A second résumé file that is a corrected copy of one imported before would
// show every job twice on About: the import refuses it in one line that names
// both and how to replace the first, and changes nothing. Real files in the
// test's temp folder, imported by the real run.

const bed = importTestbed();
type Document = Record<string, Record<string, unknown>[]>;
let cv: string;
let document: Document;
beforeEach(async () => {
  cv = join(bed.dir, "cv.json");
  document = JSON.parse(fixture("resume.json", bed.server.origin)) as Document;
  await writeFile(cv, JSON.stringify(document));
  expect((await importResume(cv)).code).toBe(0);
});

const importResume = (source: string) =>
  run({ kind: "resume", source }, options(bed.dir, bed.server.origin));
const write = async (name: string, content: Document) => {
  const file = join(bed.dir, name);
  await writeFile(file, JSON.stringify(content));
  return file;
};
const refusal = (copy: string, entries: string) =>
  `Import failed: resume ${copy}: its entries match those of resume ${cv}, imported before (${entries}); ` +
  `to replace that résumé, run \`npm run import -- remove ${cv}\` and then import ${copy} ` +
  `(or import again from ${cv} after updating it)\nNothing was changed.`;

test("a corrected copy under a new name is refused in one line naming both files; nothing changes", async () => {
  const corrected = structuredClone(document);
  corrected.work![1]!.position = "Senior Engineer";
  corrected.certificates = [];
  const copy = await write("cv-2.json", corrected);
  const before = await snapshot(bed.dir);
  const { code, out, err } = await importResume(copy);
  expect(code).toBe(1);
  expect(err).toBe(refusal(copy, '"Paystack (2021-03)" and 5 more'));
  expect(out).toBe(""); // no report of a source that was not imported
  expect(await snapshot(bed.dir)).toEqual(before);
});

test("one job in common is enough: one career has each job once", async () => {
  const other = await write("other.json", {
    work: [
      { name: "Hubtel", position: "Engineer", startDate: "2017-06" },
      { name: "Flutterwave", position: "Engineer", startDate: "2019-02" },
    ],
    certificates: [
      { name: "CKAD", issuer: "CNCF", date: "2023-01" },
      { name: "Terraform Associate", issuer: "HashiCorp", date: "2023-06" },
    ],
  });
  const { code, err } = await importResume(other);
  expect(code).toBe(1);
  expect(err).toBe(refusal(other, '"Hubtel (2017-06)"'));
});

test("the same résumé again, and a refresh of it, still work; a résumé of other entries is imported beside it", async () => {
  document.work![0]!.position = "Principal Engineer";
  await writeFile(cv, JSON.stringify(document));
  const again = await importResume(cv);
  expect([again.code, again.err]).toEqual([0, ""]);
  expect(again.out).toContain(`resume ${cv}: 0 added, 1 updated, 6 unchanged, 3 skipped`);
  // One entry in common (of three) is no copy: a list of papers that repeats one.
  const papers = await write("papers.json", {
    publications: [
      { name: "Idempotency at the Ledger", publisher: "ACM Queue", releaseDate: "2023-05-17" },
      { name: "Exactly Once, Mostly", publisher: "InfoQ", releaseDate: "2024-02" },
      { name: "Queues at Scale", publisher: "ACM Queue", releaseDate: "2024-09" },
    ],
  });
  expect((await importResume(papers)).code).toBe(0);
  const refresh = await run({ kind: "all" }, options(bed.dir, bed.server.origin));
  expect([refresh.code, refresh.err]).toEqual([0, ""]);
  expect(refresh.out).toContain(`resume ${cv}: 0 added, 0 updated, 7 unchanged, 3 skipped`);
  expect(refresh.out).toContain(`resume ${papers}: 0 added, 0 updated, 3 unchanged, 0 skipped`);
  expect(await readJson(bed.dir, "sources.json")).toMatchObject({
    resume: [{ source: cv }, { source: papers }],
  });
});
