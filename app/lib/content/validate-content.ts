import { z } from "zod";
import { imageName, ownerSchema, postSchema, projectSchema } from "../../../content/schema.ts";
import { formatIssues, plainErrors } from "../validation/format-issues.ts";

const files = {
  owner: "content/owner.ts",
  posts: "content/posts.ts",
  projects: "content/projects.ts",
} as const;

const contentSchema = z.object({
  owner: ownerSchema,
  posts: z.array(postSchema),
  projects: z.array(projectSchema),
});

export type Content = z.infer<typeof contentSchema>;

export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Checks the content against its schema and that every image it names is a
 * file in content/images. Every problem is reported in one error, each naming
 * the file, the entry and the field.
 */
export function validateContent(raw: unknown, imageNames: readonly string[]): Content {
  const result = contentSchema.safeParse(raw, { error: plainErrors });
  const problems = [
    ...(result.error?.issues ?? []),
    ...duplicateUrls(raw, "posts"),
    ...duplicateUrls(raw, "projects"),
    ...missingImages(raw, imageNames),
  ];
  if (problems.length === 0 && result.success) return result.data;
  const lines = formatIssues(problems, (path) => describe(raw, path));
  throw new ContentError(`Invalid content:\n${lines}`);
}

/**
 * Two entries with one URL (ignoring a trailing slash). Checked on the raw
 * input, so a problem in another entry does not hide it.
 */
function duplicateUrls(raw: unknown, section: "posts" | "projects"): z.core.$ZodIssue[] {
  const entries = (raw as Record<string, unknown> | undefined)?.[section];
  if (!Array.isArray(entries)) return [];
  const seen = new Map<string, number>();
  const issues: z.core.$ZodIssue[] = [];
  entries.forEach((entry: { url?: unknown } | undefined, index) => {
    if (typeof entry?.url !== "string") return;
    const key = entry.url.replace(/\/+$/, "");
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else
      issues.push({
        code: "custom",
        path: [section, index, "url"],
        message: `must be unique, but entry ${first} has the same URL`,
        input: entry.url,
      });
  });
  return issues;
}

/** Checked on the raw input, so a schema problem elsewhere does not hide it. */
function missingImages(raw: unknown, imageNames: readonly string[]): z.core.$ZodIssue[] {
  const known = new Set(imageNames);
  const input = raw as { owner?: { headshot?: unknown }; posts?: unknown } | undefined;
  const posts = Array.isArray(input?.posts) ? (input.posts as { thumbnail?: unknown }[]) : [];
  const wanted: [PropertyKey[], unknown][] = [
    [["owner", "headshot"], input?.owner?.headshot],
    ...posts.map((p, i): [PropertyKey[], unknown] => [["posts", i, "thumbnail"], p?.thumbnail]),
  ];
  // Names that are not strings are already reported by the schema.
  return wanted
    .filter(([, name]) => imageName.safeParse(name).success && !known.has(name as string))
    .map(([path, name]) => ({
      code: "custom",
      path,
      input: name,
      message: `must name a file in content/images (found: ${[...known].join(", ") || "none"})`,
    }));
}

function describe(raw: unknown, path: PropertyKey[]): { label: string; value: unknown } {
  const [section, ...rest] = path;
  if (section === undefined) return { label: "content", value: raw };
  const file = files[section as keyof typeof files] ?? "content";
  let label = `${file}: ${String(section)}`;
  let node: unknown = (raw as Record<PropertyKey, unknown> | undefined)?.[section as string];
  rest.forEach((key, i) => {
    if (typeof key === "number") {
      const title = (node as { title?: unknown }[] | undefined)?.[key]?.title;
      label += `[${key}]${i === 0 && typeof title === "string" ? ` ("${title}")` : ""}`;
    } else label += `.${String(key)}`;
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  });
  return { label, value: node };
}
