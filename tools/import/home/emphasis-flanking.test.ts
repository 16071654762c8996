import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { describe, expect, test } from "vitest";
import { bringHome, rendered } from "../fixtures/engines.test-support.ts";

// Emphasis beside CJK comes home as plain text an owner can edit (no
// character references), and the site's renderer emphasizes the same words.

function emphasized(tree: Root | Element): string[] {
  return tree.children.flatMap((child) =>
    child.type !== "element"
      ? []
      : ["em", "strong"].includes(child.tagName)
        ? [`${child.tagName}:${toString(child)}`]
        : emphasized(child),
  );
}

describe("emphasis beside CJK", () => {
  test.each([
    ["<p>这是<em>强调</em>的</p>", "这是*强调*的\n", ["em:强调"], "这是强调的"],
    ["<p>日本語<strong>の</strong>文</p>", "日本語**の**文\n", ["strong:の"], "日本語の文"],
    [
      "<p>「<em>强调</em>」と<b>太字</b>。</p>",
      "「*强调*」と**太字**。\n",
      ["em:强调", "strong:太字"],
      "「强调」と太字。",
    ],
    // Punctuation right inside, a letter right outside: no marker opens there, so the punctuation steps out.
    ["<p>这是<strong>“重要”</strong>的</p>", "这是“**重要**”的\n", ["strong:重要"], "这是“重要”的"],
    [
      "<p>word<em>in</em>word and <em>apart</em></p>",
      "word*in*word and *apart*\n",
      ["em:in", "em:apart"],
      "wordinword and apart",
    ],
  ])("%s", async (html, markdown, words, text) => {
    const brought = await bringHome(html);
    expect(brought.markdown).toBe(markdown);
    expect(brought.markdown).not.toMatch(/&#x?[\da-f]+;/i);
    const { tree } = await rendered(brought.markdown);
    expect(emphasized(tree)).toEqual(words);
    expect(toString(tree).trim()).toBe(text);
  });
});
