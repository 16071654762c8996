import { describe, expect, test } from "vitest";
import { articleMarkdown, readArticle, type ImageNames } from "./article.ts";

// The HTML of a feed, as Markdown for a post at home: what must never come
// along (script, embeds, handlers, styles, javascript: links, trackers),
// what must come along intact (code, its lines and language, images and
// their alt text), and what is said instead of lost.

const base = "https://medium.com/@ada/retries-1a2b";

/** The article as Markdown, each image named after its position. */
async function convert(html: string, title = "Retries") {
  const article = readArticle(html, base, title);
  const names: ImageNames = new Map(article.images.map((url, i) => [url, `image-${i + 1}.png`]));
  const { markdown, withoutAlt } = await articleMarkdown(article, names);
  return { markdown, withoutAlt, images: article.images, cannot: article.cannot };
}

describe("sanitizing", () => {
  test("no script, iframe, event handler, style, javascript: URL or tracking pixel survives", async () => {
    const { markdown, images } = await convert(
      `<p onclick="steal()" style="color:red" onmouseover="x()">Hello <a href="javascript:alert(1)">there</a>
       <a href="JaVaScRiPt:alert(2)">again</a> <img src="x" onerror="alert(3)"></p>
       <script>alert(4)</script><style>p { color: red }</style><noscript>no script here</noscript>
       <iframe src="https://evil.example/frame"></iframe><object data="https://evil.example/flash.swf"></object>
       <img src="https://medium.com/_/stat?event=post.clientViewed" alt="">
       <img src="https://pixel.example.com/p.gif" width="1" height="1">
       <img src="https://feeds.feedburner.com/~r/ada/~4/abc">`,
    );
    expect(markdown).not.toMatch(
      /script|alert|onclick|onerror|onmouseover|style|color|iframe|javascript/i,
    );
    // No HTML: the only "<" left opens an autolink.
    expect(markdown).not.toMatch(/<(?!https:\/\/)/);
    // The frame and the object are links now (and listed), never frames; the pixels are gone.
    expect(markdown).toBe(
      'Hello there again ![""](./image-1.png)\n\n<https://evil.example/frame>\n\n<https://evil.example/flash.swf>\n',
    );
    expect(images).toEqual(["https://medium.com/@ada/x"]);
  });

  test("nothing of the source's HTML is left as HTML: text that looks like a tag stays text", async () => {
    const { markdown } = await convert(
      "<p>Use &lt;div&gt; and <code>&lt;span&gt;</code>; it costs $5 or $10.</p><div><section><p>Inside</p></section></div>",
    );
    expect(markdown).toBe("Use \\<div> and `<span>`; it costs \\$5 or \\$10.\n\nInside\n");
  });

  test("links resolve against the post; an empty anchor is dropped", async () => {
    const { markdown } = await convert(
      '<h2><a name="why" href="#why"></a>Why</h2><p><a href="/@ada/part-two">Part two</a> and <a href="#why">up</a>.</p>',
    );
    expect(markdown).toBe(
      "## Why\n\n[Part two](https://medium.com/@ada/part-two) and [up](#why).\n",
    );
  });
});

describe("code", () => {
  test("Medium's <pre> keeps its lines (joined with <br>) and its data-code-block-lang", async () => {
    const { markdown } = await convert(
      '<pre data-code-block-mode="2" data-code-block-lang="python"><span class="hljs-keyword">def</span> f():<br>    if x:<br>        return 1<br>    return 2</pre>',
    );
    expect(markdown).toBe("```python\ndef f():\n    if x:\n        return 1\n    return 2\n```\n");
  });

  test("a language-x class, dev.to's highlight class, and none when the source gives none", async () => {
    const { markdown } = await convert(
      `<pre><code class="language-ts">const a = 1;\nconst b = 2;\n</code></pre>
       <div class="highlight js-code-highlight"><pre class="highlight rust"><code><span class="k">fn</span> main() {}\n</code></pre>
       <div class="highlight__panel js-actions-panel"><div class="highlight__panel-action"><svg><title>Enter fullscreen mode</title></svg></div></div></div>
       <pre class="highlight plaintext"><code>plain</code></pre><pre>no language<br>two lines</pre>`,
    );
    expect(markdown).toBe(
      "```ts\nconst a = 1;\nconst b = 2;\n```\n\n```rust\nfn main() {}\n```\n\n```\nplain\n```\n\n```\nno language\ntwo lines\n```\n",
    );
  });
});

describe("images", () => {
  test("each image is gathered once, pointed at its file, with its alt text; none gets the explicit empty alt", async () => {
    const { markdown, images, withoutAlt } = await convert(
      `<figure><img src="https://cdn-images-1.medium.com/max/1024/1*a.png" alt="A diagram"><figcaption>The <em>flow</em></figcaption></figure>
       <p><a href="https://cdn.example/big.png" class="article-body-image-wrapper"><img src="https://cdn.example/small.png"></a></p>
       <p><img data-src="/lazy.jpg" src="data:image/gif;base64,R0lGOD"> <img src="https://cdn-images-1.medium.com/max/1024/1*a.png" alt="Again"></p>`,
    );
    expect(images).toEqual([
      "https://cdn-images-1.medium.com/max/1024/1*a.png",
      "https://cdn.example/small.png",
      "https://medium.com/lazy.jpg",
    ]);
    expect(markdown).toBe(
      '![A diagram](./image-1.png)\n\nThe *flow*\n\n![""](./image-2.png)\n\n![""](./image-3.png) ![Again](./image-1.png)\n',
    );
    expect(withoutAlt).toEqual(["image-2.png", "image-3.png"]);
  });

  test("an emoji drawn as an image (WordPress's) is the emoji", async () => {
    const { markdown, images } = await convert(
      '<p>Done <img class="wp-smiley emoji" alt="💃" src="https://s.w.org/images/core/emoji/2.2.1/72x72/1f483.png"></p>',
    );
    expect([markdown, images]).toEqual(["Done 💃\n", []]);
  });

  test("an image whose download was left out (a pixel, an SVG) leaves no trace", async () => {
    const article = readArticle(
      '<p>Text <img src="https://x.example/a.svg" alt="A"></p>',
      base,
      "T",
    );
    const { markdown } = await articleMarkdown(
      article,
      new Map([["https://x.example/a.svg", undefined]]),
    );
    expect(markdown).toBe("Text\n");
  });
});

describe("what cannot be converted is listed, a link in its place where there is one", () => {
  test("embeds, gists, dev.to's embeds and Liquid tags", async () => {
    const { markdown, cannot } = await convert(
      `<p>Intro {% github ada/queue %} and <code>{% raw %}</code>.</p>
       <iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>
       <script src="https://gist.github.com/ada/123abc.js"></script>
       <script async src="https://widgets.example/embed.js"></script>
       <div class="ltag__link"><a href="https://dev.to/ada/other-1k2j"><h2>Other post</h2></a></div>
       <video controls></video><svg><text>drawn</text></svg>
       <p><img src="data:image/png;base64,iVBORw0KGgo=" alt="inline"></p>`,
    );
    expect(cannot).toEqual([
      "a Liquid tag ({% github ada/queue %}): left out",
      "a YouTube video (https://youtu.be/dQw4w9WgXcQ): a link to it stands in its place",
      "a gist (https://gist.github.com/ada/123abc): a link to it stands in its place",
      "an embedded script (https://widgets.example/embed.js): left out",
      "a dev.to embed (https://dev.to/ada/other-1k2j): a link to it stands in its place",
      "a video: left out",
      "an inline SVG drawing: left out",
      "an image written into the page (a data: URL): left out",
    ]);
    expect(markdown).toBe(
      "Intro and `{% raw %}`.\n\n[YouTube video](https://youtu.be/dQw4w9WgXcQ)\n\n[GitHub gist by ada](https://gist.github.com/ada/123abc)\n\n<https://dev.to/ada/other-1k2j>\n",
    );
  });
});

test("the title repeated as the first heading goes, and headings start at level 2 without gaps", async () => {
  const { markdown } = await convert(
    "<h3>Retries</h3><h4>A subtitle</h4><p>Text.</p><h3>Part</h3><h6>Deep</h6>",
  );
  expect(markdown).toBe("### A subtitle\n\nText.\n\n## Part\n\n#### Deep\n");
});

test("tables, lists, task lists and strikethrough come out as GitHub's Markdown", async () => {
  const { markdown } = await convert(
    '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table><ul><li>one</li><li><input type="checkbox" checked> done</li></ul><ol><li><del>old</del></li></ol><blockquote><p>quoted</p></blockquote>',
  );
  expect(markdown).toBe(
    "| a | b |\n| - | - |\n| 1 | 2 |\n\n- one\n- [x] done\n\n1. ~~old~~\n\n> quoted\n",
  );
});

test("a dead image gives way to its alt text, or to nothing without one; deadAlt says which", async () => {
  const article = readArticle(
    '<p>See <img src="/gone.png" alt="the timeline"> here.</p><p><img src="/also-gone.png"></p><p>End.</p>',
    base,
    "Retries",
  );
  const dead = new Set(article.images);
  const names: ImageNames = new Map(article.images.map((url) => [url, undefined]));
  const { markdown, withoutAlt, deadAlt } = await articleMarkdown(article, names, dead);
  expect(markdown).toBe("See the timeline here.\n\nEnd.\n");
  expect(withoutAlt).toEqual([]);
  expect([...deadAlt]).toEqual([
    ["https://medium.com/gone.png", "the timeline"],
    ["https://medium.com/also-gone.png", ""],
  ]);
});
