import { createContext, useContext } from "react";
import { en } from "../lib/i18n/dictionaries/en";
import { sharedLabels, type SharedLabels, type ThemeLabels } from "../lib/i18n/shared-labels";

export type Labels = SharedLabels & Partial<ThemeLabels>;

// The labels of the layout and of components on several pages, in the
// owner's language, resolved at build time (app/lib/i18n/site-words.ts). The
// layout provides them; English is only for an error screen that has no
// content to read them from.
const LabelsContext = createContext<Labels>(sharedLabels(en));

export const LabelsProvider = LabelsContext.Provider;

export function useLabels(): Labels {
  return useContext(LabelsContext);
}
