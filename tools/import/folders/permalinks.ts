import type { Generator } from "./detect.ts";

// A post's address on the old site, made as its generator made it, so the
// post here keeps it as an alias: Jekyll's and Hexo's permalink patterns
// (":year/:month/:day/:title/") with their defaults, Hugo's and Zola's
// section and slug, Docusaurus's dated file names, Astro's and Eleventy's
// folders. Only what the generator itself would compute; a pattern that
// needs the site's own code (a Liquid filter in Eleventy's permalink) is
// left to the front matter's own aliases.

export type AddressParts = {
  generator: Generator;
  /** The config's pattern (Jekyll, Hexo, Hugo's [permalinks]), when it sets one. */
  permalink: string | undefined;
  /** The post's day, YYYY-MM-DD, and its time as written ("20:46:25"), when given. */
  day: string;
  time: string | undefined;
  /** The file's path inside the posts folder, without extension ("2024-01-05-hello", "sub/post"). */
  name: string;
  /** Its front matter's slug, when it has one. */
  slug: string | undefined;
  title: string;
  categories: string[];
  /** The posts folder's name (Hugo's and Zola's section). */
  section: string;
};

const jekyllStyles: Record<string, string> = {
  date: "/:categories/:year/:month/:day/:title:output_ext",
  pretty: "/:categories/:year/:month/:day/:title/",
  ordinal: "/:categories/:year/:y_day/:title:output_ext",
  weekdate: "/:categories/:year/W:week/:short_day/:title:output_ext",
  none: "/:categories/:title:output_ext",
};

/** The file's name without a leading date ("2024-01-05-hello" → "hello"), as Jekyll, Zola and Docusaurus read it. */
export const undated = (name: string) => name.replace(/^\d{4}-\d{2}-\d{2}[-_]/, "");

/** The date a file's name starts with ("2024-01-05-hello.md"), when it does. */
export function fileNameDay(name: string): string | undefined {
  return /^(\d{4}-\d{2}-\d{2})[-_]/.exec(name)?.[1];
}

/** Hugo's urlize and Jekyll's slugify, as far as a title in any script goes: lowercase, words joined by hyphens. */
const urlize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/** The post's address on its old site, as a path; undefined when the generator's rule is not known. */
export function defaultAddress(parts: AddressParts): string | undefined {
  const { generator, permalink, name, slug, section } = parts;
  const file = name.split("/").at(-1)!;
  const last = file === "index" ? (name.split("/").at(-2) ?? file) : file;
  switch (generator) {
    case "Jekyll":
      return expand(jekyllStyles[permalink ?? "date"] ?? permalink!, parts, {
        title: slug ?? undated(last),
        output_ext: ".html",
      });
    case "Hexo":
      return expand(withSlash(permalink ?? ":year/:month/:day/:title/"), parts, {
        title: name,
        name: last,
        post_title: urlize(parts.title),
      });
    case "Hugo":
      if (permalink)
        return expand(withSlash(permalink), parts, {
          slug: slug ?? last,
          title: urlize(parts.title),
          filename: last,
          contentbasename: last,
          section,
        });
      return `/${section}/${slug ?? last.toLowerCase()}/`;
    case "Zola":
      return `/${section === "content" ? "" : `${section}/`}${slug ?? urlize(undated(last))}/`;
    case "Docusaurus": {
      if (slug) return slug.startsWith("/") ? slug : `/blog/${slug}`;
      const day = fileNameDay(last);
      return day ? `/blog/${day.replaceAll("-", "/")}/${undated(last)}` : `/blog/${last}`;
    }
    case "Astro":
      return `/${section === "blog" ? "posts" : section}/${slug ?? last}/`;
    case "Eleventy":
      return `/${section}/${last}/`;
    default:
      return undefined;
  }
}

const withSlash = (pattern: string) => (pattern.startsWith("/") ? pattern : `/${pattern}`);

/** A pattern's placeholders filled in (":year", ":title"); the text of an unknown one stays. */
export function expand(pattern: string, parts: AddressParts, own: Record<string, string>): string {
  const [year, month, day] = parts.day.split("-") as [string, string, string];
  const [hour = "00", minute = "00", second = "00"] = (parts.time ?? "").split(":");
  const values: Record<string, string> = {
    year,
    month,
    day,
    i_month: String(Number(month)),
    i_day: String(Number(day)),
    short_year: year.slice(2),
    hour,
    minute,
    second,
    categories: parts.categories.map((c) => c.toLowerCase().replace(/\s+/g, "-")).join("/"),
    category: parts.categories.at(-1)?.toLowerCase() ?? "uncategorized",
    slug: parts.slug ?? "",
    ...own,
  };
  const filled = pattern.replace(/:([a-z_]+)/g, (whole, key: string) => values[key] ?? whole);
  // An empty :categories leaves "//", which the generators fold into one.
  return filled.replace(/\/{2,}/g, "/");
}
