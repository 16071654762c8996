import { expect, test } from "vitest";
import { experienceSchema, type ExperienceInput } from "../../../content/schema/experience.ts";
import { siteWords } from "../i18n/site-words.ts";
import { careerInOrder } from "./career-order.ts";
import { timeline } from "./timeline.ts";

const copy = { blog: { description: "", intro: "" }, projects: { description: "", intro: "" } };
const built = new Date("2025-11-20T10:00:00Z");
const shown = (career: ExperienceInput, locale = "en_US", tag = "en-US") =>
  timeline(
    careerInOrder(experienceSchema.parse(career)),
    siteWords(locale, copy).labels,
    tag,
    built,
  );
const section = (career: ExperienceInput, id: string, locale?: string, tag?: string) =>
  shown(career, locale, tag).sections.find((s) => s.id === id)!;

const talks = {
  talks: [
    {
      title: "Ledgers at Scale",
      event: "GopherCon Africa",
      date: "2025-10-04",
      url: "https://talks.example/ledgers",
      slides: "https://slides.example/ledgers",
      video: "https://video.example/ledgers",
      location: "Lagos",
    },
    { title: "Next Year's Talk", event: "KubeCon", date: "2025-11-21" },
  ],
};

test("a talk: its title links to its page, the event and place, the day, slides and video", () => {
  const [upcoming, given] = section(talks, "talks").entries;
  expect(given).toEqual({
    title: "Ledgers at Scale",
    titleUrl: "https://talks.example/ledgers",
    place: "GopherCon Africa",
    location: "Lagos",
    end: { month: "2025-10-04", text: "October 4, 2025" },
    highlights: [],
    tech: [],
    links: [
      { label: "Slides", url: "https://slides.example/ledgers" },
      { label: "Video", url: "https://video.example/ledgers" },
    ],
  });
  // A day after the build's: upcoming. The build's own day is not.
  expect(upcoming).toMatchObject({ title: "Next Year's Talk", upcoming: "Upcoming" });
  expect(upcoming).not.toHaveProperty("links");
  const today = section({ talks: [{ ...talks.talks[1]!, date: "2025-11-20" }] }, "talks");
  expect(today.entries[0]).not.toHaveProperty("upcoming");
});

test("publications and awards: a month or a day, their summary; in the language's calendar", () => {
  const career = {
    publications: [
      {
        title: "Idempotent Payments",
        publisher: "ACM Queue",
        date: "2024-05",
        url: "https://queue.example/idempotent",
        summary: "How retries stay safe.",
      },
    ],
    awards: [{ title: "Engineer of the Year", awarder: "Paystack", date: "2023-12-01" }],
  };
  const { sections } = shown(career);
  expect(sections.map((s) => s.heading)).toEqual(["Publications", "Awards"]);
  expect(sections[0]!.entries[0]).toMatchObject({
    titleUrl: "https://queue.example/idempotent",
    place: "ACM Queue",
    end: { month: "2024-05", text: "May 2024" },
    summary: "How retries stay safe.",
  });
  expect(sections[1]!.entries[0]).toEqual({
    title: "Engineer of the Year",
    place: "Paystack",
    end: { month: "2023-12-01", text: "December 1, 2023" },
    highlights: [],
    tech: [],
  });
  // Thai dates its days in the Buddhist era, as Thai readers expect.
  const thai = section(career, "awards", "th_TH", "th-TH").entries[0]!;
  expect(thai.end.text).toBe("1 ธันวาคม 2566");
});

test("a school's degree and area are one title; a job's entry has no key it did not have", () => {
  const career = {
    work: [{ organization: "Paystack", role: "Engineer", start: "2021-03" }],
    education: [
      {
        institution: "University of Ghana",
        degree: "BSc",
        area: "Computer Science",
        start: "2013-09",
      },
      { institution: "MIT", area: "Mathematics", start: "2010-09", end: "2012-06" },
    ],
  };
  const schools = section(career, "education").entries;
  expect(schools.map((s) => [s.title, s.place])).toEqual([
    ["BSc, Computer Science", "University of Ghana"],
    ["Mathematics", "MIT"],
  ]);
  expect(Object.keys(section(career, "experience").entries[0]!)).toEqual([
    "title",
    "place",
    "placeUrl",
    "location",
    "start",
    "end",
    "duration",
    "highlights",
    "tech",
  ]);
});

test("a school or certificate with nothing beside its name links its name to its page", () => {
  const career = {
    education: [
      { institution: "Lagos Tech", start: "2012-09", url: "https://school.example/" },
      { institution: "UNILAG", degree: "BSc", start: "2008-09", url: "https://unilag.example/" },
    ],
    certificates: [
      { name: "CKA", date: "2022-04", url: "https://cncf.example/cka" },
      { name: "CKAD", issuer: "CNCF", date: "2021-04", url: "https://cncf.example/ckad" },
    ],
  };
  const [alone, degree] = section(career, "education").entries;
  expect(alone).toMatchObject({ title: "Lagos Tech", titleUrl: "https://school.example/" });
  expect(alone!.placeUrl).toBeUndefined();
  expect(degree).toMatchObject({ place: "UNILAG", placeUrl: "https://unilag.example/" });
  const [named, issued] = section(career, "certificates").entries;
  expect(named).toMatchObject({ title: "CKA", titleUrl: "https://cncf.example/cka" });
  expect(issued).toMatchObject({ place: "CNCF", placeUrl: "https://cncf.example/ckad" });
});
