import type { Skip } from "../outcome.ts";
import type { FeedItem } from "../posts/items.ts";

// What each platform's export becomes: the items a feed gives (bring-home
// consumes them as it does a feed's), and the entries left out before
// bring-home sees them (pages, drafts unless asked for), each with why.

/** The choices a run makes about an export: drafts and categories come only on request. */
export type ExportChoices = { drafts?: boolean; categories?: boolean; site?: string };

export type ExportPosts = {
  items: FeedItem[];
  skipped: Skip[];
  /** Lines said as they are (what could not come along as it was). */
  lines?: string[];
};

/** An item with the fields a feed would have left empty. */
export function exportItem(
  fields: Pick<FeedItem, "title" | "link" | "articleHtml" | "date" | "base"> & Partial<FeedItem>,
): FeedItem {
  return {
    summary: "",
    contentHtml: fields.articleHtml,
    imageHtml: fields.articleHtml,
    teaser: "",
    categories: [],
    images: [],
    language: undefined,
    ...fields,
  };
}

/** Why a draft is left out, the same words for every platform. */
export const draftLeftOut = "a draft; --drafts brings drafts home, as draft: true";
