import { describe, expect, test } from "vitest";
import { countLabel, fillLabel } from "./count-label.ts";
import { dictionaries } from "./languages.ts";
import { postWords, postWordsFor, readingMinutes } from "./post-words.ts";

describe("the words around a post", () => {
  test("every language the site ships a dictionary for has them, and no other", () => {
    expect(Object.keys(postWords).sort()).toEqual(Object.keys(dictionaries).sort());
    for (const [language, words] of Object.entries(postWords)) {
      for (const [name, value] of Object.entries(words))
        if (typeof value === "string") expect(value.trim(), `${language}.${name}`).not.toBe("");
      expect(words.readingTime.other, language).toContain("{count}");
      expect(words.updated, language).toContain("{date}");
      expect(words.firstAppeared.split("{site}"), language).toHaveLength(2);
    }
  });

  test("a locale takes its language's words, by its dictionary's choice; English without one", () => {
    expect(postWordsFor("pt_BR")).toBe(postWords.pt);
    expect(postWordsFor("zh_TW")).toBe(postWords["zh-Hant"]);
    expect(postWordsFor("th_TH")).toBe(postWords.en);
  });

  test("the reading time, in the language's plural and digits", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
    expect(countLabel(postWords.en!.readingTime, 5, "en-US")).toBe("5 min read");
    expect(countLabel(postWords.ar!.readingTime, 2, "ar-EG")).toBe("قراءة في دقيقتين");
    expect(countLabel(postWords.ja!.readingTime, 3, "ja-JP")).toBe("3分で読めます");
    expect(fillLabel(postWords.de!.updated, { date: "12. März 2025" })).toBe(
      "Aktualisiert am 12. März 2025",
    );
  });
});
