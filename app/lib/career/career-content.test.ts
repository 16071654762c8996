import { describe, expect, test } from "vitest";
import { noCareer } from "./career-order.ts";
import {
  fixtureContent,
  fixtureFiles,
  problemLines,
} from "../content/fixture-content.test-support.ts";
import { validateContent } from "../content/validate-content.ts";

const job = (organization: string, start: string, end?: string) => ({
  organization,
  role: "Engineer",
  start,
  ...(end ? { end } : {}),
});

const withCareer = (experience: unknown) => ({ ...fixtureContent(), experience });

describe("content/experience.ts", () => {
  test("is optional: without it, or empty, there is no career", () => {
    expect(validateContent(fixtureContent(), fixtureFiles).experience).toEqual(noCareer);
    expect(validateContent(withCareer({}), fixtureFiles).experience).toEqual(noCareer);
  });

  test("an end before its start is one line naming the file, the entry, both months", () => {
    const work = [job("A", "2010-01"), job("B", "2012-01"), job("Acme", "2021-03", "2019-05")];
    expect(problemLines(withCareer({ work }))).toEqual([
      '  - content/experience.ts: experience.work[2] ("Acme").end is before its start "2021-03"; got "2019-05"',
    ]);
  });

  test("a month must be written YYYY-MM; a school too; every mistake its own line", () => {
    const lines = problemLines(
      withCareer({
        work: [job("Acme", "March 2021")],
        education: [{ institution: "MIT", start: "2015-13" }],
        certificates: [{ name: "CKA", date: "2022" }],
      }),
    );
    expect(lines).toEqual([
      '  - content/experience.ts: experience.work[0] ("Acme").start must be a month written YYYY-MM, such as "2021-03"; got "March 2021"',
      '  - content/experience.ts: experience.education[0] ("MIT").start must be a month written YYYY-MM, such as "2021-03"; got "2015-13"',
      '  - content/experience.ts: experience.certificates[0] ("CKA").date must be a month written YYYY-MM, such as "2021-03"; got "2022"',
    ]);
  });

  test("latest first: current jobs, then by end and start, whatever the order written", () => {
    const work = [
      job("Old", "2010-01", "2012-01"),
      job("Now", "2020-01"),
      job("Mid", "2013-01", "2019-12"),
    ];
    const { experience } = validateContent(withCareer({ work }), fixtureFiles);
    expect(experience.work.map((entry) => entry.organization)).toEqual(["Now", "Mid", "Old"]);
  });
});

describe("talks, publications and awards", () => {
  const talk = { title: "Ledgers at Scale", event: "GopherCon Africa", date: "2025-10-04" };
  const paper = { title: "Idempotent Payments", publisher: "ACM Queue", date: "2024-05" };
  const award = { title: "Engineer of the Year", awarder: "Paystack", date: "2023-12-01" };

  test("each a list of its own, newest first; a publication's or award's date is a month or a day", () => {
    const { experience } = validateContent(
      withCareer({
        talks: [talk, { ...talk, title: "Later", date: "2026-03-14" }],
        publications: [paper, { ...paper, title: "Earlier", date: "2023-02-17" }],
        awards: [award],
      }),
      fixtureFiles,
    );
    expect(experience.talks.map((entry) => entry.title)).toEqual(["Later", "Ledgers at Scale"]);
    expect(experience.publications.map((entry) => entry.date)).toEqual(["2024-05", "2023-02-17"]);
    expect(experience.awards).toEqual([award]);
  });

  test("another calendar's year says to write the Gregorian one; a talk needs its day", () => {
    expect(
      problemLines(
        withCareer({
          talks: [
            { ...talk, date: "2568-10-04" },
            { ...talk, date: "2025-10" },
          ],
          publications: [
            { ...paper, date: "2567-05" },
            { ...paper, date: "May 2024" },
          ],
          awards: [{ ...award, date: "2023-02-30" }],
        }),
      ),
    ).toEqual([
      '  - content/experience.ts: experience.talks[0] ("Ledgers at Scale").date has the year 2568; write the date in the Gregorian calendar (YYYY-MM-DD); got "2568-10-04"',
      '  - content/experience.ts: experience.talks[1] ("Ledgers at Scale").date must be a real calendar date written YYYY-MM-DD; got "2025-10"',
      '  - content/experience.ts: experience.publications[0] ("Idempotent Payments").date has the year 2567; write the month in the Gregorian calendar (YYYY-MM); got "2567-05"',
      '  - content/experience.ts: experience.publications[1] ("Idempotent Payments").date must be a month or a day written YYYY-MM or YYYY-MM-DD, such as "2021-03" or "2021-03-15"; got "May 2024"',
      '  - content/experience.ts: experience.awards[0] ("Engineer of the Year").date must be a real calendar date written YYYY-MM-DD; got "2023-02-30"',
    ]);
  });

  test("a job's month in the Buddhist era gets the same hint", () => {
    expect(problemLines(withCareer({ work: [job("Agoda", "2564-03")] }))).toEqual([
      '  - content/experience.ts: experience.work[0] ("Agoda").start has the year 2564; write the month in the Gregorian calendar (YYYY-MM); got "2564-03"',
    ]);
  });
});

describe("content/overrides.ts experience", () => {
  const imported = {
    work: [job("Acme", "2019-03", "2021-02"), job("Acme", "2021-03"), job("Globex", "2015-01")],
  };
  const withOverrides = (experience: unknown) => ({
    ...fixtureContent(),
    importedExperience: imported,
    overrides: { experience },
  });

  test("a key without its month, or with a typo, is refused with the entries it could mean", () => {
    expect(
      problemLines(
        withOverrides({ hidden: ["Acme", "Globex (2015-01)"], work: { "Globx (2015-01)": {} } }),
      ),
    ).toEqual([
      '  - content/overrides.ts: overrides.experience.hidden[0] names no imported entry (content/imported/experience.json), which are named "Name (YYYY-MM)" by their start; did you mean "Acme (2019-03)" or "Acme (2021-03)"?; got "Acme"',
      '  - content/overrides.ts: overrides.experience.work["Globx (2015-01)"] names no imported entry (content/imported/experience.json), which are named "Name (YYYY-MM)" by their start; did you mean "Globex (2015-01)"?; got "Globx (2015-01)"',
    ]);
  });

  test("keys naming imported entries, in any letter case, hide and change them", () => {
    const { experience } = validateContent(
      withOverrides({ hidden: ["acme (2019-03)"], work: { "GLOBEX (2015-01)": { role: "CTO" } } }),
      fixtureFiles,
    );
    expect(experience.work.map((entry) => [entry.organization, entry.role])).toEqual([
      ["Acme", "Engineer"],
      ["Globex", "CTO"],
    ]);
  });
});
