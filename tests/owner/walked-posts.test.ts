import { expect, test } from "vitest";
import { walkedPosts } from "./walked-posts";

const page = (slug: string, body: string, lang = "en") => ({
  slug,
  html: `<html lang="${lang}"><body><article><div id="post-body">${body}</div></article></body></html>`,
});

test("the newest, the longest, then each post that adds a kind of element or a language, within the limit", () => {
  const pages = [
    page("newest", "<p>Hi</p>"),
    page("same", "<p>Again</p>"),
    page("table", "<table><tr><td>1</td></tr></table>"),
    page("longest", `<p>${"word ".repeat(500)}</p>`),
    page("code", "<pre><code>x</code></pre><table><tr><td>2</td></tr></table>"),
    page("arabic", "<p>مرحبا</p>", "ar"),
  ];
  expect(walkedPosts(pages)).toEqual(["newest", "longest", "code", "arabic"]);
  expect(walkedPosts(pages, 3)).toEqual(["newest", "longest", "code"]);
  expect(walkedPosts([])).toEqual([]);
});

test("300 posts alike are walked as 2", () => {
  const pages = Array.from({ length: 300 }, (_, i) => page(`p${i}`, `<p>${"a".repeat(i)}</p>`));
  expect(walkedPosts(pages)).toEqual(["p0", "p299"]);
});
