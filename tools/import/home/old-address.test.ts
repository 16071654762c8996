import { expect, test } from "vitest";
import { pagePaths } from "../../../app/lib/pages/site-pages.ts";
import { oldAddress } from "./old-address.ts";

test("the path of the post on the writer's own site, decoded, relative to its origin", () => {
  expect(
    oldAddress(
      "https://ada.example/2020/12/31/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93/",
      "2020-年终总结",
      pagePaths,
    ),
  ).toEqual({ alias: "/2020/12/31/2020-年终总结/" });
  expect(oldAddress("https://ada.github.io/notes/idem-keys.html", "idem-keys", pagePaths)).toEqual({
    alias: "/notes/idem-keys.html",
  });
});

test.each([
  ["https://medium.com/@ada/retries-1a2b3c4d5e6f", "retries", "medium.com is a platform's"],
  ["https://ada.hashnode.dev/retries", "retries", "ada.hashnode.dev is a platform's"],
  ["https://ada.example/?p=12", "x", "the old site's home"],
  ["https://ada.example/my%20post/", "my-post", "its path must have no spaces"],
  ["https://ada.example/blog/hello-world/", "hello-world", "the post's address here too"],
  ["https://ada.example/About-Me/", "x", "this site's page /about-me"],
])("%s keeps no old address: %s", (url, slug, why) => {
  const result = oldAddress(url, slug, pagePaths);
  expect("why" in result && result.why).toContain(why);
});
