import type { z } from "zod";

// The problems the checks beyond the schema find, as zod issues, so that
// format-issues.ts words them as it words the schema's.

export type Issue = z.core.$ZodIssue;

export const issue = (path: PropertyKey[], input: unknown, message: string): Issue => ({
  code: "custom",
  path,
  input,
  message,
});

/** A mistake in a key (a language, a career entry's name): its line shows the key. */
export const keyIssue = (path: PropertyKey[], key: string, message: string): Issue => ({
  code: "custom",
  path,
  input: key,
  message,
  params: { key: true },
});

/** A value read as an object, whatever it is: the checks run on raw input. */
export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};
