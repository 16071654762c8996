import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { z } from "zod";
import { SourceError } from "../errors.ts";
import { FetchError, get } from "../http.ts";
import { label } from "../report.ts";
import { httpUrl } from "../posts/urls.ts";
import { exportItem, type ExportPosts } from "./export-item.ts";

// DEV (dev.to, Forem) through its public API: GET /api/articles?username=…
// lists a writer's published articles page by page, and
// /api/articles/<id> gives each one's body_markdown. The Markdown becomes
// HTML here so it takes the one path home every source takes (its code,
// images and links as any feed's); DEV's Liquid tags ({% embed … %},
// {% youtube … %}) become links to what they show, each said in one line.

/** The writer a DEV source names: https://dev.to/<username>, as sources.json records it. */
export function devUser(source: string): string | undefined {
  const user = /^https?:\/\/dev\.to\/([A-Za-z\d_]+)\/?$/i.exec(source)?.[1];
  return user && !["feed", "api", "t", "search"].includes(user.toLowerCase()) ? user : undefined;
}

const tagList = z.union([z.array(z.string()), z.string()]).nullish();
const listed = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    url: z.string(),
    canonical_url: z.string().nullish(),
    published_at: z.string().nullish(),
    description: z.string().nullish(),
    tag_list: tagList,
  }),
);
const article = z.object({ body_markdown: z.string(), tags: tagList });

const perPage = 100;
// A writer with more than 10,000 articles is no writer's feed; the loop stops there whatever the API says.
const maxPages = 100;
const maxBytes = 20 * 1024 * 1024;

/** Every published article of a DEV writer, each with its Markdown as HTML. */
export async function devPosts(
  source: string,
  user: string,
  apiUrl: string,
  timeoutMs: number,
): Promise<ExportPosts> {
  const ask = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    let fetched;
    try {
      fetched = await get(`${apiUrl}${path}`, timeoutMs, maxBytes);
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      const why = error.status === 404 ? `no DEV user ${user} (HTTP 404)` : error.message;
      throw new SourceError(source, `${apiUrl}${path}: ${why}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(fetched.body.toString("utf8"));
    } catch {
      throw new SourceError(source, `${apiUrl}${path}: not JSON, so not DEV's API`);
    }
    const read = schema.safeParse(json);
    if (!read.success) {
      const issue = read.error.issues[0]!;
      throw new SourceError(
        source,
        `${apiUrl}${path}: ${issue.path.join(".") || "the answer"}: ${issue.message}`,
      );
    }
    return read.data;
  };
  const result: ExportPosts = { items: [], skipped: [], lines: [] };
  for (let page = 1; page <= maxPages; page++) {
    const query = `username=${encodeURIComponent(user)}&page=${page}&per_page=${perPage}`;
    const articles = await ask(`/articles?${query}`, listed);
    for (const entry of articles) {
      const { body_markdown, tags } = await ask(`/articles/${entry.id}`, article);
      const name = label(entry.title, entry.url);
      const { html, lines } = devHtml(body_markdown, name);
      result.lines!.push(...lines);
      // A post DEV says was first elsewhere (canonical_url) is known by that address.
      const canonical = httpUrl(entry.canonical_url ?? undefined);
      result.items.push(
        exportItem({
          title: entry.title,
          link: canonical ?? entry.url,
          articleHtml: html,
          teaser: entry.description ?? "",
          date: entry.published_at ?? undefined,
          categories: tagsOf(tags) ?? tagsOf(entry.tag_list) ?? [],
          base: entry.url,
        }),
      );
    }
    if (articles.length < perPage) break;
  }
  return result;
}

const tagsOf = (tags: string[] | string | null | undefined) =>
  tags == null
    ? undefined
    : (Array.isArray(tags) ? tags : tags.split(",")).map((t) => t.trim()).filter(Boolean);

/** Where DEV's Liquid tags point, by the tag's name and its first argument. */
const liquidLinks: Record<string, (arg: string) => string | undefined> = {
  youtube: (id) => `https://www.youtube.com/watch?v=${id}`,
  vimeo: (id) => `https://vimeo.com/${id}`,
  github: (repo) => httpUrl(repo) ?? `https://github.com/${repo}`,
  twitter: (id) => `https://twitter.com/i/status/${id}`,
  tweet: (id) => `https://twitter.com/i/status/${id}`,
  post: (path) => httpUrl(path) ?? `https://dev.to/${path.replace(/^\//, "")}`,
  user: (name) => `https://dev.to/${name}`,
  tag: (name) => `https://dev.to/t/${name}`,
};
const liquid = /\{%\s*([a-z_]+)\s+([^%\s]+)[^%]*%\}/g;

/**
 * body_markdown as HTML: its front matter (DEV's first editor keeps it in
 * the body) left out, Liquid tags outside code made links, one line each.
 */
export function devHtml(markdown: string, name: string): { html: string; lines: string[] } {
  const lines: string[] = [];
  const body = markdown.replace(/\r\n?/g, "\n").replace(/^---\n[^]*?\n---\n/, "");
  const linked = outsideCode(body, (text) =>
    text.replace(liquid, (tag, kind: string, arg: string) => {
      const target = liquidLinks[kind.toLowerCase()]?.(arg) ?? httpUrl(arg);
      lines.push(
        target
          ? `cannot convert in ${name}: a Liquid tag (${tag}): a link to ${target} stands in its place`
          : `cannot convert in ${name}: a Liquid tag (${tag}): left out`,
      );
      return target ? `<${target}>` : "";
    }),
  );
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeStringify)
    .processSync(linked);
  return { html: String(html), lines };
}

/** `change` applied to the Markdown outside fenced blocks and inline code, which stay as typed. */
function outsideCode(markdown: string, change: (text: string) => string): string {
  const parts = markdown.split(/^((`{3,}|~{3,})[^\n]*\n[^]*?\n\2[ \t]*$)/m);
  // split's capture groups: the fence itself comes back as the odd parts, its marker after it.
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? "";
    if (i % 3 === 0)
      out.push(
        part
          .split(/(`+[^`\n]*`+)/)
          .map((p, j) => (j % 2 ? p : change(p)))
          .join(""),
      );
    else if (i % 3 === 1) out.push(part);
  }
  return out.join("");
}
