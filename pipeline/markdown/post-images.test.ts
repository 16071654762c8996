import { describe, expect, test } from "vitest";
import { PostContentError } from "./post-content-error.ts";
import type { PostImage } from "./post-images.ts";
import { renderMarkdown, type RenderMarkdownOptions } from "./render-markdown.ts";

// A post's images: each handed to the site's `image` option (which makes its
// <picture>), alt required, and none from another host.

const options: RenderMarkdownOptions = {
  file: "content/posts/hello/index.md",
  bodyLine: 6,
  baseUrl: "https://me.example/blog/hello/",
  locale: "en",
};

const failure = (markdown: string) =>
  renderMarkdown(markdown, options).then(
    () => "rendered",
    (error: unknown) => {
      expect(error).toBeInstanceOf(PostContentError);
      return (error as Error).message;
    },
  );

describe("the image option", () => {
  test("is called for each image, in order, with its src, alt, index and the file's line", async () => {
    const seen: PostImage[] = [];
    const markdown =
      'First.\n\n![A cat](./cat.jpg)\n\nThen ![""](./rule.png "A rule") and ![Map][map].\n\n[map]: ./map.png\n';
    const { html } = await renderMarkdown(markdown, {
      ...options,
      image: (image) => {
        seen.push(image);
        return `<picture data-index="${image.index}"><img src="${image.src}" alt="${image.alt}"></picture>`;
      },
    });
    expect(seen).toEqual([
      { src: "./cat.jpg", alt: "A cat", index: 0, line: 8 },
      // Decorative: its title is left out, or it would name what is skipped.
      { src: "./rule.png", alt: "", index: 1, line: 10 },
      { src: "./map.png", alt: "Map", index: 2, line: 10 },
    ]);
    expect(html).toContain(
      '<p><picture data-index="0"><img src="./cat.jpg" alt="A cat"></picture></p>',
    );
  });

  test("by default is a plain <img>, lazy after the first", async () => {
    const { html } = await renderMarkdown("![One](./1.jpg)\n![Two](./2.jpg)\n", options);
    expect(html).toBe(
      '<p><img src="./1.jpg" alt="One" decoding="async">\n' +
        '<img src="./2.jpg" alt="Two" loading="lazy" decoding="async"></p>',
    );
  });
});

describe("refused in one line", () => {
  test("an image without alt text, saying how to mark a decorative one", async () => {
    expect(await failure("Text\n\n![](./x.png)")).toBe(
      "content/posts/hello/index.md:8: an image without alt text (./x.png) is not allowed in a post " +
        '(describe the image, or write ![""](./x.png) for a decorative one)',
    );
  });

  test("an image from another host", async () => {
    expect(await failure("![Logo](https://cdn.example/logo.png)")).toBe(
      "content/posts/hello/index.md:6: an image from another host (https://cdn.example/logo.png) " +
        "is not allowed in a post (the site's security policy allows only the site's own images: " +
        "put the file beside the post)",
    );
    expect(await failure("![Logo](//cdn.example/logo.png)")).toMatch(/another host/);
    expect(await failure("![Logo][l]\n\n[l]: http://cdn.example/logo.png")).toMatch(
      /index\.md:6: an image from another host \(http:\/\/cdn\.example\/logo\.png\)/,
    );
  });

  test("an image with no file: a data: URL", async () => {
    expect(await failure("![Dot](data:image/png;base64,AAAA)")).toMatch(
      /index\.md:6: a data: image .* is not allowed in a post \(an image is a file beside the post\)/,
    );
  });
});
