import { expect, test } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

const markdown =
  "[About](/about-me) [a post](/blog/other#part) [as written](/portfolio/projects) " +
  "[elsewhere](//cdn.example/x) [relative](../other) [outside](https://example.org/a)\n";

const render = (basePath?: string) =>
  renderMarkdown(markdown, {
    file: "content/posts/t/index.md",
    baseUrl: "https://me.example/portfolio/blog/t/",
    locale: "en",
    ...(basePath && { basePath }),
  });

test("under a base path a post's root-relative links lead to the site's pages, on the page and in the feed", async () => {
  const { html, feedHtml } = await render("/portfolio/");
  expect(html).toContain('href="/portfolio/about-me"');
  expect(html).toContain('href="/portfolio/blog/other#part"');
  expect(html).toContain('href="/portfolio/projects"');
  expect(html).toContain('href="//cdn.example/x"');
  expect(html).toContain('href="../other"');
  expect(feedHtml).toContain('href="https://me.example/portfolio/about-me"');
});

test("at the host's root a post's links are left as written", async () => {
  const { html } = await render();
  expect(html).toContain('href="/about-me"');
  expect(html).toContain('href="/portfolio/projects"');
});
