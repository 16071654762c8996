import type { z } from "zod";

type Describe = (path: PropertyKey[]) => { label: string; value: unknown };

const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  array: "a list",
  object: "an object",
  boolean: "true or false",
};

/** Plain-language messages for wrong types; schemas give their own for rules. */
export const plainErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "is required";
  return `must be ${typeNames[issue.expected] ?? issue.expected}`;
};

/** One line an issue: `<where> <rule>; got <value>`. */
export function formatIssues(issues: z.core.$ZodIssue[], describe: Describe): string {
  return issues
    .map((issue) => {
      const { label, value } = describe(issue.path);
      return `  - ${label} ${issue.message}; got ${show(value)}`;
    })
    .join("\n");
}

export function show(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (typeof value === "string") return JSON.stringify(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
