import { parse as parseYaml, YAMLParseError } from "yaml";
import { parseToml, TomlError } from "./toml.ts";

// A post file of another generator: its front matter, YAML between "---"
// lines (Jekyll, Hexo, Astro, Eleventy, Docusaurus, Hugo) or TOML between
// "+++" lines (Hugo, Zola), then its Markdown. Hexo also reads a file whose
// YAML has no opening "---", only the closing one. YAML 1.2's core schema
// keeps dates as the text written ("2024-01-05"), so no time zone moves them.

export type PostFile = {
  data: Record<string, unknown>;
  body: string;
  /** "yaml" or "toml", as written; "none" for a file without front matter. */
  format: "yaml" | "toml" | "none";
  /** The line the body starts on (from 1), to name lines of the file. */
  bodyLine: number;
};

/** A front matter that cannot be read: the problem, with the file's own line. */
export class FrontMatterError extends Error {
  override name = "FrontMatterError";
}

/** Split a post file into its front matter and body; throws a FrontMatterError when it cannot be read. */
export function readPostFile(text: string): PostFile {
  const source = text.replace(/^\uFEFF/, "");
  const fence = /^(---|\+\+\+)[ \t]*\r?\n/.exec(source);
  if (!fence)
    return hexoOpenless(source) ?? { data: {}, body: source, format: "none", bodyLine: 1 };
  const mark = fence[1]!;
  const close = new RegExp(
    `^${mark === "+++" ? "\\+\\+\\+" : "(?:---|\\.\\.\\.)"}[ \\t]*\\r?$`,
    "m",
  );
  const rest = source.slice(fence[0].length);
  const end = close.exec(rest);
  if (!end) throw new FrontMatterError(`its front matter opens with ${mark} but never closes`);
  const head = rest.slice(0, end.index);
  const after = rest.slice(end.index + end[0].length).replace(/^\r?\n/, "");
  const format = mark === "+++" ? "toml" : "yaml";
  const data = format === "toml" ? toml(head) : yaml(head);
  const bodyLine = source.slice(0, source.length - after.length).split("\n").length;
  return { data, body: after, format, bodyLine };
}

/** Hexo's own form: YAML, then "---", with no "---" above it. */
function hexoOpenless(source: string): PostFile | undefined {
  const end = /^---[ \t]*$/m.exec(source);
  if (!end) return undefined;
  const head = source.slice(0, end.index);
  // Only when what is above reads as front matter (a title or a date), not a Markdown rule.
  if (!/^(title|date)\s*:/m.test(head)) return undefined;
  let data: Record<string, unknown>;
  try {
    data = yaml(head);
  } catch {
    return undefined;
  }
  const after = source.slice(end.index + end[0].length).replace(/^\r?\n/, "");
  const bodyLine = source.slice(0, source.length - after.length).split("\n").length;
  return { data, body: after, format: "yaml", bodyLine };
}

function yaml(text: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const line = (error.linePos?.[0]?.line ?? 0) + 1; // the "---" line is line 1
      throw new FrontMatterError(
        `its front matter is not valid YAML at line ${line}: ${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}`,
      );
    }
    throw error;
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== "object" || Array.isArray(data))
    throw new FrontMatterError("its front matter is not a list of fields (key: value)");
  return data as Record<string, unknown>;
}

function toml(text: string): Record<string, unknown> {
  try {
    return parseToml(text);
  } catch (error) {
    if (error instanceof TomlError)
      throw new FrontMatterError(
        `its front matter is not valid TOML at line ${error.line + 1}: ${error.problem}`,
      );
    throw error;
  }
}
