import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";
import { expect, test } from "vitest";

// Every word a visitor sees or hears comes from the dictionary of the site's
// language (app/lib/i18n/dictionaries/) or from the owner's content: none is
// written into a component. Read with the TypeScript parser, so a comment or
// a class name is never taken for a word.

const components = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard", "app"], {
  encoding: "utf8",
})
  .split("\0")
  .filter((file) => file.endsWith(".tsx"));

/** Attributes whose value a visitor reads or hears. */
const spoken = new Set(["aria-label", "aria-description", "alt", "title", "placeholder", "label"]);
const hasWord = (text: string) => /\p{L}/u.test(text);

/** Each word written into the JSX of `code`: text between tags, and spoken attributes' strings. */
function literalWords(code: string, file = "x.tsx"): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  // The strings an expression can render: itself, either branch of a
  // condition, either side of ?? || &&; not the strings its code compares.
  const stringsIn = (node: ts.Node): string[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node))
      return node.expression ? stringsIn(node.expression) : [];
    if (ts.isConditionalExpression(node))
      return [...stringsIn(node.whenTrue), ...stringsIn(node.whenFalse)];
    if (ts.isBinaryExpression(node)) return [...stringsIn(node.left), ...stringsIn(node.right)];
    return [];
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWord(node.text)) found.push(node.text.trim());
    // {words ?? "Skip to content"}, {open ? "Close" : "Menu"} between tags.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      found.push(...stringsIn(node.expression).filter(hasWord));
    if (ts.isJsxAttribute(node) && spoken.has(node.name.getText()) && node.initializer)
      found.push(...stringsIn(node.initializer).filter(hasWord));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("no component or route writes a word of its own", () => {
  const found = components.flatMap((file) =>
    literalWords(readFileSync(file, "utf8"), file).map(
      (words) => `${file}: ${JSON.stringify(words)}`,
    ),
  );
  expect(found).toEqual([]);
});

test("the check finds words between tags and in spoken attributes, not in class names", () => {
  expect(literalWords('<p className="text-muted">{x}</p>')).toEqual([]);
  expect(literalWords("<h2>Let&apos;s Connect</h2>")).toEqual(["Let&apos;s Connect"]);
  expect(literalWords('<nav aria-label="Main">{a}</nav>')).toEqual(["Main"]);
  expect(literalWords("<a aria-label={`Read more...: ${t}`}>{t}</a>")).toEqual(["Read more...: "]);
  expect(literalWords("<a label={`${more}: ${t}`}>{t} — {n}</a>")).toEqual([]);
  expect(literalWords('<a>{words ?? "Skip to content"}</a>')).toEqual(["Skip to content"]);
  expect(literalWords('<p>{ok && <b className="font-bold">{x}</b>}</p>')).toEqual([]);
});
