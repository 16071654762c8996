import { XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";
import { SourceError } from "../errors.ts";
import { htmlText, plainText } from "../posts/html.ts";
import { httpUrl } from "../posts/urls.ts";
import { xmlProblem } from "../posts/xml-errors.ts";
import { draftLeftOut, exportItem, type ExportChoices, type ExportPosts } from "./export-item.ts";
import { notAnExport } from "./not-an-export.ts";
import { wordpressHtml } from "./wordpress-html.ts";

// WordPress's export (Tools → Export, WXR): RSS 2.0 with the wp: namespace,
// one <item> for every post, page, attachment and menu entry. Only posts
// come home, published ones (drafts on request); content:encoded is the
// post as written in the editor, which wordpress-html.ts makes the HTML
// WordPress would have shown.

/** Whether a document is a WXR: WordPress names its namespace and version. */
export const isWxr = (text: string) =>
  /xmlns:wp="http:\/\/wordpress\.org\/export\//.test(text.slice(0, 5000)) ||
  /<wp:wxr_version>/.test(text.slice(0, 20000));

const text = z
  .union([z.string(), z.number(), z.object({ "#text": z.union([z.string(), z.number()]) })])
  .transform((value) => String(typeof value === "object" ? value["#text"] : value))
  .optional();
const category = z.union([
  z.string(),
  z.object({ "@_domain": z.string().optional(), "#text": z.union([z.string(), z.number()]) }),
]);
const itemSchema = z.object({
  title: text,
  link: text,
  "content:encoded": text,
  "excerpt:encoded": text,
  "wp:post_date": text,
  "wp:post_name": text,
  "wp:post_type": text,
  "wp:status": text,
  category: z.array(category).default([]),
});
const wxrSchema = z.object({
  rss: z.object({
    channel: z.object({
      link: text,
      language: text,
      item: z.array(z.unknown()).default([]),
    }),
  }),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === "item" || name === "category",
});

/** The posts of a WordPress export; a SourceError naming the file when it is not one. */
export function wordpressPosts(file: string, body: string, choices: ExportChoices): ExportPosts {
  const valid = XMLValidator.validate(body);
  if (valid !== true)
    throw notAnExport(file, "WordPress", `malformed XML at ${xmlProblem(valid, body)}`);
  const parsed = wxrSchema.safeParse(parser.parse(body));
  if (!parsed.success) throw notAnExport(file, "WordPress", "no <rss><channel> around its items");
  const { channel } = parsed.data.rss;
  const site = httpUrl(channel.link) ?? "https://wordpress.invalid/";
  const result: ExportPosts = { items: [], skipped: [] };
  channel.item.forEach((raw, index) => {
    const read = itemSchema.safeParse(raw);
    if (!read.success) {
      const issue = read.error.issues[0]!;
      throw new SourceError(
        file,
        `item ${index + 1}: ${issue.path.join(".") || "the item"}: ${issue.message}`,
      );
    }
    const item = read.data;
    if ((item["wp:post_type"] ?? "post") !== "post") return; // pages, attachments, menus
    const title = plainText(item.title);
    const name = `${title || "an untitled post"} (${item.link ?? `item ${index + 1}`})`;
    const status = item["wp:status"] ?? "publish";
    const draft = status === "draft" || status === "pending";
    if (status !== "publish" && !draft) {
      result.skipped.push({ name, why: `its status is ${status}, not publish` });
      return;
    }
    if (draft && !choices.drafts) {
      result.skipped.push({ name, why: draftLeftOut });
      return;
    }
    const named = (domain: string) =>
      item.category.flatMap((c) =>
        typeof c === "object" && c["@_domain"] === domain ? [plainText(String(c["#text"]))] : [],
      );
    const categories = choices.categories
      ? named("category").filter((c) => c !== "Uncategorized")
      : [];
    result.items.push(
      exportItem({
        title,
        link: item.link?.trim() || undefined,
        articleHtml: wordpressHtml(item["content:encoded"] ?? ""),
        teaser: htmlText(item["excerpt:encoded"]),
        // The writer's local time, as WordPress wrote it: its calendar day is the post's.
        date: item["wp:post_date"],
        categories: [...named("post_tag"), ...categories],
        base: site,
        language: channel.language,
        ...(draft ? { draft: true as const } : {}),
      }),
    );
  });
  return result;
}
