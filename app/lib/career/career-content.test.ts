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
