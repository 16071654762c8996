import { describe, expect, test } from "vitest";
import { twitterHandle } from "./twitter-handle.ts";

describe("twitterHandle", () => {
  test.each([
    ["https://x.com/tobi_adeyemi", "@tobi_adeyemi"],
    ["https://twitter.com/jack", "@jack"],
    ["https://www.twitter.com/jack/", "@jack"],
    ["https://mobile.x.com/Some_Name?ref=bio", "@Some_Name"],
    ["https://x.com/@handle", "@handle"],
    ["http://x.com/a", "@a"],
  ])("%s → %s", (url, handle) => {
    expect(twitterHandle(url)).toBe(handle);
  });

  test.each([
    "https://x.com/",
    "https://x.com/home",
    "https://x.com/i/lists/123",
    "https://x.com/jack/status/20",
    "https://x.com/has-a-dash",
    "https://x.com/sixteen_chars_xx",
    "https://mastodon.social/@tobi",
    "https://notx.com/jack",
    "not a url",
  ])("%s is not a profile", (url) => {
    expect(twitterHandle(url)).toBeUndefined();
  });
});
