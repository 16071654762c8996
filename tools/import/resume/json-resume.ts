import { z } from "zod";
import { plainErrors, show } from "../../../app/lib/validation/format-issues.ts";
import {
  awardSchema,
  certificateSchema,
  educationSchema,
  publicationSchema,
  workSchema,
  type Experience,
} from "../../../content/schema/experience.ts";
import { careerKinds, type CareerKind } from "../store/records.ts";

// A JSON Resume (jsonresume.org, 1.0.0) as the site's career: its work,
// education, certificates, publications and awards, each checked by the
// rules of content/experience.ts. An entry that breaks one is named with
// why, in the résumé's own field names, since that is the file people fix.

const list = z.array(z.unknown()).optional();
const documentSchema = z.looseObject(
  Object.fromEntries(careerKinds.map((kind) => [kind, list])) as Record<CareerKind, typeof list>,
);

type Item = Record<string, unknown>;

/** Text trimmed; blank or absent is missing; anything else (a number) is left for the rules to name. */
const text = (value: unknown) =>
  typeof value === "string" ? value.trim() || undefined : (value ?? undefined);
const strings = (value: unknown) =>
  Array.isArray(value)
    ? value.map(text).filter((item): item is string => typeof item === "string")
    : [];

/** "2021-03-15" and "2021-03" are March 2021; anything else stays as written, for the rules to name. */
const month = (value: unknown) => {
  const date = text(value);
  return typeof date === "string" && /^\d{4}-\d{2}(-\d{2})?$/.test(date) ? date.slice(0, 7) : date;
};

type Part = {
  schema: z.ZodType;
  /** The site's fields as the JSON Resume fields they come from. */
  read: (item: Item) => Item;
  /** The JSON Resume field behind each site field whose name differs. */
  from: Record<string, string>;
  /** How to write each required date, said when it is missing. */
  forms: Record<string, string>;
  /** What the entry is called in the résumé. */
  name: (item: Item) => unknown;
};

const monthForm = "YYYY-MM";
const dayForm = "YYYY-MM or YYYY-MM-DD";

const parts: Record<CareerKind, Part> = {
  work: {
    schema: workSchema,
    read: (item) => ({
      organization: text(item.name) ?? text(item.company), // "company" before 1.0.0
      role: text(item.position),
      start: month(item.startDate),
      end: month(item.endDate),
      location: text(item.location),
      url: text(item.url),
      highlights: strings(item.highlights),
      tech: strings(item.keywords),
    }),
    from: {
      organization: "name",
      role: "position",
      start: "startDate",
      end: "endDate",
      tech: "keywords",
    },
    forms: { start: monthForm },
    name: (item) => text(item.name) ?? text(item.company),
  },
  education: {
    schema: educationSchema,
    read: (item) => ({
      institution: text(item.institution),
      degree: text(item.studyType),
      area: text(item.area),
      start: month(item.startDate),
      end: month(item.endDate),
      url: text(item.url),
    }),
    from: { degree: "studyType", start: "startDate", end: "endDate" },
    forms: { start: monthForm },
    name: (item) => text(item.institution),
  },
  certificates: {
    schema: certificateSchema,
    read: (item) => ({
      name: text(item.name),
      issuer: text(item.issuer),
      date: month(item.date),
      url: text(item.url),
    }),
    from: {},
    forms: { date: monthForm },
    name: (item) => text(item.name),
  },
  publications: {
    schema: publicationSchema,
    // The day, when the résumé gives one, is kept: a publication's date may be either.
    read: (item) => ({
      title: text(item.name),
      publisher: text(item.publisher),
      date: text(item.releaseDate),
      url: text(item.url),
      summary: text(item.summary),
    }),
    from: { title: "name", date: "releaseDate" },
    forms: { date: dayForm },
    name: (item) => text(item.name),
  },
  awards: {
    schema: awardSchema,
    read: (item) => ({
      title: text(item.title),
      awarder: text(item.awarder),
      date: text(item.date),
      summary: text(item.summary),
    }),
    from: {},
    forms: { date: dayForm },
    name: (item) => text(item.title),
  },
};

/** An entry the rules refused, as people are told of it and as it can still be recognised. */
export type Refused = {
  /** Its name in the résumé, quoted, else its place: `"Old Shop"`, `work entry 3`. */
  label: string;
  /** "startDate is missing; write it as YYYY-MM". */
  why: string;
  /** The site's fields it still gives that broke no rule (an earlier import may be found by them). */
  fields: Item;
};

/** Each entry of a part in the résumé's order: the site's entry, or why it could not be one. */
export type Read<T> = { entry: T } | { refused: Refused };
export type ResumeCareer = { [K in CareerKind]: Read<Experience[K][number]>[] };

/** The career a JSON Resume holds, entry by entry; undefined when it is not one. */
export function careerOfResume(json: unknown): ResumeCareer | undefined {
  const document = documentSchema.safeParse(json);
  if (!document.success) return undefined;
  const items = (kind: CareerKind) => document.data[kind] ?? [];
  if (careerKinds.every((kind) => items(kind).length === 0)) return undefined;
  const career = {} as Record<CareerKind, Read<unknown>[]>;
  for (const kind of careerKinds)
    career[kind] = items(kind).map((value, i) => {
      const item = typeof value === "object" && value !== null ? (value as Item) : {};
      return check(parts[kind], item, `${kind} entry ${i + 1}`);
    });
  return career as ResumeCareer;
}

function check(part: Part, item: Item, place: string): Read<unknown> {
  const fields = part.read(item);
  const result = part.schema.safeParse(fields, { error: plainErrors, reportInput: true });
  if (result.success) return { entry: result.data };
  const wrong = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const name = part.name(item);
  return {
    refused: {
      label: typeof name === "string" ? `"${name}"` : place,
      why: reason(part, item, result.error.issues[0]!),
      fields: Object.fromEntries(
        Object.entries(fields).filter(([field, value]) => value !== undefined && !wrong.has(field)),
      ),
    },
  };
}

/** The first rule an entry breaks, said with the résumé's field: "startDate is missing; write it as YYYY-MM". */
function reason(part: Part, item: Item, issue: z.core.$ZodIssue): string {
  const field = String(issue.path[0] ?? "");
  const named = part.from[field] ?? field;
  if (issue.code === "invalid_type" && issue.input === undefined) {
    const form = part.forms[field];
    return `${named} is missing${form ? `; write it as ${form}` : ""}`;
  }
  // The value as the résumé writes it ("2564-03-01", not the month read from it).
  const written = issue.path.length > 1 ? issue.input : item[named];
  return `${named} ${issue.message}; got ${show(typeof written === "string" ? written.trim() : written)}`;
}
