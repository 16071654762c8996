import type { ValidationError } from "fast-xml-parser";

/**
 * fast-xml-parser's verdict on a document that is not well-formed, in plain
 * words with the line it is on: "line 8: </channel> comes before <item>
 * (opened on line 5) is closed". `text` is the document as validated;
 * `skippedLines` the lines trimmed off its start, so the line is the file's.
 */
export function xmlProblem({ err }: ValidationError, text: string, skippedLines = 0): string {
  const line = (n: number) => `line ${n + skippedLines}`;
  // The element or attribute the message is about: its first quoted name.
  const a = /'([^']*)'/.exec(err.msg)?.[1] ?? "";
  const at = `${line(err.line)}: `;
  const mismatch =
    /^Expected closing tag '(.+)' \(opened in line (\d+), col \d+\) instead of closing tag '(.+)'\.$/.exec(
      err.msg,
    );
  if (mismatch) {
    const [, open, openedOn, close] = mismatch;
    return `${at}</${close}> comes before <${open}> (opened on ${line(Number(openedOn))}) is closed`;
  }
  if (err.msg.startsWith("Invalid '[")) return unclosedAtEnd(text, skippedLines);
  const words: [RegExp, string][] = [
    [/^char '&' is not expected/, `a bare "&": write it as &amp;`],
    [/^char '.+' is not expected/, `"${a}" outside any element`],
    [/^Invalid space after '<'/, `a bare "<": write it as &lt;`],
    [/^Tag '.*' is an invalid name/, `"<${a}" is not an element name (a bare "<" is written &lt;)`],
    [/^Closing tag '.*' has not been opened/, `</${a}> closes an element that was never opened`],
    [/^Closing tag '.*' doesn't have proper closing/, `</${a}> has no closing ">"`],
    [/^Closing tag '.*' can't have attributes/, `</${a}> has something after its name`],
    [/^Unclosed tag/, `<${a}> is never closed`],
    [
      /^Attributes for '.*' have open quote/,
      `an attribute of <${a}> has a quote that is never closed`,
    ],
    [
      /^Attribute '.*' is without value|^boolean attribute/,
      `attribute "${a}" has no value in quotes`,
    ],
    [/^Attribute '.*' is repeated/, `attribute "${a}" is written twice`],
    [/^Attribute '.*' has no space in starting/, `attribute "${a}" needs a space before it`],
    [/^Attribute '.*' is an invalid name/, `"${a}" is not an attribute name`],
    [/^Multiple possible root nodes/, "a second top-level element: a feed is one element"],
    [/^Extra text at the end/, "text after the feed's last closing tag"],
    [/^XML declaration allowed only at the start/, "<?xml ...?> must come first in the file"],
    [/^Start tag expected/, "no element at all"],
  ];
  const match = words.find(([pattern]) => pattern.test(err.msg));
  return `${at}${match ? match[1] : err.msg}`;
}

/**
 * Elements still open when the document ends: the validator names them but
 * not where. A comment or CDATA section that never ends swallows the rest of
 * the file, so it is the likelier cause; else the file was cut short.
 */
function unclosedAtEnd(text: string, skippedLines: number): string {
  const lineOf = (index: number) => text.slice(0, index).split(/\r?\n/).length + skippedLines;
  for (const [open, close, what] of [
    ["<!--", "-->", "a comment (<!--)"],
    ["<![CDATA[", "]]>", "a CDATA section (<![CDATA[)"],
  ] as const) {
    const start = text.lastIndexOf(open);
    if (start !== -1 && !text.includes(close, start + open.length))
      return `line ${lineOf(start)}: ${what} is never closed`;
  }
  return `line ${lineOf(text.length)}: the file ends before its elements are closed (was it cut short?)`;
}
