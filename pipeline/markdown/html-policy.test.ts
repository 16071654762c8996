import { describe, expect, test } from "vitest";
import { PostContentError } from "./post-content-error.ts";
import { renderMarkdown } from "./render-markdown.ts";

// What would break the site's Content-Security-Policy stops the build, in one
// line naming the file's line: the body starts at line 4 of the file here
// (after its front matter), and each case is on the body's line 3.

const refusal = async (html: string) => {
  const error = await renderMarkdown(`Some text.\n\n${html}\n`, {
    file: "content/posts/hello/index.md",
    bodyLine: 4,
    baseUrl: "https://me.example/blog/hello/",
    locale: "en",
  }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, html).toBeInstanceOf(PostContentError);
  const { message } = error as PostContentError;
  expect(message.split("\n")).toHaveLength(1);
  expect(message).toMatch(
    /^content\/posts\/hello\/index\.md:6: .+ is not allowed in a post \(.+\)$/,
  );
  return message.replace(/^[^ ]+ /, "");
};

describe("refused, in one line naming the file's line", () => {
  test.each([
    ["<script>alert(1)</script>", "<script>"],
    ["<style>p { color: red }</style>", "<style>"],
    ['<iframe src="https://www.youtube.com/embed/x"></iframe>', "<iframe>"],
    ['<object data="movie.swf"></object>', "<object>"],
    ['<embed src="movie.swf">', "<embed>"],
    ['<form action="/subscribe"><button>Go</button></form>', "<form>"],
    ['<link rel="stylesheet" href="/x.css">', "<link>"],
    ['<meta http-equiv="refresh" content="0; url=https://x.example/">', "<meta>"],
    ['<base href="https://x.example/">', "<base>"],
    ["<svg><script>alert(1)</script></svg>", "<script>"],
  ])("%s", async (html, what) => {
    expect(await refusal(html)).toMatch(new RegExp(`^${what} is not allowed`));
  });

  test("any on… attribute, on any element", async () => {
    expect(await refusal('<b onclick="alert(1)">x</b>')).toMatch(/^the onclick attribute /);
    expect(await refusal('<img src="a.png" alt="a" onerror="x()">')).toMatch(
      /^the onerror attribute .*\(event handlers are scripts/,
    );
    expect(await refusal('<details ontoggle="x()"></details>')).toMatch(/^the ontoggle attribute/);
  });

  test("any style attribute, which the policy would block", async () => {
    expect(await refusal('<span style="color: red">red</span>')).toBe(
      "the style attribute is not allowed in a post (the site's security policy allows no " +
        "inline styles: the site's stylesheet styles posts)",
    );
  });

  test("javascript: and data: URLs, however they are written", async () => {
    expect(await refusal("[click](javascript:alert(1))")).toMatch(/^a javascript: URL /);
    expect(await refusal('<a href=" JavaScript:alert(1)">x</a>')).toMatch(/^a javascript: URL /);
    expect(await refusal('<a href="java&#9;script:alert(1)">x</a>')).toMatch(/^a javascript: URL /);
    expect(await refusal('<a href="data:text/html,<b>x</b>">x</a>')).toMatch(/^a data: URL /);
    expect(await refusal('<img src="data:image/png;base64,AAAA" alt="x">')).toMatch(
      /^a data: URL /,
    );
  });

  test("images and media from another host", async () => {
    const rule =
      "(the site's security policy allows only the site's own images and media: put the file beside the post)";
    expect(await refusal('<img src="https://cdn.example/a.png" alt="a">')).toBe(
      `an image or media file from another host (https://cdn.example/a.png) is not allowed in a post ${rule}`,
    );
    expect(await refusal('<video src="//cdn.example/v.mp4"></video>')).toMatch(/another host/);
    expect(await refusal('<video src="v.mp4" poster="http://cdn.example/p.jpg"></video>')).toMatch(
      /another host \(http:\/\/cdn\.example\/p\.jpg\)/,
    );
    expect(
      await refusal(
        '<picture><source srcset="a.avif 1x, https://cdn.example/a2.avif 2x"><img src="a.png" alt="a"></picture>',
      ),
    ).toMatch(/another host \(https:\/\/cdn\.example\/a2\.avif\)/);
  });

  test("an <img> written in HTML without alt", async () => {
    expect(await refusal('<img src="a.png">')).toMatch(/^an <img> without alt /);
  });
});

test("a link to another host is fine: only what loads is the policy's", async () => {
  const { html } = await renderMarkdown(
    '<a href="https://example.com/">x</a> <img src="./a.png" alt="">',
    {
      file: "content/posts/hello/index.md",
      baseUrl: "https://me.example/blog/hello/",
      locale: "en",
    },
  );
  expect(html).toContain('<img src="./a.png" alt="">');
});
