// What each generator calls the fields of a post, read as this site's
// front matter (docs/customize.md). Dates are the writer's calendar day as
// written: "2024-01-05" is that day wherever the importer runs, and
// "2024-01-05T23:30:00-08:00" is the 5th, its own offset's day. A value no
// rule can read is a FieldError: the field, the value and the rule.

export class FieldError extends Error {
  override name = "FieldError";
  constructor(
    readonly field: string,
    readonly value: unknown,
    readonly rule: string,
  ) {
    super(`${field} ${JSON.stringify(value)}: ${rule}`);
  }
}

export type Fields = {
  title: string | undefined;
  description: string | undefined;
  /** YYYY-MM-DD, and the field it came from; undefined when the post has none. */
  publishDate: { day: string; time: string | undefined; field: string } | undefined;
  updated: string | undefined;
  tags: string[];
  categories: string[];
  draft: boolean;
  canonical: string | undefined;
  /** The address the front matter gives the post itself (permalink, url, path). */
  address: string | undefined;
  /** Other old addresses it names (aliases, redirect_from). */
  aliases: string[];
  /** The slug it names (Hugo, Zola, Docusaurus, Jekyll), when it names one. */
  slug: string | undefined;
  lang: string | undefined;
};

const dateFields = ["date", "pubDatetime", "pubDate", "publishDate", "published", "created"];
const updatedFields = [
  "updated",
  "lastmod",
  "modDatetime",
  "updatedDate",
  "last_modified_at",
  "lastModified",
];
const canonicalFields = ["canonicalURL", "canonical_url", "canonicalUrl", "canonical"];

/** The day and time a date is written with, when it is one ("2013/7/13 20:46:25", "2024-01-05T10:00:00+08:00"). */
export function writtenDay(value: unknown): { day: string; time: string | undefined } | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return { day: value.toISOString().slice(0, 10), time: undefined };
  if (typeof value !== "string") return undefined;
  const m = /^\s*(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T\s]+(\d{1,2}:\d{2}(?::\d{2})?))?/.exec(
    value,
  );
  if (!m) return undefined;
  const [year, month, day] = [+m[1]!, +m[2]!, +m[3]!];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  const time = m[4]
    ?.split(":")
    .map((part) => part.padStart(2, "0"))
    .join(":");
  return { day: date.toISOString().slice(0, 10), time };
}

const dateRule = "must be a date, such as 2024-01-05 or 2024-01-05T10:00:00+08:00";

/**
 * The fields of one post's front matter, as this site names them. `spaced`:
 * a string of tags is words separated by spaces (Jekyll's rule); elsewhere
 * it is one tag.
 */
export function readFields(data: Record<string, unknown>, spaced = false): Fields {
  const extra = table(data.extra);
  const taxonomies = table(data.taxonomies);
  const dateField = dateFields.find(
    (field) => data[field] !== undefined && typeof data[field] !== "boolean",
  );
  let publishDate: Fields["publishDate"];
  if (dateField) {
    const written = writtenDay(data[dateField]);
    if (!written) throw new FieldError(dateField, data[dateField], dateRule);
    publishDate = { ...written, field: dateField };
  }
  const updatedField = updatedFields.find((field) => data[field] !== undefined);
  let updated: string | undefined;
  if (updatedField) {
    updated = writtenDay(data[updatedField])?.day;
    if (!updated) throw new FieldError(updatedField, data[updatedField], dateRule);
  }
  const canonicalField = canonicalFields.find((field) => data[field] !== undefined);
  const canonical = canonicalField ? data[canonicalField] : extra.canonical_url;
  if (canonical !== undefined && !(typeof canonical === "string" && isHttpUrl(canonical)))
    throw new FieldError(
      canonicalField ?? "extra.canonical_url",
      canonical,
      "must be the original's http(s) URL",
    );
  return {
    title: text(data, "title"),
    description: text(data, "description") ?? text(data, "summary") ?? text(data, "excerpt"),
    publishDate,
    updated,
    tags: words(data.tags ?? taxonomies.tags, "tags", spaced),
    categories: words(
      data.categories ?? data.category ?? taxonomies.categories,
      data.categories ? "categories" : "category",
      spaced,
    ),
    draft: data.draft === true || data.published === false,
    canonical: canonical as string | undefined,
    address: paths(data, ["permalink", "url", "path"])[0],
    aliases: paths(data, ["aliases", "redirect_from"]),
    slug: text(data, "slug"),
    lang: text(data, "lang") ?? text(data, "language"),
  };
}

const table = (value: unknown) =>
  (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<
    string,
    unknown
  >;

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

function text(data: Record<string, unknown>, field: string): string | undefined {
  const value = data[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") throw new FieldError(field, value, "must be text");
  return value.trim() || undefined;
}

/** Tags as a list, a string (Jekyll's of words separated by spaces), or Hexo's nested categories ([[a, b]]). */
function words(value: unknown, field: string, spaced: boolean): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string")
    return spaced ? value.split(/\s+/).filter(Boolean) : [value.trim()];
  if (typeof value === "number") return [String(value)];
  if (!Array.isArray(value)) throw new FieldError(field, value, "must be a list of words");
  return value.flat(2).map((word) => {
    if (typeof word !== "string" && typeof word !== "number")
      throw new FieldError(field, value, "must be a list of words");
    return String(word).trim();
  });
}

/** The old addresses these fields write, as paths. */
function paths(data: Record<string, unknown>, fields: string[]): string[] {
  const list: string[] = [];
  for (const field of fields) {
    const value = data[field];
    // Eleventy's permalink: false means the post had no page.
    if (value === undefined || value === null || value === false) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (typeof one !== "string")
        throw new FieldError(field, value, "must be a path, such as /2020/01/05/my-post/");
      // Zola's path has no leading slash.
      list.push(one.startsWith("/") || /^https?:/i.test(one) ? one : `/${one}`);
    }
  }
  return list;
}
