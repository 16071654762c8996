import { expect, test } from "vitest";
import { unknownLabels } from "./label-names.ts";

test("a label the site has is fine; another name is refused with the closest label", () => {
  expect(unknownLabels({ skipLink: "x", postsInYear: { other: "{count}" } })).toEqual([]);
  expect(unknownLabels({ recentArticle: "Writing", letsconnect: "Hi", colour: "red" })).toEqual([
    {
      name: "recentArticle",
      value: "Writing",
      problem:
        'is not a label of the site (did you mean "recentArticles"?); the labels are the names in app/lib/i18n/dictionaries/en.ts',
    },
    {
      name: "letsconnect",
      value: "Hi",
      problem:
        'is not a label of the site (did you mean "letsConnect"?); the labels are the names in app/lib/i18n/dictionaries/en.ts',
    },
    {
      name: "colour",
      value: "red",
      problem:
        "is not a label of the site; the labels are the names in app/lib/i18n/dictionaries/en.ts",
    },
  ]);
  expect(unknownLabels(undefined)).toEqual([]);
});
