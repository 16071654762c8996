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

export const workSchema = z
  .object({
    organization: text,
    role: text,
    ...period,
    location: text.optional(),
    url: httpUrl.optional(),
    highlights: z.array(text).default([]),
    tech: z.array(text).default([]),
  })
  .superRefine(endNotBeforeStart);

export const educationSchema = z
  .object({ institution: text, degree: text.optional(), ...period, url: httpUrl.optional() })
  .superRefine(endNotBeforeStart);

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

export type Work = z.infer<typeof workSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Certificate = z.infer<typeof certificateSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type ExperienceInput = z.input<typeof experienceSchema>;
