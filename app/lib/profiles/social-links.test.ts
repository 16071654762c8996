import { expect, test } from "vitest";
import { siteWords } from "../i18n/site-words.ts";
import { parseTestSettings } from "../settings/settings-error.test-support.ts";
import { socialLinks } from "./social-links.ts";

const settings = parseTestSettings({});
const names = (locale: string, labels = {}) =>
  socialLinks(settings, siteWords(locale, { blog: {}, projects: {}, labels } as never).labels).map(
    (link) => link.name,
  );

test("the platforms' names come from the dictionary", () => {
  expect(names("en")).toEqual(["LinkedIn", "GitHub", "X (Twitter)"]);
  expect(names("ja_JP")).toEqual(["LinkedIn", "GitHub", "X (Twitter)"]);
});

test("an owner words them their own way in content/copy.ts", () => {
  expect(names("en", { xTwitter: "X", linkedIn: "LinkedIn profile" })).toEqual([
    "LinkedIn profile",
    "GitHub",
    "X",
  ]);
});
