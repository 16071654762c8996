import type { Element, Root } from "hast";
import { describe, expect, test } from "vitest";
import { bringHome, engineHtml, rendered } from "../fixtures/engines.test-support.ts";

// Footnotes come home as GitHub's, [^1] and [^1]: …, which the site renders
// as notes linked both ways; never a link to an id the page does not have.

const notes =
  "Retries double-charge[^1] unless the key is kept[^2].\n\nAgain the first[^1].\n\n" +
  "[^1]: See *RFC 9110*, section 9.2.2.\n\n" +
  "[^2]: For 24 hours, [as Stripe does](https://stripe.com/docs/api/idempotent_requests).\n";

function links(tree: Root | Element): string[] {
  return tree.children.flatMap((child) =>
    child.type !== "element"
      ? []
      : [...(child.tagName === "a" ? [String(child.properties.href)] : []), ...links(child)],
  );
}
function ids(tree: Root | Element): string[] {
  return tree.children.flatMap((child) =>
    child.type !== "element"
      ? []
      : [...(child.properties.id ? [String(child.properties.id)] : []), ...ids(child)],
  );
}

describe("each engine's footnotes come home as GitHub's", () => {
  test.each([
    ["markdown-it (markdown-it-footnote)", "markdown-it-footnotes.html", notes],
    ["Hugo (Goldmark)", "hugo-goldmark-footnotes.html", notes],
    ["Jekyll (kramdown)", "jekyll-kramdown-footnotes.html", notes],
    [
      "WordPress's footnotes block",
      "wordpress-footnotes.html",
      notes.replace("\n\nAgain the first[^1].", ""),
    ],
  ])("%s", async (_engine, fixture, expected) => {
    const { markdown } = await bringHome(engineHtml(fixture));
    expect(markdown).toBe(expected);
    // Rendered by the site: every note is cited, each citation and link back lands on an id the page has.
    const { tree } = await rendered(markdown);
    const pageIds = new Set(ids(tree));
    const internal = links(tree).filter((href) => href.startsWith("#"));
    expect(internal.length).toBeGreaterThanOrEqual(4);
    for (const href of internal) expect(pageIds, href).toContain(href.slice(1));
  });
});

describe("a feed that lost the notes' ids, or the notes themselves", () => {
  test("jekyll-feed's notes without ids and absolute links: found by their numbers", async () => {
    const { markdown } = await bringHome(
      '<p>One<sup id="fnref:1" role="doc-noteref"><a href="https://me.example/post/#fn:1" class="footnote" rel="footnote">1</a></sup>.</p><div class="footnotes" role="doc-endnotes"><ol><li role="doc-endnote"><p>The note.&nbsp;<a href="https://me.example/post/#fnref:1" class="reversefootnote" role="doc-backlink">↩</a></p></li></ol></div>',
    );
    expect(markdown).toBe("One[^1].\n\n[^1]: The note.\n");
  });

  test("a citation whose note is not in the article keeps its number as text, and links nowhere", async () => {
    const { markdown } = await bringHome(
      '<p>One<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup> two<sup class="footnote-ref"><a href="#fn9" id="fnref9">[9]</a></sup>.</p><section class="footnotes"><ol class="footnotes-list"><li id="fn1" class="footnote-item"><p>Note. <a href="#fnref1" class="footnote-backref">↩︎</a></p></li></ol></section>',
    );
    expect(markdown).toBe("One[^1] two\\[9].\n\n[^1]: Note.\n");
  });

  test("a list that no citation points at stays a list", async () => {
    const { markdown } = await bringHome(
      '<p>Plain<sup>1</sup>.</p><div class="footnotes"><ol><li>A note.</li></ol></div>',
    );
    expect(markdown).toBe("Plain1.\n\n1. A note.\n");
  });
});
