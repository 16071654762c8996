import { canonical } from "../../../content/schema/locale.ts";
import { changeString } from "./content-edit.ts";
import type { Migration } from "./migration.ts";

/**
 * Release 1.2.0 writes `<html lang>` only from standard codes, so a locale
 * that 1.1.0 took ("iw_IL", "per", "en_UK") becomes the one Intl gives for it
 * ("he_IL", "fa", "en_GB"): the same language, and the fork still builds.
 */
export const canonicalLocale: Migration = {
  id: "canonical-locale",
  release: "1.2.0",
  description: 'owner.locale in the standard codes: "iw_IL" becomes "he_IL", "per" becomes "fa"',
  migrate(files) {
    const text = files.read("content/owner.ts");
    if (text === undefined) return;
    const edited = changeString(text, "owner.locale", (value) => canonical(value) ?? value);
    if (edited !== text) files.write("content/owner.ts", edited);
  },
};
