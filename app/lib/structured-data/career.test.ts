import { describe, expect, test } from "vitest";
import { experienceSchema } from "../../../content/schema/experience.ts";
import type { Identity } from "./nodes.ts";
import { aboutGraph } from "./page-graphs.ts";

const who: Identity = {
  home: "https://ada.example/",
  personHome: "https://ada.example/",
  name: "Ada Example",
  alternateNames: [],
  description: "Ada builds backend systems.",
  jobTitle: "Backend Engineer",
  knowsAbout: ["Go"],
  image: "https://ada.example/assets/headshot.jpeg",
  address: "Accra, Ghana",
  sameAs: [],
  language: "en-GB",
};
const page = { url: "https://ada.example/about-me", name: "About | Ada", description: "Me." };

const career = experienceSchema.parse({
  work: [
    {
      organization: "Paystack",
      role: "Staff Engineer",
      start: "2021-03",
      url: "https://paystack.com",
      tech: ["Go", "Kafka"],
    },
    { organization: "Hubtel", role: "Backend Engineer", start: "2017-06", end: "2021-02" },
  ],
  education: [
    {
      institution: "University of Ghana",
      degree: "BSc Computer Science",
      start: "2013-09",
      end: "2017-05",
    },
  ],
  certificates: [{ name: "CKA", issuer: "CNCF", date: "2022-04" }],
});

/** The Person of the graph, read back from JSON as a crawler reads it. */
const personOf = (graph: unknown) =>
  (JSON.parse(JSON.stringify(graph)) as { "@graph": Record<string, unknown>[] })["@graph"].find(
    (node) => node["@type"] === "Person",
  )!;

describe("About's Person with a career", () => {
  const person = personOf(aboutGraph(who, page, career));

  test("each job is a worksFor EmployeeRole with its months; the current one has no endDate", () => {
    expect(person.worksFor).toEqual([
      {
        "@type": "EmployeeRole",
        roleName: "Staff Engineer",
        startDate: "2021-03",
        worksFor: { "@type": "Organization", name: "Paystack", url: "https://paystack.com" },
      },
      {
        "@type": "EmployeeRole",
        roleName: "Backend Engineer",
        startDate: "2017-06",
        endDate: "2021-02",
        worksFor: { "@type": "Organization", name: "Hubtel" },
      },
    ]);
  });

  test("the current job is its occupation, schools are alumniOf, certificates credentials", () => {
    expect(person.hasOccupation).toEqual([
      { "@type": "Occupation", name: "Staff Engineer", skills: "Go, Kafka" },
    ]);
    expect(person.alumniOf).toEqual([
      { "@type": "EducationalOrganization", name: "University of Ghana" },
    ]);
    expect(person.hasCredential).toEqual([
      {
        "@type": "EducationalOccupationalCredential",
        name: "CKA",
        dateCreated: "2022-04",
        recognizedBy: { "@type": "Organization", name: "CNCF" },
      },
    ]);
  });

  test("without a career the graph is the one About always had", () => {
    const empty = experienceSchema.parse({});
    expect(JSON.stringify(aboutGraph(who, page, empty))).toBe(
      JSON.stringify(aboutGraph(who, page)),
    );
    expect(personOf(aboutGraph(who, page))).not.toHaveProperty("worksFor");
    expect(personOf(aboutGraph(who, page))).not.toHaveProperty("alumniOf");
  });
});

describe("talks, publications and awards", () => {
  const more = experienceSchema.parse({
    talks: [
      {
        title: "Ledgers at Scale",
        event: "GopherCon Africa",
        date: "2025-10-04",
        location: "Lagos",
        url: "https://talks.example/ledgers",
      },
    ],
    publications: [
      {
        title: "Idempotent Payments",
        publisher: "ACM Queue",
        date: "2024-05",
        summary: "How retries stay safe.",
      },
    ],
    awards: [{ title: "Engineer of the Year", awarder: "Paystack", date: "2023-12-01" }],
  });
  const graph = JSON.parse(JSON.stringify(aboutGraph(who, page, more))) as {
    "@graph": Record<string, unknown>[];
  };
  const person = personOf(graph);

  test("a talk is an Event the Person performed in, within the conference's; an award is its line", () => {
    expect(person.performerIn).toEqual([
      {
        "@type": "Event",
        name: "Ledgers at Scale",
        startDate: "2025-10-04",
        superEvent: { "@type": "Event", name: "GopherCon Africa" },
        location: { "@type": "Place", name: "Lagos" },
        url: "https://talks.example/ledgers",
      },
    ]);
    expect(person.award).toEqual(["Engineer of the Year (Paystack, 2023)"]);
  });

  test("a publication is a CreativeWork of the Person's", () => {
    expect(graph["@graph"].filter((node) => node["@type"] === "CreativeWork")).toEqual([
      {
        "@type": "CreativeWork",
        name: "Idempotent Payments",
        author: { "@id": "https://ada.example/#person" },
        publisher: { "@type": "Organization", name: "ACM Queue" },
        datePublished: "2024-05",
        abstract: "How retries stay safe.",
      },
    ]);
  });
});
