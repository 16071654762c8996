import type { z } from "zod";
import { closest } from "./closest.ts";
import { unionBranches } from "./union-branch.ts";

type Describe = (path: PropertyKey[]) => { label: string; value: unknown };

const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  array: "a list",
  object: "an object",
  boolean: "true or false",
};

const units: Record<string, [string, string]> = {
  array: ["entry", "entries"],
  set: ["entry", "entries"],
  string: ["character", "characters"],
};

/**
 * Plain-language messages for what zod would word for programmers: wrong
 * types, a value that is not one of a list, a list of the wrong length.
 * A schema's own message wins over these.
 */
export const plainErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is required";
      return `must be ${typeNames[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `must be ${show(issue.values[0])}`
        : `must be one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_union": {
      // Each form's own rule, when each is one rule on the value itself: "must be 1 or 2".
      const rules = issue.errors.map((branch) => (branch.length === 1 ? branch[0] : undefined));
      if (rules.some((rule) => !rule || rule.path.length > 0))
        return "matches none of the forms it may take";
      return [...new Set(rules.map((rule) => rule!.message))]
        .map((rule, i) => (i === 0 ? rule : rule.replace(/^must be /, "")))
        .join(" or ");
    }
    case "too_small":
    case "too_big": {
      const unit = units[issue.origin];
      if (!unit) return undefined;
      const n = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const limit = `${n} ${unit[Number(n) === 1 ? 0 : 1]}`;
      if (issue.exact) return `must have exactly ${limit}`;
      return `must have at ${issue.code === "too_small" ? "least" : "most"} ${limit}`;
    }
    case "invalid_key":
      // A record's key (content/languages.ts names each language by its locale).
      return `is not a valid name here: ${issue.issues.map((inner) => inner.message).join("; ")}`;
    default:
      return undefined;
  }
};

/**
 * One line an issue, unions resolved to the branch meant: `<where> <rule>; got <value>`.
 * A key the schema does not know is one line of its own, naming it and, from
 * `fields` (the fields allowed at a path), what it could mean.
 */
export function formatIssues(
  issues: z.core.$ZodIssue[],
  describe: Describe,
  fields: (path: PropertyKey[]) => string[] = () => [],
): string {
  return unionBranches(issues)
    .map((issue) => {
      if (issue.code === "unrecognized_keys")
        return issue.keys
          .map((key) => {
            const allowed = fields(issue.path);
            const near = closest(key, allowed);
            const hint = near
              ? ` (did you mean "${near}"?)`
              : allowed.length > 0
                ? ` (it may have: ${allowed.join(", ")})`
                : "";
            return `  - ${describe([...issue.path, key]).label} is not a field here${hint}`;
          })
          .join("\n");
      const { label, value } = describe(issue.path);
      // A key's mistake shows the key, not what it names.
      const key = issue.code === "invalid_key" || (issue.code === "custom" && issue.params?.key);
      const shown = key ? issue.input : value;
      return `  - ${label} ${issue.message}; got ${show(shown)}`;
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
