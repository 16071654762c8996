import { expect, test } from "vitest";
import { defaultAddress, type AddressParts } from "./permalinks.ts";

const parts = (changes: Partial<AddressParts>): AddressParts => ({
  generator: "Jekyll",
  permalink: undefined,
  day: "2019-03-04",
  time: "22:10",
  name: "2019-03-04-retries",
  slug: undefined,
  title: "Retries, Again",
  categories: [],
  section: "posts",
  ...changes,
});

test("Jekyll: the date style by default, the named styles, and a pattern of its own", () => {
  expect(defaultAddress(parts({}))).toBe("/2019/03/04/retries.html");
  expect(defaultAddress(parts({ categories: ["Payments"] }))).toBe(
    "/payments/2019/03/04/retries.html",
  );
  expect(defaultAddress(parts({ permalink: "pretty" }))).toBe("/2019/03/04/retries/");
  expect(defaultAddress(parts({ permalink: "/blog/:year/:title/" }))).toBe("/blog/2019/retries/");
  expect(defaultAddress(parts({ permalink: "none", slug: "again" }))).toBe("/again.html");
});

test("Hexo: :year/:month/:day/:title/ by default, :title being the file's path", () => {
  const hexo = parts({ generator: "Hexo", name: "2020-年终总结" });
  expect(defaultAddress(hexo)).toBe("/2019/03/04/2020-年终总结/");
  expect(defaultAddress({ ...hexo, permalink: ":year/:i_month/:i_day/:name.html" })).toBe(
    "/2019/3/4/2020-年终总结.html",
  );
  expect(defaultAddress({ ...hexo, name: "notes/first", permalink: ":category/:title/" })).toBe(
    "/uncategorized/notes/first/",
  );
});

test("Hugo, Zola, Docusaurus, Astro and Eleventy", () => {
  expect(defaultAddress(parts({ generator: "Hugo", name: "tokyo-nights/index" }))).toBe(
    "/posts/tokyo-nights/",
  );
  expect(
    defaultAddress(parts({ generator: "Hugo", name: "a", permalink: "/:year/:month/:slug/" })),
  ).toBe("/2019/03/a/");
  expect(
    defaultAddress(parts({ generator: "Zola", name: "2024-02-10-first-light", section: "blog" })),
  ).toBe("/blog/first-light/");
  expect(defaultAddress(parts({ generator: "Docusaurus", name: "2021-08-26-welcome/index" }))).toBe(
    "/blog/2021/08/26/welcome",
  );
  expect(defaultAddress(parts({ generator: "Docusaurus", slug: "welcome" }))).toBe("/blog/welcome");
  expect(defaultAddress(parts({ generator: "Astro", name: "a-post", section: "blog" }))).toBe(
    "/posts/a-post/",
  );
  expect(defaultAddress(parts({ generator: "Eleventy", name: "a-post", section: "blog" }))).toBe(
    "/blog/a-post/",
  );
  expect(defaultAddress(parts({ generator: "unknown" }))).toBeUndefined();
});
