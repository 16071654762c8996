import { z } from "zod";
import { imageName, ownerSchema, postSchema, projectSchema } from "../../content/schema.ts";
import { formatIssues, plainErrors } from "./format-issues.ts";

const files = {
  owner: "content/owner.ts",
  posts: "content/posts.ts",
  projects: "content/projects.ts",
} as const;

function uniqueUrls<T extends { url: string }>(schema: z.ZodType<T, unknown>) {
  return z.array(schema).superRefine((entries, ctx) => {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const first = seen.get(entry.url);
      if (first === undefined) seen.set(entry.url, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, "url"],
          message: `must be unique, but entry ${first} has the same URL`,
          input: entry.url,
        });
    });
  });
}

const contentSchema = z.object({
  owner: ownerSchema,
  posts: uniqueUrls(postSchema),
  projects: uniqueUrls(projectSchema),
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
  const problems = [...(result.error?.issues ?? []), ...missingImages(raw, imageNames)];
  if (problems.length === 0 && result.success) return result.data;
  const lines = formatIssues(problems, (path) => describe(raw, path));
  throw new ContentError(`Invalid content:\n${lines}`);
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
