import { createHash } from "node:crypto";

/** CSP hash sources ('sha256-…') for what a page runs or styles inline. */
export type InlineSources = {
  /** Every <script> without src, in document order, without repeats. */
  scripts: string[];
  /** Every <style> element. */
  styles: string[];
  /** Every style="" attribute; only allowed with 'unsafe-hashes'. */
  styleAttributes: string[];
};

// A comment, or a start tag whose quoted attribute values may hold ">".
const tagPattern = /<!--[\s\S]*?-->|<([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const rawTextElements = new Set(["script", "style"]);
const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "poster"]);

/**
 * Finds the inline scripts and styles of a prerendered page and hashes them
 * the way browsers do. Throws on inline event handlers and javascript: URLs,
 * which no hash can allow: the policy would silently break them.
 */
export function inlineSources(html: string, file = "page"): InlineSources {
  const found = { scripts: new Set<string>(), styles: new Set<string>(), attrs: new Set<string>() };
  // Browsers turn CR LF and lone CR into LF before parsing, and hash that text.
  const text = html.replace(/\r\n?/g, "\n");
  const tags = new RegExp(tagPattern.source, "g");
  for (let match = tags.exec(text); match; match = tags.exec(text)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue; // a comment
    const attributes = parseAttributes(match[2] ?? "");
    checkAttributes(attributes, name, file);
    if (attributes.has("style")) found.attrs.add(hashSource(attributes.get("style")!));
    if (!rawTextElements.has(name)) continue;
    // Script and style contents are raw text: they end at the first closing tag.
    const start = tags.lastIndex;
    const closing = new RegExp(`</${name}`, "gi");
    closing.lastIndex = start;
    const close = closing.exec(text)?.index ?? -1;
    if (close === -1) throw new Error(`${file}: <${name}> is never closed`);
    tags.lastIndex = close;
    if (name === "style") found.styles.add(hashSource(text.slice(start, close)));
    // A browser never runs (or checks) an inline script with no text at all;
    // the build leaves one where React Router's context script was.
    else if (!attributes.has("src") && runs(attributes.get("type")) && close > start) {
      found.scripts.add(hashSource(text.slice(start, close)));
    }
  }
  return {
    scripts: [...found.scripts],
    styles: [...found.styles],
    styleAttributes: [...found.attrs],
  };
}

// Types a browser runs (and the policy checks); any other type, such as
// application/ld+json, is a data block that never runs and needs no hash.
const scriptTypes =
  /^(module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))?$/i;
const runs = (type = "") => scriptTypes.test(type.trim());

/** 'sha256-<base64>' of the UTF-8 text, as CSP hash sources are written. */
export function hashSource(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]!.toLowerCase();
    // Like browsers, the first of two same-named attributes wins.
    if (!attributes.has(name)) {
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
    }
  }
  return attributes;
}

function checkAttributes(attributes: Map<string, string>, tag: string, file: string): void {
  for (const [name, value] of attributes) {
    if (/^on[a-z]+$/.test(name)) {
      throw new Error(
        `${file}: <${tag} ${name}="…"> is an inline event handler, which the Content Security ` +
          "Policy blocks; attach the listener in a component instead.",
      );
    }
    if (urlAttributes.has(name) && isJavascriptUrl(value)) {
      throw new Error(
        `${file}: <${tag} ${name}="${value}"> is a javascript: URL, which the Content Security ` +
          "Policy blocks; use an http(s) link.",
      );
    }
  }
}

function isJavascriptUrl(value: string): boolean {
  // Like the URL parser: drop tabs and newlines, then leading controls and spaces.
  const url = value.replace(/[\t\n\r]/g, "");
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start++;
  return url.slice(start, start + 11).toLowerCase() === "javascript:";
}

// Enough of HTML's character references for what React writes in attributes.
const namedEntities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== "#") return namedEntities[body.toLowerCase()] ?? entity;
    const hex = body[1] === "x" || body[1] === "X";
    return String.fromCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}
