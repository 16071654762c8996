import { z } from "zod";
import { httpUrl, isoDate, isoMonth, isoMonthOrDate, text } from "./primitives.ts";

// content/experience.ts, optional: the owner's career, shown on About as a
// timeline, in the structured data and in the site's resume.json. Months
// are written "YYYY-MM" and days "YYYY-MM-DD" (Gregorian), so they sort,
// translate and date.

/** A start month and, unless it is still going on, an end month no earlier. */
const period = { start: isoMonth, end: isoMonth.optional() };

function endNotBeforeStart(entry: { start: string; end?: string }, context: z.RefinementCtx) {
  if (entry.end !== undefined && entry.end < entry.start)
    context.addIssue({
      code: "custom",
      path: ["end"],
      input: entry.end,
      message: `is before its start "${entry.start}"`,
    });
}

export const workFields = z.object({
  organization: text,
  role: text,
  ...period,
  location: text.optional(),
  url: httpUrl.optional(),
  highlights: z.array(text).default([]),
  tech: z.array(text).default([]),
});
export const educationFields = z.object({
  institution: text,
  /** The degree or kind of study: "BSc", "Bachelor". */
  degree: text.optional(),
  /** What was studied: "Computer Science". */
  area: text.optional(),
  ...period,
  url: httpUrl.optional(),
});

export const workSchema = workFields.superRefine(endNotBeforeStart);
export const educationSchema = educationFields.superRefine(endNotBeforeStart);

export const certificateSchema = z.object({
  name: text,
  issuer: text.optional(),
  date: isoMonth,
  url: httpUrl.optional(),
});

/** A talk given, or to be given (a date after the build shows as upcoming). */
export const talkSchema = z.object({
  title: text,
  /** The conference or meetup. */
  event: text,
  date: isoDate,
  /** The talk's page, or the event's. */
  url: httpUrl.optional(),
  slides: httpUrl.optional(),
  video: httpUrl.optional(),
  /** Where it was held: "Lagos, Nigeria", "Online". */
  location: text.optional(),
});

/** A paper, article or book. */
export const publicationSchema = z.object({
  title: text,
  /** The journal, conference, magazine or publisher. */
  publisher: text,
  date: isoMonthOrDate,
  url: httpUrl.optional(),
  summary: text.optional(),
});

export const awardSchema = z.object({
  title: text,
  /** Who gave it. */
  awarder: text,
  date: isoMonthOrDate,
  summary: text.optional(),
});

export const experienceSchema = z.object({
  /** Jobs; no `end` means the current one. */
  work: z.array(workSchema).default([]),
  education: z.array(educationSchema).default([]),
  certificates: z.array(certificateSchema).default([]),
  talks: z.array(talkSchema).default([]),
  publications: z.array(publicationSchema).default([]),
  awards: z.array(awardSchema).default([]),
});

/**
 * content/overrides.ts `experience`: imported entries (content/imported/
 * experience.json) to hide, or fields to change, each named by its key:
 * "Organization (YYYY-MM)" for a job, "Institution (YYYY-MM)" for a school,
 * "Name (YYYY-MM)" for a certificate and "Title (YYYY-MM)" for a
 * publication or an award, as the start or date month reads.
 */
export const experienceOverridesSchema = z.object({
  hidden: z.array(text).default([]),
  work: z.record(z.string(), workFields.partial()).default({}),
  education: z.record(z.string(), educationFields.partial()).default({}),
});

export type Work = z.infer<typeof workSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Certificate = z.infer<typeof certificateSchema>;
export type Talk = z.infer<typeof talkSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Award = z.infer<typeof awardSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type ExperienceInput = z.input<typeof experienceSchema>;
