import type { Copy } from "../../content/schema/site.ts";
import type { Dictionary } from "../../app/lib/i18n/dictionary.ts";
import { en } from "../../app/lib/i18n/dictionaries/en.ts";
import { dictionaryFor } from "../../app/lib/i18n/languages.ts";
import { siteWords } from "../../app/lib/i18n/site-words.ts";

// The words a rendered post adds to what its author wrote. They are labels of
// the site's dictionaries (app/lib/i18n/dictionaries/), so each language words
// them once and an owner may reword them in content/copy.ts `labels`.

export const alertKinds = ["note", "tip", "important", "warning", "caution"] as const;
export type AlertKind = (typeof alertKinds)[number];

export type MarkdownLabels = {
  /** The title of each GitHub alert (`> [!NOTE]`). */
  alerts: Record<AlertKind, string>;
  /** Said after an external link's text, as app/components/external-link.tsx says it. */
  newTab: string;
  /** The footnotes' heading, read by assistive technology only. */
  footnotes: string;
  /** A footnote's link back to where it is cited; {reference} is its number ("1", or "1-2" for a second citation). */
  footnoteBack: string;
  /** The name of a heading's own link, when the heading holds a link and cannot be one ({heading} is its text). */
  sectionLink: string;
};

/** The dictionary's labels a post's body uses. */
export type PostBodyLabels = Pick<
  Dictionary,
  | "alertNote"
  | "alertTip"
  | "alertImportant"
  | "alertWarning"
  | "alertCaution"
  | "newTab"
  | "footnotesHeading"
  | "footnoteBack"
  | "sectionLink"
>;

/** The renderer's words, from a dictionary's labels. */
export const fromDictionary = (labels: PostBodyLabels): MarkdownLabels => ({
  alerts: {
    note: labels.alertNote,
    tip: labels.alertTip,
    important: labels.alertImportant,
    warning: labels.alertWarning,
    caution: labels.alertCaution,
  },
  newTab: labels.newTab,
  footnotes: labels.footnotesHeading,
  footnoteBack: labels.footnoteBack,
  sectionLink: labels.sectionLink,
});

/** Some of the labels: the rest are the English dictionary's. */
export type MarkdownLabelOptions = Partial<Omit<MarkdownLabels, "alerts">> & {
  alerts?: Partial<MarkdownLabels["alerts"]>;
};

/** The English dictionary's words, with what `labels` words otherwise. */
export function markdownLabels(labels: MarkdownLabelOptions = {}): MarkdownLabels {
  const english = fromDictionary(en);
  return { ...english, ...labels, alerts: { ...english.alerts, ...labels.alerts } };
}

/**
 * The words of a post's body in the language it is written in, as the site
 * words its labels: that language's dictionary, then the owner's `labels` in
 * content/copy.ts (a language with no dictionary gets English and what the
 * owner translated, and the build's notice names the rest). In another
 * language's build the body is the default language's (marked with its lang),
 * so it gets that language's dictionary; that build has no copy.ts labels of
 * the default language to apply.
 */
export function postBodyLabels(content: {
  owner: { locale: string };
  copy: Copy;
  translation?: { defaultTag: string } | undefined;
}): MarkdownLabels {
  return fromDictionary(
    content.translation
      ? dictionaryFor(content.translation.defaultTag).dictionary
      : siteWords(content.owner.locale, content.copy).labels,
  );
}
