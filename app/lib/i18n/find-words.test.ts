import { describe, expect, test } from "vitest";
import { countLabel, fillLabel } from "./count-label.ts";
import { findWords, findWordsFor } from "./find-words.ts";
import { dictionaries } from "./languages.ts";

describe("the words that help a reader find posts", () => {
  test("every language the site ships a dictionary for has them, each with its placeholders", () => {
    expect(Object.keys(findWords).sort()).toEqual(Object.keys(dictionaries).sort());
    for (const [language, words] of Object.entries(findWords)) {
      for (const [name, value] of Object.entries(words))
        if (typeof value === "string") expect(value.trim(), `${language}.${name}`).not.toBe("");
      expect(words.tagTitle, language).toContain("{tag}");
      expect(words.searchNone, language).toContain("{query}");
      expect(words.series, language).toContain("{series}");
      expect(words.seriesPart, language).toMatch(
        /\{part\}[\s\S]*\{count\}|\{count\}[\s\S]*\{part\}/,
      );
      expect(words.taggedCount.other, language).toBeTruthy();
    }
  });

  test("a locale takes its language's words; English without a dictionary", () => {
    expect(findWordsFor("pt_BR")).toBe(findWords.pt);
    expect(findWordsFor("th_TH")).toBe(findWords.en);
    expect(countLabel(findWords.ar!.taggedCount, 2, "ar-EG")).toBe("مقالان");
    expect(fillLabel(findWords.en!.tagTitle, { tag: "Go" })).toBe("Posts tagged “Go”");
  });
});
