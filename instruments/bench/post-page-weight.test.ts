import { describe, expect, test } from "vitest";
import { gzipSize } from "../../tests/harness/html/build-output.ts";
import { firstScreenChars } from "../../pipeline/stages/7-page-weight.ts";
import { firstScreen, postPageWeight } from "./post-page-weight.ts";

// A post page's weight as the bench reports it: the first screen reaches a
// fixed number of characters into the post's body, whatever comes before it.

const head = `<!DOCTYPE html><html><head><style>${"p{margin:0}".repeat(300)}</style></head>`;
const post = (body: string) =>
  `${head}<body><header>Site</header><h1>Title</h1><div id="post-body" data-slug="a" class="post-body">${body}</div></body></html>`;

describe("a post page's first screen", () => {
  test("is the page up to its set number of characters into the post's body", () => {
    const body = "<p>word </p>".repeat(1_000);
    const html = post(body);
    const screen = firstScreen(html);
    expect(
      screen.startsWith(`${head}<body><header>Site</header><h1>Title</h1><div id="post-body"`),
    ).toBe(true);
    expect(screen.endsWith(body.slice(0, firstScreenChars))).toBe(true);
    expect(screen.length).toBe(html.indexOf(body) + firstScreenChars);
  });

  test("is the whole page for a post shorter than it", () => {
    const html = post("<p>Short.</p>");
    expect(firstScreen(html)).toBe(html);
  });

  test("is refused for a page without a post's body", () => {
    expect(() => firstScreen(`${head}<body><main>Home</main></body></html>`)).toThrow(/post-body/);
  });
});

test("a post page's weight counts its code blocks and images, and gzips what it measures", () => {
  const html = post(
    '<figure class="code-block"><pre>a</pre></figure><p><picture><img src="a.jpg"></picture></p>' +
      '<figure class="code-block"><pre>b</pre></figure>',
  );
  expect(postPageWeight(html, "/blog/a", "typical")).toEqual({
    kind: "typical",
    route: "/blog/a",
    codeBlocks: 2,
    images: 1,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    firstScreenGzip: gzipSize(html),
  });
});
