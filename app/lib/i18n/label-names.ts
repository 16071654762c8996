import { countLabels, textLabels } from "../../../content/schema/labels.ts";
import { editDistance } from "../validation/closest.ts";

const names: readonly string[] = [...textLabels, ...countLabels];

/** The names in content/copy.ts `labels` that are not labels of the site, each with its problem. */
export function unknownLabels(
  labels: unknown,
): { name: string; value: unknown; problem: string }[] {
  if (!labels || typeof labels !== "object") return [];
  return Object.entries(labels).flatMap(([name, value]) => {
    const problem = unknownLabelProblem(name);
    return problem ? [{ name, value, problem }] : [];
  });
}

/**
 * The problem with a name in content/copy.ts `labels`, or undefined when the
 * site has a label by that name: a misspelling gets the closest name.
 */
export function unknownLabelProblem(name: string): string | undefined {
  if (names.includes(name)) return undefined;
  const lower = name.toLowerCase();
  const [closest] = [...names].sort(
    (a, b) => editDistance(lower, a.toLowerCase()) - editDistance(lower, b.toLowerCase()),
  );
  const hint =
    closest && editDistance(lower, closest.toLowerCase()) <= 3
      ? ` (did you mean "${closest}"?)`
      : "";
  return `is not a label of the site${hint}; the labels are the names in app/lib/i18n/dictionaries/en.ts`;
}
