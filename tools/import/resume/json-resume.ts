import { z } from "zod";
import {
  certificateSchema,
  educationSchema,
  workSchema,
  type Experience,
} from "../../../content/schema/experience.ts";
import type { Skip } from "../outcome.ts";

// A JSON Resume (jsonresume.org, 1.0.0) as the site's career: its work,
// education and certificates, each checked by the rules of
// content/experience.ts. An entry that breaks one is left out and named.

const list = z.array(z.unknown()).optional();
const documentSchema = z.looseObject({ work: list, education: list, certificates: list });

type Item = Record<string, unknown>;
const string = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;
const strings = (value: unknown) =>
  Array.isArray(value) ? value.map(string).filter((item) => item !== undefined) : [];

/** "2021-03-15" and "2021-03" are March 2021; a year alone has no month and stays as written. */
const month = (value: unknown) => {
  const date = string(value);
  return date && /^\d{4}-\d{2}(-\d{2})?$/.test(date) ? date.slice(0, 7) : date;
};

/** The JSON Resume field each of the site's fields comes from, for the reasons an entry is left out. */
const fieldNames: Record<string, string> = {
  organization: "name",
  role: "position",
  start: "startDate",
  end: "endDate",
  degree: "studyType",
};

function entries<T>(items: unknown[], map: (item: Item) => unknown, schema: z.ZodType<T>) {
  const kept: T[] = [];
  const skipped: Skip[] = [];
  items.forEach((item, i) => {
    const fields = typeof item === "object" && item !== null ? (item as Item) : {};
    const result = schema.safeParse(map(fields));
    if (result.success) kept.push(result.data);
    else {
      const [issue] = result.error.issues;
      const field = String(issue?.path[0] ?? "");
      const name = string(fields.name) ?? string(fields.institution) ?? `entry ${i + 1}`;
      skipped.push({ name: `"${name}"`, why: `${fieldNames[field] ?? field} ${issue?.message}` });
    }
  });
  return { kept, skipped };
}

/** The career a JSON Resume holds, and the entries left out with why; undefined when it is not one. */
export function careerOfResume(json: unknown): { career: Experience; skipped: Skip[] } | undefined {
  const document = documentSchema.safeParse(json);
  if (!document.success) return undefined;
  const { work = [], education = [], certificates = [] } = document.data;
  if (work.length + education.length + certificates.length === 0) return undefined;
  const jobs = entries(
    work,
    (item) => ({
      organization: string(item.name) ?? string(item.company), // "company" before 1.0.0
      role: string(item.position),
      start: month(item.startDate),
      end: month(item.endDate),
      location: string(item.location),
      url: string(item.url),
      highlights: strings(item.highlights),
      tech: strings(item.keywords),
    }),
    workSchema,
  );
  const schools = entries(
    education,
    (item) => ({
      institution: string(item.institution),
      degree: [string(item.studyType), string(item.area)].filter(Boolean).join(", ") || undefined,
      start: month(item.startDate),
      end: month(item.endDate),
      url: string(item.url),
    }),
    educationSchema,
  );
  const certified = entries(
    certificates,
    (item) => ({
      name: string(item.name),
      issuer: string(item.issuer),
      date: month(item.date),
      url: string(item.url),
    }),
    certificateSchema,
  );
  return {
    career: { work: jobs.kept, education: schools.kept, certificates: certified.kept },
    skipped: [...jobs.skipped, ...schools.skipped, ...certified.skipped],
  };
}
