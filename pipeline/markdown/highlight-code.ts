import { createHash } from "node:crypto";
import type { Element, ElementContent } from "hast";
import {
  bundledLanguages,
  bundledLanguagesInfo,
  createHighlighter,
  type BundledLanguage,
  type Highlighter,
} from "shiki";
import { visit } from "unist-util-visit";
import { codeThemeNames, codeThemes, type CodeTheme } from "./code-themes.ts";

// Code is highlighted at build time, in both themes at once, and every token
// carries classes, never a style attribute (the site's security policy has no
// 'unsafe-inline'): "hl-l3" names the light theme's colour 3 and "hl-d5" the
// dark theme's colour 5, and highlightCss() (highlight-css.ts) turns them into
// light-dark() colours that follow the page's color-scheme. A token in the
// text colour of both themes needs no class, and no span of its own.

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
  highlighter ??= codeThemes().then(({ light, dark }) =>
    createHighlighter({ themes: [light.registration, dark.registration], langs: [] }),
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

const cache = new Map<string, ElementContent[]>();

/**
 * The highlighted content of a <code> element for `code` in `language`:
 * remembered for the process by a hash of both, as a site's posts repeat
 * snippets and a rebuild in `npm run dev` renders every post again.
 */
export async function highlight(
  code: string,
  language: BundledLanguage,
): Promise<ElementContent[]> {
  const key = createHash("sha256").update(language).update("\0").update(code).digest("base64url");
  let tokens = cache.get(key);
  if (tokens === undefined) {
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
    tokens = toClasses(content, light, dark);
    cache.set(key, tokens);
  }
  return structuredClone(tokens);
}
