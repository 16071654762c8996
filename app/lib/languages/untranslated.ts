import { useMatches } from "react-router";

/** The `langs` a page's loader gives: for each field still in the default language, that language. */
export type Langs = Readonly<Record<string, string | undefined>>;

/**
 * For a component inside a page of another language: the language of each
 * of the page's fields that shows the default language's words (its
 * loader's `langs`), to mark them with `lang`. Called only where
 * `__LANGUAGES__` holds, a build-time constant: the same on every render.
 */
export function useUntranslated(): Langs | undefined {
  return (useMatches().at(-1)?.loaderData as { langs?: Langs } | undefined)?.langs;
}
