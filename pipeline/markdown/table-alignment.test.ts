import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

const render = (markdown: string) =>
  renderMarkdown(markdown, {
    file: "content/posts/t/index.md",
    baseUrl: "https://me.example/blog/t/",
    locale: "en",
  });

test("a table's column alignment is a class on each cell of the page, never the align attribute", async () => {
  const { html, feedHtml } = await render(
    '| Name | Count | Note |\n| :-- | --: | :-: |\n| a | 1 | x |\n\n<table><tr><td align="RIGHT">raw</td></tr></table>\n',
  );
  expect(html).not.toContain("align=");
  expect(html).toContain('<th class="align-left">Name</th>');
  expect(html).toContain('<td class="align-right">1</td>');
  expect(html).toContain('<td class="align-center">x</td>');
  expect(html).toContain('<td class="align-right">raw</td>');
  // A feed reader has no stylesheet of the site's, but knows the attribute.
  expect(feedHtml).toContain('<td align="right">1</td>');
});

test("a column with no alignment has no class", async () => {
  const { html } = await render("| Name |\n| --- |\n| a |\n");
  expect(html).toContain("<th>Name</th>");
  expect(html).toContain("<td>a</td>");
});

test("the site's stylesheet for posts aligns each class the cells get", () => {
  const css = readFileSync("app/posts.css", "utf8");
  for (const value of ["left", "center", "right"])
    expect(css).toMatch(new RegExp(`\\.align-${value} \\{\\s*text-align: ${value};`));
});
