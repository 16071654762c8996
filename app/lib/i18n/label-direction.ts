import { directionOfText, type TextDirection } from "../content/text-direction.ts";
import type { Plural } from "./dictionary.ts";

const marks = { ltr: "\u200e", rtl: "\u200f" } as const;

/**
 * A label whose words run the other way from the page (English labels on a
 * Persian page, whose language has no dictionary yet) keeps its punctuation
 * where its words put it: "Read more..." rather than "...Read more". A mark
 * of its own direction at each end does it, invisible and unread.
 */
export function fitDirection(label: string, page: TextDirection): string {
  const own = directionOfText(label);
  return !own || own === page ? label : marks[own] + label + marks[own];
}

/** The same for every form of a count label. */
export function fitPluralDirection(label: Plural, page: TextDirection): Plural {
  return Object.fromEntries(
    Object.entries(label).map(([form, text]) => [form, text && fitDirection(text, page)]),
  ) as Plural;
}
