import { expect, test } from "vitest";
import { onOwnSite } from "./own-site.ts";

// An entry on the site's own domain (links.baseUrl) moves home; any other is a cross-post.

test.each([
  ["https://ada.example/2021/keys/", "https://ada.example", true],
  ["http://ada.example/2021/keys/", "https://ada.example/", true],
  ["https://www.ada.example/2021/keys/", "https://ada.example", true],
  ["https://ada.example/2021/keys/", "https://WWW.Ada.Example/portfolio/", true],
  ["https://blog.ada.example/2021/keys/", "https://ada.example", false],
  ["https://dev.to/ada/keys-2k9d", "https://ada.example", false],
  ["https://ada.example/2021/keys/", undefined, false],
])("%s on the site at %s: %s", (url, baseUrl, own) => {
  expect(onOwnSite(url, baseUrl)).toBe(own);
});
