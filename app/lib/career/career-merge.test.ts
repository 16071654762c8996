import { expect, test } from "vitest";
import {
  fixtureContent,
  fixtureFiles,
  problemLines,
} from "../content/fixture-content.test-support.ts";
import { validateContent } from "../content/validate-content.ts";

const job = (organization: string, start: string, role = "Engineer") => ({
  organization,
  role,
  start,
});
const imported = {
  work: [job("Paystack", "2021-03"), job("Hubtel", "2017-06"), job("Old Shop", "2015-01")],
  education: [{ institution: "University of Ghana", start: "2013-09", source: "resume.json" }],
  certificates: [],
};

const shown = (extra: Record<string, unknown>) =>
  validateContent({ ...fixtureContent(), importedExperience: imported, ...extra }, fixtureFiles)
    .experience;

test("imported jobs join the hand-written ones; a hand-written one wins over an imported one with its key", () => {
  const career = shown({ experience: { work: [job("Hubtel", "2017-06", "Lead Engineer")] } });
  expect(career.work.map((entry) => `${entry.organization} ${entry.role}`)).toEqual([
    "Paystack Engineer",
    "Hubtel Lead Engineer",
    "Old Shop Engineer",
  ]);
  expect(career.education).toHaveLength(1);
});

test("content/overrides.ts hides an imported entry, or changes its fields, by its key", () => {
  const overrides = {
    experience: {
      hidden: ["old shop (2015-01)"],
      work: { "Paystack (2021-03)": { role: "Staff Engineer", end: "2024-01" } },
    },
  };
  const career = shown({ overrides });
  // Hubtel is still going on, so it leads now that Paystack has an end.
  expect(career.work.map((entry) => entry.organization)).toEqual(["Hubtel", "Paystack"]);
  expect(career.work[1]).toMatchObject({ role: "Staff Engineer", end: "2024-01" });
});

test("a broken imported file is named like any other", () => {
  const broken = { ...imported, work: [{ ...job("Paystack", "2021-3") }] };
  expect(problemLines({ ...fixtureContent(), importedExperience: broken })).toEqual([
    '  - content/imported/experience.json: work[0] ("Paystack").start must be a month written YYYY-MM, such as "2021-03"; got "2021-3"',
  ]);
});
