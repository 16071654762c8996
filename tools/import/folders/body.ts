// A post's Markdown stays Markdown; only the generator's own syntax that
// would show here as text, or break the page, is converted: Hexo's
// {% codeblock %}, Jekyll's {% highlight %} and Hugo's {{< highlight >}}
// become fenced code with the code between them byte for byte, Hexo's
// {% asset_img %} an image, {% raw %} its text, and "<!-- more -->" (the
// excerpt's end) goes. Any other tag or shortcode needs the old site's
// code: it is left as text and named, so the owner can rewrite it.

export type Body = {
  markdown: string;
  /** Each tag or shortcode left as it was, as written ("{% include note.html %}"). */
  leftTags: string[];
};

type Block = { open: RegExp; close: RegExp; lang: (match: RegExpExecArray) => string };

const blocks: Block[] = [
  {
    // {% codeblock [title] [lang:js] [url] [link text] %} … {% endcodeblock %}
    open: /^([ \t]*)\{%-?\s*codeblock\b(.*?)-?%\}[ \t]*$/,
    close: /\{%-?\s*endcodeblock\s*-?%\}/,
    lang: (m) => /\blang:([\w#+.-]+)/.exec(m[2]!)?.[1] ?? "",
  },
  {
    // {% highlight ruby linenos %} … {% endhighlight %}
    open: /^([ \t]*)\{%-?\s*highlight\s+([\w#+.-]+)?(.*?)-?%\}[ \t]*$/,
    close: /\{%-?\s*endhighlight\s*-?%\}/,
    lang: (m) => m[2] ?? "",
  },
  {
    // {{< highlight go "linenos=table" >}} … {{< /highlight >}}
    open: /^([ \t]*)\{\{[<%]\s*highlight\s+"?([\w#+.-]+)?"?(.*?)[>%]\}\}[ \t]*$/,
    close: /\{\{[<%]\s*\/\s*highlight\s*[>%]\}\}/,
    lang: (m) => m[2] ?? "",
  },
];

const fence = /^[ \t]{0,3}(`{3,}|~{3,})/;
const more = /^[ \t]*(<!--\s*(more|truncate)\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/i;
const assetImg = /\{%-?\s*asset_img\s+(\S+)(?:\s+(.*?))?\s*-?%\}/g;
const raw = /\{%-?\s*(end)?raw\s*-?%\}/g;
const leftover = /\{%-?\s*[\w-]+[^\n]*?%\}|\{\{[<%]\s*\/?\s*[\w-]+[^\n]*?[>%]\}\}/g;

/**
 * The body as Markdown this site renders; every tag left in it, named.
 * `liquid`: the generator ran the file through Liquid (Jekyll, Hexo, Eleventy).
 */
export function convertBody(text: string, liquid = false): Body {
  const lines = text.split("\n");
  const out: string[] = [];
  const leftTags: string[] = [];
  let inFence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenced = fence.exec(line)?.[1];
    if (inFence) {
      // Code stays byte for byte, tags and all; only Liquid's {% raw %} was never shown.
      out.push(liquid ? line.replace(raw, "") : line);
      if (fenced && fenced[0] === inFence[0] && fenced.length >= inFence.length)
        inFence = undefined;
      continue;
    }
    if (fenced) {
      inFence = fenced;
      out.push(line);
      continue;
    }
    const block = blocks
      .map((b) => ({ b, m: b.open.exec(line) }))
      .find((found) => found.m !== null);
    if (block) {
      const end = closing(lines, i + 1, block.b.close);
      if (end) {
        const code = lines.slice(i + 1, end.line).map((l) => (liquid ? l.replace(raw, "") : l));
        if (end.before.trim()) code.push(end.before);
        const indent = block.m![1]!;
        const marks = "`".repeat(Math.max(3, longestRun(code) + 1));
        out.push(`${indent}${marks}${block.b.lang(block.m!)}`, ...code, `${indent}${marks}`);
        if (end.after.trim()) out.push(end.after);
        i = end.line;
        continue;
      }
    }
    if (more.test(line)) {
      // The blank line that set it apart goes with it.
      if (out.at(-1)?.trim() === "" && (lines[i + 1] ?? "").trim() === "") i++;
      continue;
    }
    const converted = line
      .replace(assetImg, (_, file: string, alt?: string) => `![${unquote(alt ?? "")}](./${file})`)
      .replace(raw, "");
    for (const tag of converted.replace(/`[^`]*`/g, "").match(leftover) ?? []) leftTags.push(tag);
    out.push(converted);
  }
  return { markdown: out.join("\n"), leftTags };
}

/** The line that closes a block, with what stands before and after the tag on it. */
function closing(lines: string[], from: number, close: RegExp) {
  for (let line = from; line < lines.length; line++) {
    const m = close.exec(lines[line]!);
    if (m)
      return {
        line,
        before: lines[line]!.slice(0, m.index),
        after: lines[line]!.slice(m.index + m[0].length),
      };
  }
  return undefined;
}

/** The longest run of backticks at the start of a code line, so the fence is longer. */
function longestRun(code: string[]): number {
  let longest = 0;
  for (const line of code) {
    const run = /^[ \t]*(`+)/.exec(line)?.[1]?.length ?? 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

const unquote = (text: string) => text.trim().replace(/^(["'])(.*)\1$/, "$2");

/**
 * The first paragraph's words as plain text, for a post without a
 * description: headings, code, images, HTML and lists are passed over.
 */
export function firstParagraph(markdown: string): string {
  const paragraphs = markdown.split(/\n[ \t]*\n/);
  let inFence = false;
  for (const block of paragraphs) {
    const text = block.trim();
    const fences = (text.match(/^(```|~~~)/gm) ?? []).length;
    if (inFence || fences > 0) {
      if (fences % 2 === 1) inFence = !inFence;
      continue;
    }
    if (!text || /^(#|>|[-*+] |\d+\.|<|!\[|\||\{%|\{\{|import |export )/.test(text)) continue;
    const plain = text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      .replace(/<[^>]+>/g, "")
      .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([^]*?\S)\1/g, "$2")
      .replace(/\s+/g, " ")
      .trim();
    if (plain) return plain;
  }
  return "";
}

const atxHeading = /^( {0,3})(#{1,6})(?=[ \t]|$)/;

/**
 * The post's title is its page's one level-1 heading (the build refuses
 * another), so a body with "# " headings has its levels moved down to start
 * at "##", their order kept (levels used 1, 2, 4 become 2, 3, 4); a first
 * heading that only repeats the title goes. A body without one is left as
 * written. Setext "===" headings become "## " ones first.
 */
export function fitHeadings(markdown: string, title: string): string {
  const lines = markdown.split("\n");
  const headings: { at: number; depth: number }[] = [];
  let inFence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenced = fence.exec(line)?.[1];
    if (inFence) {
      if (fenced && fenced[0] === inFence[0] && fenced.length >= inFence.length)
        inFence = undefined;
      continue;
    }
    if (fenced) {
      inFence = fenced;
      continue;
    }
    const next = lines[i + 1];
    if (
      line.trim() &&
      !atxHeading.test(line) &&
      next !== undefined &&
      /^ {0,3}=+[ \t]*$/.test(next)
    ) {
      lines[i] = `# ${line.trim()}`;
      lines.splice(i + 1, 1);
    }
    const atx = atxHeading.exec(lines[i]!);
    if (atx) headings.push({ at: i, depth: atx[2]!.length });
  }
  if (!headings.some((h) => h.depth === 1)) return markdown;
  const first = headings[0]!;
  const text = (at: number) =>
    lines[at]!.replace(atxHeading, "")
      .replace(/[ \t]#+[ \t]*$/, "")
      .trim();
  const repeatsTitle = first.depth === 1 && text(first.at) === title.trim();
  const kept = repeatsTitle ? headings.slice(1) : headings;
  const levels = [...new Set(kept.map((h) => h.depth))].sort();
  for (const { at, depth } of kept)
    lines[at] = lines[at]!.replace(
      atxHeading,
      (_, indent: string) => `${indent}${"#".repeat(Math.min(6, levels.indexOf(depth) + 2))}`,
    );
  if (repeatsTitle) lines.splice(first.at, (lines[first.at + 1] ?? "").trim() === "" ? 2 : 1);
  return lines.join("\n");
}
