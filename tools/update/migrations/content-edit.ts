import ts from "typescript";

// Precise edits of the owner's content modules for migrations: TypeScript's
// parser finds the exact place, and only those characters change, so the
// owner's comments, order and formatting stay as they were. Each edit is a
// no-op on content that already has it (migrations must be idempotent), and
// the result must parse.

/** Syntax errors of a TypeScript module, one line each (none when it parses). */
export function syntaxErrors(text: string, fileName = "content.ts"): string[] {
  const { diagnostics = [] } = ts.transpileModule(text, { fileName, reportDiagnostics: true });
  return diagnostics.map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, " "),
  );
}

/**
 * Renames the property at `at` ("owner.headshot": the `headshot` of the
 * object assigned to `owner`, nested keys allowed) to `to`. Unchanged when
 * there is no such property, as after an earlier run.
 */
export function renameProperty(text: string, at: string, to: string): string {
  const { source, object, key } = locate(text, at);
  const property = object && find(object, key);
  if (!object || !property) return text;
  if (find(object, to)) throw new Error(`${at} cannot become ${to}: there is a ${to} already`);
  const replacement = ts.isShorthandPropertyAssignment(property)
    ? `${keyText(to)}: ${key}`
    : keyText(to);
  const node = ts.isShorthandPropertyAssignment(property) ? property : property.name!;
  return checked(text.slice(0, node.getStart(source)) + replacement + text.slice(node.getEnd()));
}

/**
 * Adds `key: valueCode` as the last property of the object at `at` ("owner"),
 * indented like its siblings. Unchanged when the object has `key` already.
 */
export function addProperty(text: string, at: string, key: string, valueCode: string): string {
  const { source, object } = locate(text, `${at}.${key}`);
  if (!object) throw new Error(`there is no object ${at} to add ${key} to`);
  if (find(object, key)) return text;
  const entry = `${keyText(key)}: ${valueCode}`;
  const close = object.getEnd() - 1;
  const last = object.properties.at(-1);
  if (!last) return checked(`${text.slice(0, close)} ${entry} ${text.slice(close)}`);
  const lineStart = text.lastIndexOf("\n", close - 1) + 1;
  if (text.slice(lineStart, close).trim() !== "")
    return checked(`${text.slice(0, last.getEnd())}, ${entry}${text.slice(last.getEnd())}`);
  const lastLine = text.slice(text.lastIndexOf("\n", last.getStart(source)) + 1);
  const indent = /^[ \t]*/.exec(lastLine)![0];
  const comma = object.properties.hasTrailingComma ? "" : ",";
  return checked(
    text.slice(0, last.getEnd()) +
      comma +
      text.slice(last.getEnd(), lineStart) +
      `${indent}${entry},\n` +
      text.slice(lineStart),
  );
}

/**
 * Rewrites the string at `at` ("owner.locale") with `change`, keeping its
 * quotes. Unchanged when there is no such string, or `change` keeps it.
 */
export function changeString(text: string, at: string, change: (value: string) => string): string {
  const { source, object, key } = locate(text, at);
  const property = object && find(object, key);
  if (!property || !ts.isPropertyAssignment(property)) return text;
  const value = property.initializer;
  if (!ts.isStringLiteral(value) || change(value.text) === value.text) return text;
  const quote = text[value.getStart(source)] === "'" ? "'" : '"';
  const literal = quote + JSON.stringify(change(value.text)).slice(1, -1) + quote;
  return checked(text.slice(0, value.getStart(source)) + literal + text.slice(value.getEnd()));
}

type Located = { source: ts.SourceFile; object?: ts.ObjectLiteralExpression; key: string };

/** The object holding the last key of `path`, and that key. */
function locate(text: string, path: string): Located {
  const source = ts.createSourceFile("content.ts", text, ts.ScriptTarget.Latest, true);
  const [name, ...keys] = path.split(".");
  const key = keys.pop() ?? "";
  let node: ts.Expression | undefined;
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
          node = declaration.initializer;
  for (const step of keys) {
    const object = literal(node);
    const property = object && find(object, step);
    node = property && ts.isPropertyAssignment(property) ? property.initializer : undefined;
  }
  return { source, object: literal(node), key };
}

/** The object literal under `as`, `satisfies` and parentheses, if it is one. */
function literal(node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  while (
    node &&
    (ts.isSatisfiesExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isParenthesizedExpression(node))
  )
    node = node.expression;
  return node && ts.isObjectLiteralExpression(node) ? node : undefined;
}

function find(object: ts.ObjectLiteralExpression, key: string) {
  return object.properties.find((property) => {
    const name = property.name;
    return (
      name !== undefined &&
      (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) &&
      name.text === key
    );
  });
}

const keyText = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function checked(text: string): string {
  const [problem] = syntaxErrors(text);
  if (problem) throw new Error(`the edit would not parse: ${problem}`);
  return text;
}
