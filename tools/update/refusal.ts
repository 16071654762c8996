import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The update stopped for a reason its user can act on (a dirty tree, no
 * template, a conflict, a failed build): printed as these lines, with no
 * stack trace, and the command exits 1. Nothing was changed.
 */
export class Refusal extends Error {
  override name = "Refusal";
  readonly lines: string[];
  constructor(...lines: string[]) {
    super(lines[0]);
    this.lines = lines;
  }
}

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, ""); // eslint-disable-line no-control-regex
export const lastLine = (output: string) =>
  plain(output).trim().split("\n").at(-1) || "(it printed nothing)";

/** The build's named errors ("content/owner.ts: owner.x is required; ..."), one a line. */
export function buildRefusal(output: string): Refusal {
  const text = plain(output);
  const from = text.indexOf("The site was not built.");
  // Without that line the build failed elsewhere: its last line says where.
  const named = (from >= 0 ? text.slice(from) : "")
    .split("\n")
    .map((line) => /^\s+- (.+)$/.exec(line)?.[1])
    .filter((line): line is string => Boolean(line));
  const log = join(mkdtempSync(join(tmpdir(), "portfolio-update-")), "build.log");
  writeFileSync(log, output);
  return new Refusal(
    "The site does not build with the new template:",
    ...(named.length > 0 ? named : [lastLine(output)]).map((line) => `  ${line}`),
    `The build's whole output is in ${log}.`,
  );
}
