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

test("basics carry the e-mail and every profile the footer lists; a school's area stays apart", () => {
  const links = {
    ...raw.links,
    more: [
      { label: "Email", url: "mailto:ama@ama.example", icon: "email" },
      { label: "Mastodon", url: "https://hachyderm.io/@ama", icon: "mastodon", rel: "me" },
      { label: "CV", file: "cv.pdf", icon: "resume" },
    ],
  };
  const content = validateContent(
    {
      ...raw,
      links,
      experience: {
        ...career,
        education: [{ ...career.education[0], degree: "BSc", area: "Computer Science" }],
      },
    },
    fixtureFiles,
  );
  const resume = jsonResume(content, settings);
  expect(resume.basics).toMatchObject({ email: "ama@ama.example", url: "https://ama.example/" });
  expect(resume.basics.profiles).toEqual([
    { network: "LinkedIn", url: "https://www.linkedin.com/in/ama-mensah" },
    { network: "GitHub", url: "https://github.com/ama-mensah" },
    { network: "X", url: "https://x.com/ama_mensah" },
    { network: "Mastodon", url: "https://hachyderm.io/@ama" },
  ]);
  expect(resume.education[0]).toMatchObject({ studyType: "BSc", area: "Computer Science" });
});

test("publications and awards as JSON Resume has them; without any, no such keys", () => {
  const content = validateContent(
    {
      ...raw,
      experience: {
        ...career,
        talks: [{ title: "Ledgers", event: "GopherCon Africa", date: "2025-10-04" }],
        publications: [
          {
            title: "Idempotent Payments",
            publisher: "ACM Queue",
            date: "2024-05-02",
            url: "https://queue.example/idempotent",
            summary: "How retries stay safe.",
          },
        ],
        awards: [{ title: "Engineer of the Year", awarder: "Paystack", date: "2023-12" }],
      },
    },
    fixtureFiles,
  );
  const resume = jsonResume(content, settings);
  expect(resume.publications).toEqual([
    {
      name: "Idempotent Payments",
      publisher: "ACM Queue",
      releaseDate: "2024-05-02",
      url: "https://queue.example/idempotent",
      summary: "How retries stay safe.",
    },
  ]);
  expect(resume.awards).toEqual([
    { title: "Engineer of the Year", date: "2023-12", awarder: "Paystack" },
  ]);
  const without = jsonResume(
    validateContent({ ...raw, experience: career }, fixtureFiles),
    settings,
  );
  expect(Object.keys(without)).toEqual([
    "$schema",
    "basics",
    "work",
    "education",
    "certificates",
    "skills",
    "meta",
  ]);
  expect(without.basics).not.toHaveProperty("email");
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
