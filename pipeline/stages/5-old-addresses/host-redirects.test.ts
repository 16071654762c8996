import { describe, expect, test } from "vitest";
import type { Alias } from "../../inputs/post-aliases.ts";
import {
  addressForms,
  nginxMap,
  redirectsLines,
  vercelRedirectLimit,
  vercelRedirects,
} from "./host-redirects.ts";

const to = "/blog/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93";
const alias = (path: string, target = to): Alias => ({
  written: path,
  path,
  file: "content/posts/x/index.md",
  index: 0,
  line: 6,
  to: target,
  title: "2020 年终总结",
  lang: "en-US",
  dir: "ltr",
});
const chinese = alias("/2020/12/31/2020-年终总结/");
const html = alias("/posts/summary.html");
const index = alias("/old/(draft)/index.html", "/ja/blog/x");

test("addressForms: an old address as written, and its folder's other form; a file's alone", () => {
  expect(addressForms("/2020/x/")).toEqual(["/2020/x/", "/2020/x"]);
  expect(addressForms("/2020/x")).toEqual(["/2020/x", "/2020/x/"]);
  expect(addressForms("/old/index.html")).toEqual(["/old/index.html", "/old", "/old/"]);
  expect(addressForms("/posts/summary.html")).toEqual(["/posts/summary.html"]);
});

describe("_redirects: Netlify's forced line, then Cloudflare's, the paths as characters under the base path", () => {
  test("each old address, straight to its post", () => {
    expect(redirectsLines([chinese, html], "/portfolio/")).toEqual({
      lines: [
        `/portfolio/2020/12/31/2020-年终总结/  /portfolio${to}  301!`,
        `/portfolio/2020/12/31/2020-年终总结/  /portfolio${to}  301`,
        `/portfolio/posts/summary.html  /portfolio${to}  301!`,
        `/portfolio/posts/summary.html  /portfolio${to}  301`,
      ],
      left: [],
    });
  });

  test("within Cloudflare's 2,000 static rules and 1,000 characters a rule; the rest said, not written", () => {
    const many = Array.from({ length: 1001 }, (_, i) => alias(`/old/${i}`));
    const long = alias(`/${"a".repeat(960)}`);
    const { lines, left } = redirectsLines([...many, long], "/");
    expect(lines).toHaveLength(2000);
    expect(left).toEqual([many[1000], long]);
  });
});

test("nginx's map: each form a request may take, quoted, to the post's encoded path", () => {
  const text = nginxMap([chinese, html, alias('/say-"hi"')], "/");
  expect(text.split("\n").filter((line) => !line.startsWith("#"))).toEqual([
    `"/2020/12/31/2020-年终总结/" "${to}";`,
    `"/2020/12/31/2020-年终总结" "${to}";`,
    `"/posts/summary.html" "${to}";`,
    `"/say-\\"hi\\"" "${to}";`,
    `"/say-\\"hi\\"/" "${to}";`,
    "",
  ]);
});

describe("vercel.json's redirects", () => {
  test("permanent, from the address Vercel's clean URLs and trailing slash leave, as characters and encoded", () => {
    expect(vercelRedirects([chinese, html, index], "/portfolio/")).toEqual({
      redirects: [
        {
          source: "/portfolio/2020/12/31/2020-年终总结",
          destination: `/portfolio${to}`,
          permanent: true,
        },
        {
          source: "/portfolio/2020/12/31/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93",
          destination: `/portfolio${to}`,
          permanent: true,
        },
        { source: "/portfolio/posts/summary", destination: `/portfolio${to}`, permanent: true },
        {
          source: "/portfolio/old/\\(draft\\)",
          destination: "/portfolio/ja/blog/x",
          permanent: true,
        },
      ],
      left: [],
    });
  });

  test(`at most ${vercelRedirectLimit}, the rest said`, () => {
    const many = Array.from({ length: vercelRedirectLimit + 1 }, (_, i) => alias(`/old/${i}`));
    const { redirects, left } = vercelRedirects(many, "/");
    expect(redirects).toHaveLength(vercelRedirectLimit);
    expect(left).toEqual([many.at(-1)]);
  });
});
