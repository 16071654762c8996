import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import {
  fixtureContent,
  fixtureFiles,
} from "../../../app/lib/content/fixture-content.test-support.ts";
import { validateContent } from "../../../app/lib/content/validate-content.ts";
import { parseSettings } from "../../../app/lib/settings/settings-schema.ts";
import { jsonResume, writeResumeJson } from "./resume-json.ts";

const raw = fixtureContent();
const settings = parseSettings({}, raw.links as never);
const career = {
  work: [
    { organization: "Paystack", role: "Staff Engineer", start: "2021-03", tech: ["Go"] },
    {
      organization: "Hubtel",
      role: "Engineer",
      start: "2017-06",
      end: "2021-02",
      location: "Accra",
      highlights: ["Payments."],
    },
  ],
  education: [
    { institution: "University of Ghana", degree: "BSc", start: "2013-09", end: "2017-05" },
  ],
  certificates: [{ name: "CKA", issuer: "CNCF", date: "2022-04" }],
};

test("the career as JSON Resume 1.0.0: work, education, certificates, and who it is", () => {
  const content = validateContent({ ...raw, experience: career }, fixtureFiles);
  const resume = jsonResume(content, settings);
  expect(resume.basics).toMatchObject({
    name: "Ama Mensah",
    label: "Platform Engineer",
    url: "https://ama.example/",
  });
  expect(resume.work).toEqual([
    {
      name: "Paystack",
      position: "Staff Engineer",
      startDate: "2021-03",
      highlights: [],
      keywords: ["Go"],
    },
    {
      name: "Hubtel",
      position: "Engineer",
      location: "Accra",
      startDate: "2017-06",
      endDate: "2021-02",
      highlights: ["Payments."],
    },
  ]);
  expect(resume.education).toEqual([
    {
      institution: "University of Ghana",
      studyType: "BSc",
      startDate: "2013-09",
      endDate: "2017-05",
    },
  ]);
  expect(resume.certificates).toEqual([{ name: "CKA", date: "2022-04", issuer: "CNCF" }]);
  expect(resume.meta).toEqual({ canonical: "https://ama.example/resume.json", version: "v1.0.0" });
});

test("written only for a site with a career", () => {
  const dir = mkdtempSync(join(tmpdir(), "resume-json-"));
  expect(writeResumeJson(dir, validateContent(raw, fixtureFiles), settings)).toBe(false);
  expect(readdirSync(dir)).toEqual([]);
  const content = validateContent({ ...raw, experience: career }, fixtureFiles);
  expect(writeResumeJson(dir, content, settings)).toBe(true);
  expect(JSON.parse(readFileSync(join(dir, "resume.json"), "utf8"))).toEqual(
    jsonResume(content, settings),
  );
});
