import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Element, ElementContent } from "hast";
import type { BundledLanguage, Highlighter } from "shiki";
import { bundledLanguages, bundledLanguagesInfo } from "shiki/langs";
import { visit } from "unist-util-visit";
import { codeThemeNames, codeThemes, type CodeScheme, type CodeTheme } from "./code-themes.ts";
import type { HighlightCache } from "./highlight-cache.ts";

// Code is highlighted at build time, in both themes at once, and every token
// carries classes, never a style attribute (the site's security policy has no
// 'unsafe-inline'): "hl-l3" names the light theme's colour 3 and "hl-d5" the
// dark theme's colour 5, and highlightCss() (highlight-css.ts) turns them into
// light-dark() colours that follow the page's color-scheme. A token in the
// text colour of both themes needs no class, and no span of its own.
// Shiki itself (its highlighter, engine and grammars) loads only for a block
// that no cache holds: a build with nothing new to colour never loads it.

/** Languages that are plain text on purpose: no highlighting, and no warning. */
const plainLanguages = new Set(["text", "txt", "plain", "plaintext"]);

/** Each bundled language's name, by its id and each of its aliases ("ts" → TypeScript). */
const languageNames = new Map(
  bundledLanguagesInfo.flatMap(({ id, name, aliases = [] }) =>
    [id, ...aliases].map((key) => [key, name] as const),
  ),
);

export type CodeLanguage =
  | { kind: "none" }
  | { kind: "plain"; written: string }
  | { kind: "unknown"; written: string }
  | { kind: "known"; written: string; id: BundledLanguage; name: string };

/** What a fenced block's info string names, as written after the fence ("ts", "Python"). */
export function codeLanguage(written: string | undefined): CodeLanguage {
  if (written === undefined || written === "") return { kind: "none" };
  const id = written.toLowerCase();
  if (plainLanguages.has(id)) return { kind: "plain", written };
  if (!Object.hasOwn(bundledLanguages, id)) return { kind: "unknown", written };
  return { kind: "known", written, id: id as BundledLanguage, name: languageNames.get(id) ?? id };
}

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter a process, with no language until a post needs one (loading every grammar is slow). */
export function codeHighlighter(): Promise<Highlighter> {
  highlighter ??= Promise.all([import("shiki"), codeThemes()]).then(
    ([{ createHighlighter }, { light, dark }]) =>
      // Copies: Shiki adds to a theme it is given, and the themes as read are part of every key.
      createHighlighter({
        themes: [structuredClone(light.registration), structuredClone(dark.registration)],
        langs: [],
      }),
  );
  return highlighter;
}

/** The classes of a token that Shiki styled `style` ("--shiki-light:#CF222E;--shiki-dark:#FF7B72;…"). */
export function tokenClasses(style: string, light: CodeTheme, dark: CodeTheme): string[] {
  const values = new Map(
    style.split(";").map((declaration) => {
      const [name = "", ...value] = declaration.split(":");
      return [name.trim(), value.join(":").trim().toLowerCase()] as const;
    }),
  );
  const classes: string[] = [];
  const colour = (theme: CodeTheme, prefix: string, value: string | undefined) => {
    const place = value === undefined ? -1 : theme.palette.indexOf(value);
    if (place >= 0) classes.push(`${prefix}${place}`);
  };
  colour(light, "hl-l", values.get("--shiki-light"));
  colour(dark, "hl-d", values.get("--shiki-dark"));
  // A font style is the same in both of GitHub's themes; light-dark() could not switch it.
  const fontStyles: [string, string, string][] = [
    ["font-style", "italic", "hl-i"],
    ["font-weight", "bold", "hl-b"],
    ["text-decoration", "underline", "hl-u"],
    ["text-decoration", "line-through", "hl-s"],
  ];
  for (const [property, value, name] of fontStyles) {
    const inLight = values.get(`--shiki-light-${property}`)?.includes(value);
    const inDark = values.get(`--shiki-dark-${property}`)?.includes(value);
    if (inLight && inDark) classes.push(name);
  }
  return classes;
}

/** Shiki's spans with classes for styles, and a span left with no class unwrapped. */
function toClasses(nodes: ElementContent[], light: CodeTheme, dark: CodeTheme): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type !== "element") return [node];
    const children = toClasses(node.children, light, dark);
    const { style, className, ...properties } = node.properties;
    // Shiki's "line" spans go: nothing styles a line, and a post's weight counts.
    const classes = [
      ...(Array.isArray(className) ? className.map(String).filter((name) => name !== "line") : []),
      ...(style === undefined ? [] : tokenClasses(String(style), light, dark)),
    ];
    if (classes.length === 0 && node.tagName === "span") return children;
    return [
      {
        ...node,
        properties: { ...properties, ...(classes.length ? { className: classes } : {}) },
        children,
      },
    ];
  });
}

/**
 * The version of what toClasses and tokenClasses make of Shiki's tokens:
 * add one when a change to them changes a block's HTML, so that no build
 * reads a block a cache kept from before.
 */
const transformVersion = 1;

/** Everything but a block's code and language that decides its highlighted HTML. */
export type HighlightingParts = {
  transform: number;
  /** Shiki's version (which pins its grammars, themes and engines exactly) and its tokenizer's. */
  packages: Record<string, string>;
  /** The two themes as the code is coloured with them, the readable colours and each class's colour. */
  themes: Record<CodeScheme, CodeTheme>;
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** One hash of the parts: a change to any of them makes every key new. */
export const highlightingVersion = (parts: HighlightingParts) => sha256(JSON.stringify(parts));

/** A block's key in the caches: the highlighting's version, the language and the code. */
export const highlightKey = (version: string, language: string, code: string) =>
  sha256(JSON.stringify([version, language, code]));

const require = createRequire(import.meta.url);

/** An installed package's version, found from the file its name resolves to (not every package exports its package.json). */
function packageVersion(name: string, from: string): string {
  let folder = dirname(createRequire(from).resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name) return manifest.version ?? "";
    } catch {
      // no package.json here: its folder is further up
    }
    if (dirname(folder) === folder) return "";
    folder = dirname(folder);
  }
}

let version: Promise<string> | undefined;

/** The highlighting's version in this process: its packages and themes, read once. */
function currentVersion(): Promise<string> {
  version ??= codeThemes().then((themes) => {
    const shiki = require.resolve("shiki/package.json");
    return highlightingVersion({
      transform: transformVersion,
      packages: {
        shiki: (require(shiki) as { version: string }).version,
        "@shikijs/vscode-textmate": packageVersion("@shikijs/vscode-textmate", shiki),
      },
      themes,
    });
  });
  return version;
}

/** The content of a <code> element for `code` in `language`, as Shiki colours it and with classes. */
async function colour(code: string, language: BundledLanguage): Promise<ElementContent[]> {
  const [shiki, { light, dark }] = await Promise.all([codeHighlighter(), codeThemes()]);
  await shiki.loadLanguage(language);
  const root = shiki.codeToHast(code, {
    lang: language,
    themes: { light: codeThemeNames.light, dark: codeThemeNames.dark },
    defaultColor: false,
  });
  let content: ElementContent[] = [];
  visit(root, "element", (element: Element) => {
    if (element.tagName !== "code") return;
    content = element.children;
    return false;
  });
  return toClasses(content, light, dark);
}

const remembered = new Map<string, ElementContent[]>();

/**
 * The highlighted content of a <code> element for `code` in `language`:
 * remembered for the process, as a site's posts repeat snippets and a
 * rebuild in `npm run dev` renders every post again, and kept in `disk`
 * (when given) for the next build.
 */
export async function highlight(
  code: string,
  language: BundledLanguage,
  disk?: HighlightCache,
): Promise<ElementContent[]> {
  const key = highlightKey(await currentVersion(), language, code);
  let content = remembered.get(key) ?? disk?.read(key);
  if (content === undefined) {
    content = await colour(code, language);
    disk?.write(key, content);
  }
  remembered.set(key, content);
  return structuredClone(content);
}
