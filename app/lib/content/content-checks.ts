import type { z } from "zod";
import { fileName, hexColour, imageName } from "../../../content/schema/primitives.ts";
import { unknownLabels } from "../i18n/label-names.ts";
import { contrastProblems } from "../theme/accent.ts";
import { issue, record, type Issue } from "../validation/issues.ts";

type Raw = Record<string, unknown> | undefined;

/** The files that content may name: in content/images/ and content/files/. */
export type ContentFiles = { images: readonly string[]; files: readonly string[] };

/**
 * What the schema cannot see: duplicate URLs, images and files that are not
 * there, overrides of entries that do not exist, and accent colours too
 * faint to read. Checked on the raw input, so a problem elsewhere never
 * hides one of these.
 */
export function contentProblems(raw: unknown, available: ContentFiles): Issue[] {
  const input = raw as Raw;
  return [
    ...(["posts", "projects", "importedPosts", "importedProjects"] as const).flatMap((section) =>
      duplicateUrls(input, section),
    ),
    ...missing(imagesNamed(input), imageName, available.images, "content/images"),
    ...missing(filesNamed(input), fileName, available.files, "content/files"),
    ...unknownOverrides(input),
    ...faintAccents(input),
    ...unknownLabels(record(input?.copy).labels).map(({ name, value, problem }) =>
      issue(["copy", "labels", name], value, problem),
    ),
  ];
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
const withoutSlash = (url: string) => url.replace(/\/+$/, "");

function duplicateUrls(input: Raw, section: string): Issue[] {
  const seen = new Map<string, number>();
  return list(input?.[section]).flatMap((entry, index) => {
    if (typeof entry?.url !== "string") return [];
    const first = seen.get(withoutSlash(entry.url));
    if (first === undefined) {
      seen.set(withoutSlash(entry.url), index);
      return [];
    }
    return [
      issue(
        [section, index, "url"],
        entry.url,
        `must be unique, but entry ${first} has the same URL`,
      ),
    ];
  });
}

type Named = [PropertyKey[], unknown][];

function imagesNamed(input: Raw): Named {
  const thumbnails = (section: string): Named =>
    list(input?.[section]).map((post, i) => [[section, i, "thumbnail"], post?.thumbnail]);
  const overridden = Object.entries(record(record(input?.overrides).posts)).map(
    ([url, fields]): Named[number] => [
      ["overrides", "posts", url, "thumbnail"],
      record(fields).thumbnail,
    ],
  );
  return [
    [["owner", "headshot"], record(input?.owner).headshot],
    [["postDefaults", "thumbnail"], record(input?.postDefaults).thumbnail],
    ...thumbnails("posts"),
    ...thumbnails("importedPosts"),
    ...overridden,
  ];
}

function filesNamed(input: Raw): Named {
  return list(record(input?.links).more).map((profile, i) => [
    ["links", "more", i, "file"],
    profile?.file,
  ]);
}

function missing(named: Named, rule: z.ZodType, known: readonly string[], folder: string): Issue[] {
  const names = new Set(known);
  // Names that break the rule are already reported by the schema.
  return named
    .filter(
      ([, name]) =>
        name !== undefined && rule.safeParse(name).success && !names.has(name as string),
    )
    .map(([path, name]) =>
      issue(
        path,
        name,
        `must name a file in ${folder} (found: ${[...names].join(", ") || "none"})` +
          (folder === "content/files" && name === "resume.pdf"
            ? "; `npm run resume:pdf` prints your About into it"
            : ""),
      ),
    );
}

function unknownOverrides(input: Raw): Issue[] {
  const overrides = record(input?.overrides);
  const urls = (section: string) =>
    new Set(list(input?.[section]).map((entry) => withoutSlash(String(entry?.url))));
  const posts = urls("importedPosts");
  const projects = urls("importedProjects");
  const unknown = (url: string, known: Set<string>[]) =>
    !known.some((set) => set.has(withoutSlash(url)));
  return [
    ...list(overrides.hidden).flatMap((url, i) =>
      typeof url === "string" && unknown(url, [posts, projects])
        ? [issue(["overrides", "hidden", i], url, "must be the URL of an imported post or project")]
        : [],
    ),
    ...(["posts", "projects"] as const).flatMap((section) =>
      Object.keys(record(overrides[section]))
        .filter((url) => unknown(url, [section === "posts" ? posts : projects]))
        .map((url) =>
          issue(
            ["overrides", section, url],
            url,
            `is for no imported ${section.slice(0, -1)}: its key must be the URL of one`,
          ),
        ),
    ),
  ];
}

function faintAccents(input: Raw): Issue[] {
  const accent = record(record(input?.theme).accent);
  return (["light", "dark"] as const).flatMap((scheme) => {
    const colour = accent[scheme];
    if (!hexColour.safeParse(colour).success) return [];
    return contrastProblems(colour as string, scheme).map((message) =>
      issue(["theme", "accent", scheme], colour, message),
    );
  });
}
