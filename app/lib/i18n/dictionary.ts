import type { CountLabel, Plural, TextLabel } from "../../../content/schema/labels.ts";

export type { Plural };

/**
 * Every label of the site in one language. A dictionary that leaves a
 * label out, or names one the site does not have, does not compile.
 * `{count}`, `{name}` and `{format}` are filled in where the label is used.
 */
export type Dictionary = { readonly [K in TextLabel]: string } & {
  readonly [K in CountLabel]: Plural;
};
