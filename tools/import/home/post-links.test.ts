import { expect, test } from "vitest";
import { articleMarkdown, readArticle } from "./article.ts";
import { linkKey, linkTargets, pointLinksHome } from "./post-links.ts";

// A link to another post's old address is pointed at its page here, however
// the writer wrote the old address; every other link stays as it was.

test.each([
  "https://ada.example/2021/retry-budgets/",
  "https://ada.example/2021/retry-budgets",
  "http://ada.example/2021/retry-budgets/",
  "https://www.ada.example/2021/retry-budgets/",
  "https://ADA.example/2021/retry-budgets/index.html",
  "https://ada.example/2021/retry-budgets/index.htm#budgets",
  "https://ada.example/2021/retry-budgets/?utm_source=feed",
])("%s is the old address of /2021/retry-budgets/", (link) => {
  expect(linkKey(link)).toBe(linkKey("https://ada.example/2021/retry-budgets/"));
});

test("a percent-encoded address is the one written in its own script, escapes in either case", () => {
  const key = linkKey("https://ada.example/2022/年终总结/");
  expect(linkKey("https://ada.example/2022/%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93")).toBe(key);
  expect(linkKey("https://ada.example/2022/%e5%b9%b4%e7%bb%88%e6%80%bb%e7%bb%93/")).toBe(key);
});

test("another path, query or host is another page; what is no web page has no key", () => {
  const key = linkKey("https://ada.example/2021/retry-budgets/");
  expect(linkKey("https://ada.example/2021/retry-budgets/part-2/")).not.toBe(key);
  expect(linkKey("https://ada.example.org/2021/retry-budgets/")).not.toBe(key);
  expect(linkKey("https://ada.example/?p=12")).not.toBe(linkKey("https://ada.example/?p=13"));
  expect(linkKey("mailto:ada@ada.example")).toBeUndefined();
  expect(linkKey("not a URL")).toBeUndefined();
});

test("links to posts at home become /blog/<slug>, percent-encoded, anchors kept; the rest stay", async () => {
  const targets = linkTargets([
    { url: "https://ada.example/2021/retry-budgets/", slug: "retry-budgets" },
    { url: "https://ada.example/2022/%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93/", slug: "年终总结" },
  ]);
  // Relative links resolve against the post's own old address, as its readers' browsers did.
  const article = readArticle(
    `<p><a href="../retry-budgets/index.html#budgets">budgets</a>, <a href="/2022/年终总结">the year</a>,
     <a href="https://ada.example/about/">about</a>, <a href="#top">top</a>,
     <a href="https://www.ada.example/2021/retry-budgets">again</a>.</p>`,
    "https://ada.example/2021/idempotency-keys/",
    "Idempotency keys",
  );
  expect(pointLinksHome(article.tree, targets)).toEqual([
    "ada.example/2021/retry-budgets /blog/retry-budgets",
    "ada.example/2022/年终总结 /blog/%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93",
  ]);
  const { markdown } = await articleMarkdown(article, new Map());
  expect(markdown).toBe(
    "[budgets](/blog/retry-budgets#budgets), [the year](/blog/%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93), " +
      "[about](https://ada.example/about/), [top](#top), [again](/blog/retry-budgets).\n",
  );
});

test("an article that links to no post here says so with an empty list", () => {
  const article = readArticle(
    '<p><a href="https://elsewhere.example/">x</a></p>',
    "https://ada.example/a/",
    "A",
  );
  expect(pointLinksHome(article.tree, linkTargets([]))).toEqual([]);
});
