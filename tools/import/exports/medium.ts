import { load } from "cheerio";
import { plainText } from "../posts/html.ts";
import { httpUrl } from "../posts/urls.ts";
import { draftLeftOut, exportItem, type ExportChoices, type ExportPosts } from "./export-item.ts";
import { notAnExport } from "./not-an-export.ts";
import { isZip, zipFiles } from "./zip-files.ts";

// Medium's export (Settings → "Download your information"): a zip whose
// posts/ holds one HTML file a story, named 2020-12-31_Title-1a2b3c4d5e6f.html,
// drafts draft_Title-1a2b3c4d5e6f.html, responses too. Each file is an
// h-entry: the title (h1.p-name), the subtitle, the body
// (section[data-field="body"]), the date (time.dt-published) and the
// story's address (a.p-canonical).

const story = /^posts\/[^/]+\.html$/;

/** The stories of a Medium export; one line naming the file when it is not one. */
export async function mediumPosts(
  file: string,
  zip: Buffer,
  choices: ExportChoices,
): Promise<ExportPosts> {
  if (!isZip(zip)) throw notAnExport(file, "Medium", "not a zip file");
  let files;
  try {
    files = await zipFiles(zip, (path) => story.test(path));
  } catch (error) {
    throw notAnExport(file, "Medium", `a broken zip (${(error as Error).message})`);
  }
  if (files.length === 0)
    throw notAnExport(file, "Medium", "a zip without posts/*.html, where Medium puts the stories");
  const result: ExportPosts = { items: [], skipped: [] };
  for (const { path, data, modified } of files.sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const $ = load(data.toString("utf8"));
    const name = path.slice("posts/".length);
    const title = plainText($("h1.p-name").first().text() || $("title").first().text());
    const body = $('section[data-field="body"]').first();
    const label = `${title || name} (${name})`;
    if (body.length === 0) {
      result.skipped.push({ name: label, why: 'no section[data-field="body"]: not a story' });
      continue;
    }
    const draft = name.startsWith("draft_");
    if (draft && !choices.drafts) {
      result.skipped.push({ name: label, why: draftLeftOut });
      continue;
    }
    // A draft has no address of its own yet: Medium's short one, by the id ending its file name.
    const id = /-([\da-f]{8,16})\.html$/.exec(name)?.[1];
    const link =
      httpUrl($("a.p-canonical").first().attr("href")) ??
      (id ? `https://medium.com/p/${id}` : undefined);
    const published = $("time.dt-published").first().attr("datetime");
    // The story's sections without Medium's dividers: its title heading comes first, and goes.
    body.find(".section-divider").remove();
    const inner = body.find(".section-inner").toArray();
    const html = inner.length ? inner.map((part) => $(part).html() ?? "").join("\n") : body.html();
    result.items.push(
      exportItem({
        title,
        link,
        articleHtml: html ?? "",
        teaser: plainText($('section[data-field="subtitle"]').first().text()),
        // A draft was never published: the day it was exported stands for it.
        date: published ?? (draft ? modified.toISOString() : undefined),
        base: link ?? "https://medium.com/",
        ...(draft ? { draft: true as const } : {}),
      }),
    );
  }
  return result;
}
