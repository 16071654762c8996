import { z } from "zod";
import { SourceError } from "../errors.ts";
import { plainText } from "../posts/html.ts";
import { draftLeftOut, exportItem, type ExportChoices, type ExportPosts } from "./export-item.ts";
import { notAnExport } from "./not-an-export.ts";

// Ghost's export (Settings → Labs → Export): JSON,
// {db:[{meta, data:{posts, tags, posts_tags, …}}]}. Each post carries its
// html, status, published_at and slug; tags join it through posts_tags.
// The export never says the site's address (Ghost 4 and later write
// __GHOST_URL__ in its place), so --site gives it.

const id = z.union([z.string(), z.number()]).transform(String);
const postSchema = z.object({
  id,
  title: z.string().nullish(),
  slug: z.string(),
  html: z.string().nullish(),
  status: z.string(),
  published_at: z.string().nullish(),
  created_at: z.string().nullish(),
  custom_excerpt: z.string().nullish(),
  // Ghost 5: type "post" or "page"; before it, page: true (or 1).
  type: z.string().nullish(),
  page: z.union([z.boolean(), z.number()]).nullish(),
});
const exportSchema = z.object({
  db: z
    .array(
      z.object({
        meta: z.object({ version: z.string().optional() }).optional(),
        data: z.object({
          posts: z.array(z.unknown()),
          tags: z.array(z.object({ id, name: z.string() })).default([]),
          posts_tags: z
            .array(z.object({ post_id: id, tag_id: id, sort_order: z.number().nullish() }))
            .default([]),
        }),
      }),
    )
    .min(1),
});

/** Whether parsed JSON is shaped as Ghost's export. */
export const isGhost = (json: unknown) =>
  typeof json === "object" && json !== null && "db" in json && Array.isArray(json.db);

/** The posts of a Ghost export; one line naming the file when it is not one. */
export function ghostPosts(file: string, json: unknown, choices: ExportChoices): ExportPosts {
  const parsed = exportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw notAnExport(file, "Ghost", `${issue.path.join(".") || "the file"}: ${issue.message}`);
  }
  const site = choices.site;
  if (!site)
    throw new SourceError(
      file,
      "a Ghost export does not say the site's address: add --site <the Ghost site's URL>, such as --site https://you.ghost.io",
    );
  const { data } = parsed.data.db[0]!;
  const tagNames = new Map(data.tags.map((tag) => [tag.id, tag.name]));
  const result: ExportPosts = { items: [], skipped: [] };
  data.posts.forEach((raw, index) => {
    const read = postSchema.safeParse(raw);
    if (!read.success) {
      const issue = read.error.issues[0]!;
      throw new SourceError(file, `posts[${index}].${issue.path.join(".")}: ${issue.message}`);
    }
    const post = read.data;
    if (post.type === "page" || post.page === true || post.page === 1) return;
    const title = plainText(post.title ?? "");
    const link = new URL(`${encodeURIComponent(post.slug)}/`, `${site.replace(/\/*$/, "")}/`).href;
    const name = `${title || post.slug} (${link})`;
    const draft = post.status === "draft";
    if (post.status !== "published" && !draft) {
      result.skipped.push({ name, why: `its status is ${post.status}, not published` });
      return;
    }
    if (draft && !choices.drafts) {
      result.skipped.push({ name, why: draftLeftOut });
      return;
    }
    // Tags in the post's own order; Ghost's internal ones (#…) are its own bookkeeping.
    const tags = data.posts_tags
      .filter((pt) => pt.post_id === post.id)
      .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
      .flatMap((pt) => tagNames.get(pt.tag_id) ?? [])
      .filter((tag) => !tag.startsWith("#"));
    const html = (post.html ?? "").replaceAll("__GHOST_URL__", site.replace(/\/+$/, ""));
    result.items.push(
      exportItem({
        title,
        link,
        articleHtml: html,
        teaser: plainText(post.custom_excerpt ?? ""),
        date: post.published_at ?? (draft ? (post.created_at ?? undefined) : undefined),
        categories: tags,
        base: link,
        ...(draft ? { draft: true as const } : {}),
      }),
    );
  });
  return result;
}
