import { expect, test } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

const render = (markdown: string) =>
  renderMarkdown(markdown, {
    file: "content/posts/t/index.md",
    baseUrl: "https://me.example/blog/t/",
    locale: "en",
  });

test("a comparison table's empty corner is a plain cell on the page and in the feed; raw HTML's too", async () => {
  const { html, feedHtml } = await render(
    "|  | Old | New |\n| --- | --- | --- |\n| Speed | 1 | 2 |\n\n" +
      '<table><tr><th> </th><th><abbr title="Version">v</abbr></th></tr></table>\n',
  );
  for (const body of [html, feedHtml]) {
    expect(body).toContain(
      '<tr>\n<td></td>\n<th scope="col">Old</th>\n<th scope="col">New</th>\n</tr>',
    );
    expect(body).not.toMatch(/<th>\s*<\/th>/);
  }
  expect(html).toContain('<tr><td> </td><th scope="col"><abbr');
});

test("a table without an empty corner is left as written; a row's own header heads its row", async () => {
  const { html } = await render(
    "| Name | Old |\n| --- | --- |\n| Speed | 1 |\n\n" +
      "<table><tr><th></th><th>Old</th></tr><tr><th>Speed</th><td>1</td></tr></table>\n",
  );
  expect(html).toContain("<th>Name</th>");
  expect(html).not.toContain('<th scope="col">Name');
  expect(html).toContain('<th scope="col">Old</th></tr><tr><th scope="row">Speed</th>');
});
