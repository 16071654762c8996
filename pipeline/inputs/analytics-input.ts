import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { analyticsSchema, type Analytics } from "../../content/schema/analytics.ts";
import { ContentError } from "../../app/lib/content/validate-content.ts";
import { fieldsAt } from "../../app/lib/validation/schema-fields.ts";
import { formatIssues, plainErrors } from "../../app/lib/validation/format-issues.ts";

/** The optional content file: a fork without it, or without `analytics` in it, counts nothing. */
export const analyticsFile = "content/analytics.ts";

/**
 * The owner's analytics, checked; undefined when there are none. Only the
 * build's last stages use it (the page script and the policy), so it is read
 * by path, and a fork that never had the file needs none.
 */
export async function readAnalytics(root = process.cwd()): Promise<Analytics | undefined> {
  const path = join(root, analyticsFile);
  if (!existsSync(path)) return undefined;
  const module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as {
    analytics?: unknown;
  };
  return validateAnalytics(module.analytics);
}

/** One line a problem, naming the file, the field, the rule and the value. */
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
