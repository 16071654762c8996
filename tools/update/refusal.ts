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
