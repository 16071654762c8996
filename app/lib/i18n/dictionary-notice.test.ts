import { expect, test } from "vitest";
import type { Copy } from "../../../content/schema/site.ts";
import { noCareer } from "../career/career-order.ts";
import { dictionaryNotice } from "./dictionary-notice.ts";
import { en } from "./dictionaries/en.ts";

const words = (text: string) => ({ description: text, intro: text });
const minimal: Copy = { blog: words("Posts."), projects: words("Projects.") };
const one = [{}] as never[];
const everyPart = {
  ...noCareer,
  ...Object.fromEntries(Object.keys(noCareer).map((part) => [part, one])),
};

test("a language with a dictionary gets no notice", () => {
  for (const locale of ["en_US", "pt_BR", "ja_JP", "zh_TW", "ar_EG"])
    expect(dictionaryNotice(locale, minimal), locale).toBeUndefined();
});

test("a language without one: one notice that names every label still in English, ready to paste", () => {
  const notice = dictionaryNotice("sw_KE", minimal, {
    career: everyPart,
    posts: true,
    postPages: true,
  })!;
  const lines = notice.split("\n");
  expect(lines.slice(0, 4)).toEqual([
    'Notice: the site has no dictionary for "sw" (content/owner.ts: owner.locale "sw_KE"),',
    `so ${Object.keys(en).length} of its labels are in English. Translate them in content/copy.ts,`,
    "where each one is optional and wins over the English:",
    "  labels: {",
  ]);
  expect(lines).toContain(
    '    recentArticles: "Recent Articles", // Home\'s heading above the newest posts',
  );
  expect(lines).toContain(
    '    postsInYear: {"one":"{count} article","other":"{count} articles"}, // the count under each year of the Blog\'s older posts',
  );
  expect(lines.at(-1)).toBe("  },");
});

test("labels the owner translated are not named again; none left, no notice", () => {
  const some: Copy = {
    ...minimal,
    home: { noPosts: "Hakuna makala.", noProjects: "Hakuna miradi." },
    blog: { ...minimal.blog, noPosts: "Hakuna makala." },
    labels: { recentArticles: "Makala za karibuni" },
  };
  const notice = dictionaryNotice("sw_KE", some)!;
  expect(notice).not.toContain("recentArticles");
  expect(notice).not.toContain("noPosts");
  expect(notice).toContain("noProjects"); // the Projects page's empty state is still English
  const all = Object.fromEntries(
    Object.entries(en).map(([name, value]) => [
      name,
      typeof value === "string" ? `sw ${value}` : value,
    ]),
  );
  expect(dictionaryNotice("sw_KE", { ...minimal, labels: all })).toBeUndefined();
});

test("the timeline's labels are named only to an owner with a career, each for the parts it has", () => {
  const without = dictionaryNotice("sw_KE", minimal, { career: noCareer })!;
  expect(without).not.toMatch(/experienceHeading|durationYears|present:|talksHeading/);
  expect(without).toContain(`so ${Object.keys(en).length - 14 - 8 - 3} of its labels`);
  const jobs = dictionaryNotice("sw_KE", minimal, { career: { ...noCareer, work: one } })!;
  expect(jobs).toContain('    experienceHeading: "Experience",');
  expect(jobs).toContain("durationMonths");
  expect(jobs).not.toMatch(/talksHeading|slides|awardsHeading/);
  const talks = dictionaryNotice("sw_KE", minimal, { career: { ...noCareer, talks: one } })!;
  expect(talks).toContain('    talksHeading: "Talks",');
  expect(talks).toContain('    upcoming: "Upcoming",');
  expect(talks).not.toMatch(/experienceHeading|present:/);
});

test("the words a post's body adds are named only to an owner who writes on the site", () => {
  const without = dictionaryNotice("sw_KE", minimal)!;
  expect(without).not.toMatch(/alertNote|footnotesHeading|footnoteBack|sectionLink/);
  const lines = dictionaryNotice("sw_KE", minimal, { posts: true })!.split("\n");
  expect(lines).toContain('    alertNote: "Note", // the title of a post\'s > [!NOTE] alert');
  expect(lines).toContain(
    '    footnoteBack: "Back to reference {reference}", // what screen readers hear for a footnote\'s link back to where it is cited',
  );
  expect(lines.filter((line) => /^ {4}(alert|footnote|sectionLink)/.test(line))).toHaveLength(8);
});

test("the words of a post's copy button are named to an owner who writes on the site, in each of its languages", () => {
  const without = dictionaryNotice("sw_KE", minimal, { posts: false })!;
  expect(without).not.toMatch(/copyCode|codeCopied|codeNotCopied/);
  // Another language's build shows the default language's post, with the button in its own words.
  const lines = dictionaryNotice("sw_KE", minimal, { postPages: true, translation: true })!.split(
    "\n",
  );
  expect(lines.filter((line) => /^ {4}(copyCode|codeCopied|codeNotCopied):/.test(line))).toEqual([
    expect.stringMatching(/^ {4}copyCode: "Copy code", \/\/ /),
    expect.stringMatching(/^ {4}codeCopied: "Copied", \/\/ /),
    expect.stringMatching(/^ {4}codeNotCopied: "Could not copy", \/\/ /),
  ]);
  expect(lines).not.toContain('    alertNote: "Note", // the title of a post\'s > [!NOTE] alert');
});
