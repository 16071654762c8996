import { analyticsSchema, type Analytics } from "../../content/schema/analytics.ts";
import { ContentError } from "../../app/lib/content/validate-content.ts";
import { fieldsAt } from "../../app/lib/validation/schema-fields.ts";
import { formatIssues, plainErrors } from "../../app/lib/validation/format-issues.ts";

/**
 * The optional content file: a fork without it, or without `analytics` in it,
 * counts nothing. Only the build's last stages use it (the page script and
 * the policy); read-content.ts reads it with the rest of content/.
 */
export const analyticsFile = "content/analytics.ts";

/** The owner's analytics, checked (undefined: none); one line a problem, naming the file, the field, the rule and the value. */
export function validateAnalytics(raw: unknown): Analytics | undefined {
  if (raw === undefined) return undefined;
  const result = analyticsSchema.safeParse(raw, { error: plainErrors });
  if (result.success) return result.data;
  const lines = formatIssues(
    result.error.issues,
    (path) => ({
      label: `${analyticsFile}: ${["analytics", ...path.map(String)].join(".")}`,
      value: path.reduce<unknown>(
        (node, key) => (node as Record<PropertyKey, unknown>)?.[key],
        raw,
      ),
    }),
    (path) => fieldsAt(analyticsSchema, path),
  );
  throw new ContentError(`Invalid content:\n${lines}`);
}
