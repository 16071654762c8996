import { describe, expect, test } from "vitest";
import { countLabels, textLabels } from "../../../../content/schema/labels.ts";
import { dictionaries } from "../languages.ts";
import { en } from "./en.ts";

describe("English is the specification's wording, exactly", () => {
  test.each([
    ["navHome", "Home"],
    ["navProjects", "Projects"],
    ["navBlog", "Blog"],
    ["letsConnect", "Let's Connect"],
    ["aboutLink", "About me"],
    ["recentArticles", "Recent Articles"],
    ["latestProjects", "Latest Projects"],
    ["viewMore", "View more"],
    ["aboutTitle", "About Me"],
    ["aboutHeading", "Hello there!"],
    ["blogTitle", "Blog"],
    ["blogHeading", "Blog Posts"],
    ["readMore", "Read more..."],
    ["projectsTitle", "Projects"],
    ["projectsHeading", "Projects"],
  ] as const)("%s is %j", (name, words) => {
    expect(en[name]).toBe(words);
  });
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(dictionaries))("the %s dictionary", (language, dictionary) => {
  test("has every label, each non-empty text without stray spaces", () => {
    expect(Object.keys(dictionary).sort()).toEqual([...textLabels, ...countLabels].sort());
    for (const name of textLabels) {
      expect(dictionary[name], name).toMatch(/\S/);
      expect(dictionary[name], name).toBe(dictionary[name].trim());
    }
  });

  test("keeps the placeholders of the English", () => {
    for (const name of textLabels)
      expect(placeholders(dictionary[name]), name).toEqual(placeholders(en[name]));
  });

  test("has a form for every plural category a count of posts can take, each with its number or its word", () => {
    const rules = new Intl.PluralRules(language);
    for (const name of countLabels) {
      const forms = dictionary[name] as Record<string, string>;
      for (let count = 0; count <= 1000; count++) {
        const category = rules.select(count);
        if (category !== "other")
          expect(forms[category], `${name}: ${count} is "${category}"`).toBeDefined();
      }
      expect(forms.other).toContain("{count}");
    }
  });
});

const translations = Object.entries(dictionaries).filter(([language]) => language !== "en");

test.each(translations)(
  "the %s dictionary is a translation, not a copy of the English",
  (_, dictionary) => {
    // The platforms' names are brands, the same in every language; a label of
    // placeholders and punctuation only ("{start} – {end}") has no words.
    const words = textLabels
      .filter((name) => !["linkedIn", "gitHub", "xTwitter"].includes(name))
      .filter((name) => /\p{L}/u.test(en[name].replace(/\{\w+\}/g, "")));
    const same = words.filter((name) => dictionary[name] === en[name]);
    // Brand-like words ("Blog") and shared ones (French "Important") may stay; most must not.
    expect(same.length, same.join(", ")).toBeLessThanOrEqual(words.length / 10);
  },
);
