import { describe, expect, test } from "vitest";
import { fixtureContent, fixtureFiles, problemLines } from "./fixture-content.test-support.ts";
import { languageTag } from "../metadata/site-urls.ts";
import { validateContent } from "./validate-content.ts";

// The locale, address and label rules on content written for this test (not
// the template's content/), each checked against the line the build prints.

const images = fixtureFiles;
const words = (text: string) => ({ description: text, intro: text });
/** The fixture owner, with a copy.ts of today: only the Blog and Projects words. */
const content = () => ({
  ...fixtureContent(),
  copy: { blog: words("Posts."), projects: words("Projects.") } as Record<string, unknown>,
});

const standard = "must use the standard codes of the language and country";

describe("owner.locale: a near miss is refused with what was meant", () => {
  test.each([
    ["jp", 'must be a language this system can format dates in (did you mean "ja_JP"?)'],
    ["ja-JP", 'must look like "en_US" or "pt_BR" (did you mean "ja_JP"?)'],
    ["pt-br", 'must look like "en_US" or "pt_BR" (did you mean "pt_BR"?)'],
    ["en-us", 'must look like "en_US" or "pt_BR" (did you mean "en_US"?)'],
    ["EN_us", 'must look like "en_US" or "pt_BR" (did you mean "en_US"?)'],
    ["cn", 'must be a language this system can format dates in (did you mean "zh_CN"?)'],
    ["english", 'must look like "en_US" or "pt_BR" (did you mean "en_US"?)'],
    // Other codes of a language (ISO 639-2 and 639-3), and its name in English or its own words.
    ["fas", `${standard} (did you mean "fa_IR"?)`],
    ["per", `${standard} (did you mean "fa_IR"?)`],
    ["ger", `${standard} (did you mean "de_DE"?)`],
    ["per_AF", `${standard} (did you mean "fa_AF"?)`],
    ["iw_IL", `${standard} (did you mean "he_IL"?)`],
    ["en_UK", `${standard} (did you mean "en_GB"?)`],
    ["farsi", 'must look like "en_US" or "pt_BR" (did you mean "fa_IR"?)'],
    ["persian", 'must look like "en_US" or "pt_BR" (did you mean "fa_IR"?)'],
    ["Persian", 'must look like "en_US" or "pt_BR" (did you mean "fa_IR"?)'],
    ["deutsch", 'must look like "en_US" or "pt_BR" (did you mean "de_DE"?)'],
    ["Español", 'must look like "en_US" or "pt_BR" (did you mean "es_ES"?)'],
    ["日本語", 'must look like "en_US" or "pt_BR" (did you mean "ja_JP"?)'],
    ["xyz", "must be a language this system can format dates in"],
  ])("%j", (locale, rule) => {
    const raw = content();
    raw.owner!.locale = locale;
    expect(problemLines(raw)).toEqual([
      `  - content/owner.ts: owner.locale ${rule}; got ${JSON.stringify(locale)}`,
    ]);
  });

  test.each(["ja_JP", "ja", "pt_BR", "zh_TW", "ar_EG", "he_IL", "fa_IR", "fa", "th_TH", "fil"])(
    "%j is fine",
    (locale) => {
      const raw = content();
      raw.owner!.locale = locale;
      expect(validateContent(raw, images).owner.locale).toBe(locale);
      // What <html lang> gets is BCP 47 as written: nothing left for Intl to correct.
      expect(Intl.getCanonicalLocales(languageTag(locale))).toEqual([languageTag(locale)]);
    },
  );
});

describe("links: the address as one line or as city and country", () => {
  test.each(["大阪、日本", "القاهرة، مصر", "上海，中国", "Lagos ,  Nigeria"])(
    "%j is a line",
    (line) => {
      const raw = content();
      raw.links!.address = line;
      expect(validateContent(raw, images).links.address).toBe(line);
    },
  );

  test("city and country instead of the line", () => {
    const raw = content();
    const links = {
      ...raw.links,
      address: undefined as unknown as string,
      city: "大阪",
      country: "日本",
    };
    expect(validateContent({ ...raw, links }, images).links).toMatchObject({
      city: "大阪",
      country: "日本",
    });
  });

  test("neither: one line naming the field", () => {
    const raw = content();
    const links: Record<string, unknown> = { ...raw.links };
    delete links.address;
    expect(problemLines({ ...raw, links })).toEqual([
      '  - content/links.ts: links.address must be your address line, such as "Lagos, Nigeria", unless you give "city" and "country"; got nothing (the field is missing)',
    ]);
  });
});

describe("copy: words of before stay valid, new labels are optional, a wrong name is named", () => {
  test("copy.ts of the release before, every field written, is valid as it is", () => {
    const raw = content();
    raw.copy = fixtureContent().copy;
    expect(validateContent(raw, images).copy).toEqual(raw.copy);
  });

  test("a label override, a count with its forms", () => {
    const raw = content();
    raw.copy.labels = {
      viewMore: "See all",
      postsInYear: { one: "{count} post", other: "{count} posts" },
    };
    expect(validateContent(raw, images).copy.labels).toEqual(raw.copy.labels);
  });

  test("a misspelt label and an empty one: a line each", () => {
    const raw = content();
    raw.copy.labels = { recentArticle: "Writing", viewMore: " " };
    expect(problemLines(raw)).toEqual([
      '  - content/copy.ts: copy.labels.viewMore must be non-empty text; got " "',
      '  - content/copy.ts: copy.labels.recentArticle is not a label of the site (did you mean "recentArticles"?); the labels are the names in app/lib/i18n/dictionaries/en.ts; got "Writing"',
    ]);
  });
});
