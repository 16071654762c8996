import { expect, test } from "vitest";
import { repeatedWarnings } from "./repeated-warnings.ts";

test("a warning printed before is dropped with its indented lines; everything else is kept", () => {
  const keep = repeatedWarnings();
  const first = [
    "content/posts/a/index.md:3: unknown code language",
    "Warning: the description of /blog/a is 200 characters; Shorten it:",
    '  "Same words"',
    "",
    "✓ built",
  ];
  expect(first.filter(keep)).toEqual(first);
  const second = [
    "content/posts/a/index.md:3: unknown code language",
    "Warning: the description of /blog/a is 200 characters; Shorten it:",
    '  "Same words"',
    "",
    "Warning: the description of /ja/blog/b is 200 characters; Shorten it:",
    '  "Same words"',
    "content/posts/a/index.ja.md:3: unknown code language",
    "✓ built",
  ];
  expect(second.filter(keep)).toEqual([
    "",
    "Warning: the description of /ja/blog/b is 200 characters; Shorten it:",
    '  "Same words"',
    "content/posts/a/index.ja.md:3: unknown code language",
    "✓ built",
  ]);
});
