import { z } from "zod";
import { httpUrl, text } from "./primitives.ts";

// content/experience.ts, optional: the owner's career, shown on About as a
// timeline, in the structured data and in the site's resume.json. Months
// are written "YYYY-MM" (Gregorian), so they sort, translate and date.

/** A month, "2021-03": a year from 1900 and a month 01 to 12. */
export const yearMonth = z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, {
  message: 'must be a month written YYYY-MM, such as "2021-03"',
});

/** A start month and, unless it is still going on, an end month no earlier. */
const period = { start: yearMonth, end: yearMonth.optional() };

function endNotBeforeStart(entry: { start: string; end?: string }, context: z.RefinementCtx) {
  if (entry.end !== undefined && entry.end < entry.start)
    context.addIssue({
      code: "custom",
      path: ["end"],
      input: entry.end,
      message: `is before its start "${entry.start}"`,
    });
}

const workFields = z.object({
  organization: text,
  role: text,
  ...period,
  location: text.optional(),
  url: httpUrl.optional(),
  highlights: z.array(text).default([]),
  tech: z.array(text).default([]),
});
const educationFields = z.object({
  institution: text,
  degree: text.optional(),
  ...period,
  url: httpUrl.optional(),
});

export const workSchema = workFields.superRefine(endNotBeforeStart);
export const educationSchema = educationFields.superRefine(endNotBeforeStart);

export const certificateSchema = z.object({
  name: text,
  issuer: text.optional(),
  date: yearMonth,
  url: httpUrl.optional(),
});

export const experienceSchema = z.object({
  /** Jobs; no `end` means the current one. */
  work: z.array(workSchema).default([]),
  education: z.array(educationSchema).default([]),
  certificates: z.array(certificateSchema).default([]),
});

/**
 * content/overrides.ts `experience`: imported entries (content/imported/
 * experience.json) to hide, or fields to change, each named by its key:
 * "Organization (YYYY-MM)" for a job, "Institution (YYYY-MM)" for a school,
 * "Name (YYYY-MM)" for a certificate, as the start or date month reads.
 */
export const experienceOverridesSchema = z.object({
  hidden: z.array(text).default([]),
  work: z.record(z.string(), workFields.partial()).default({}),
  education: z.record(z.string(), educationFields.partial()).default({}),
});

export type Work = z.infer<typeof workSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Certificate = z.infer<typeof certificateSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type ExperienceInput = z.input<typeof experienceSchema>;
