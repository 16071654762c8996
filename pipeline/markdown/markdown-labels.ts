// The words a rendered post adds to what its author wrote. They come in as an
// option so the site's dictionaries (app/lib/i18n/dictionaries/) can word them
// in the post's language; these English ones are the defaults.

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

export const englishLabels: MarkdownLabels = {
  alerts: {
    note: "Note",
    tip: "Tip",
    important: "Important",
    warning: "Warning",
    caution: "Caution",
  },
  newTab: "opens in a new tab",
  footnotes: "Footnotes",
  footnoteBack: "Back to reference {reference}",
  sectionLink: "Link to the section {heading}",
};

/** Some of the labels: the rest stay English. */
export type MarkdownLabelOptions = Partial<Omit<MarkdownLabels, "alerts">> & {
  alerts?: Partial<MarkdownLabels["alerts"]>;
};

/** The defaults with what `labels` words otherwise. */
export function markdownLabels(labels: MarkdownLabelOptions = {}): MarkdownLabels {
  return {
    ...englishLabels,
    ...labels,
    alerts: { ...englishLabels.alerts, ...labels.alerts },
  };
}
