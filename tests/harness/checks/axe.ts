import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * Runs axe-core in the page with every rule it ships except the experimental
 * ones (WCAG 2.x A and AA, and axe's best practices) and returns one line per
 * violation, whatever its impact. The page must allow the injected script: open
 * it with `bypassCSP: true`, as the site's policy refuses inline scripts.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run({ resultTypes: ["violations"] })) as { violations: Violation[] };
    return result.violations;
  });
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.impact ?? "?"} ${v.id}: ${v.help} at ${JSON.stringify(node.target)} ${node.failureSummary ?? ""}`,
    ),
  );
}
