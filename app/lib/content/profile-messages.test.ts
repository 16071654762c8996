import { describe, expect, test } from "vitest";
import { profileIcons } from "../../../content/schema/site.ts";
import { fixtureContent, fixtureFiles, problemLines } from "./fixture-content.test-support.ts";
import { validateContent } from "./validate-content.ts";

// links.more[] is a union (a URL or a file): each mistake is reported as the
// rule of the kind of profile the entry meant, never as the union's summary.

const icons = profileIcons.join(", ");
const at = (i: number) => `  - content/links.ts: links.more[${i}]`;

function linesFor(...more: unknown[]): string[] {
  const content = fixtureContent();
  content.links.more = [{ label: "Mastodon", url: "https://hachyderm.io/@ama", icon: "mastodon" }];
  content.links.more.push(...more);
  return problemLines(content);
}

test("good profiles of both kinds pass", () => {
  const content = fixtureContent();
  content.links.more = [
    { label: "Email", url: "mailto:ama@example.com", icon: "email" },
    { label: "Mastodon", url: "https://hachyderm.io/@ama", icon: "mastodon", rel: "me" },
    { label: "Résumé", file: "cv.pdf", icon: "resume" },
  ];
  expect(validateContent(content, fixtureFiles).links.more).toHaveLength(3);
});

describe("a profile with a url", () => {
  test.each(["javascript:alert(1)", "hachyderm.io/@ama", "ftp://example.com", ""])(
    "a bad url (%j) names the url rule",
    (url) => {
      expect(linesFor({ label: "Site", url, icon: "website" })).toEqual([
        `${at(1)}.url must be an absolute http(s) URL or a mailto: address; got ${JSON.stringify(url)}`,
      ]);
    },
  );

  test("a mailto: without an e-mail address names the mailto: rule", () => {
    expect(linesFor({ label: "Email", url: "mailto:ama", icon: "email" })).toEqual([
      `${at(1)}.url must be "mailto:" and an e-mail address, such as "mailto:you@example.com"; got "mailto:ama"`,
    ]);
  });

  test("a url that is not text", () => {
    expect(linesFor({ label: "Site", url: 7, icon: "website" })).toEqual([
      `${at(1)}.url must be text; got 7`,
    ]);
  });

  test("an unknown icon lists the icons", () => {
    expect(linesFor({ label: "Site", url: "https://ama.example", icon: "globe" })).toEqual([
      `${at(1)}.icon must be one of: ${icons}; got "globe"`,
    ]);
  });

  test("a bad url and an unknown icon are two lines", () => {
    expect(linesFor({ label: "Site", url: "javascript:x", icon: "globe" })).toEqual([
      `${at(1)}.url must be an absolute http(s) URL or a mailto: address; got "javascript:x"`,
      `${at(1)}.icon must be one of: ${icons}; got "globe"`,
    ]);
  });

  test('rel may only be "me"', () => {
    expect(
      linesFor({ label: "M", url: "https://m.example/@a", icon: "mastodon", rel: "you" }),
    ).toEqual([`${at(1)}.rel must be "me"; got "you"`]);
  });

  test("an empty label", () => {
    expect(linesFor({ label: " ", url: "https://ama.example", icon: "website" })).toEqual([
      `${at(1)}.label must be non-empty text; got " "`,
    ]);
  });
});

describe("a profile with a file", () => {
  test("an unknown icon lists the icons", () => {
    expect(linesFor({ label: "CV", file: "cv.pdf", icon: "cv" })).toEqual([
      `${at(1)}.icon must be one of: ${icons}; got "cv"`,
    ]);
  });

  test("a file name that is a path", () => {
    expect(linesFor({ label: "CV", file: "../cv.pdf", icon: "resume" })).toEqual([
      `${at(1)}.file must be a file name in content/files, such as "resume.pdf"; got "../cv.pdf"`,
    ]);
  });

  test("a file that is not in content/files; the résumé says how to print it", () => {
    expect(linesFor({ label: "CV", file: "resume.pdf", icon: "resume" })).toEqual([
      `${at(1)}.file must name a file in content/files (found: cv.pdf); \`npm run resume:pdf\` prints your About into it; got "resume.pdf"`,
    ]);
    expect(linesFor({ label: "CV", file: "cv-2.pdf", icon: "resume" })).toEqual([
      `${at(1)}.file must name a file in content/files (found: cv.pdf); got "cv-2.pdf"`,
    ]);
  });
});

describe("a profile that is neither", () => {
  test("without a url or a file, it says so", () => {
    expect(linesFor({ label: "Site", icon: "website" })).toEqual([
      `${at(1)} must have either a "url" or a "file"; got {"label":"Site","icon":"website"}`,
    ]);
  });

  test("what is wrong besides is named too", () => {
    expect(linesFor({ label: "", icon: "globe" })).toEqual([
      `${at(1)} must have either a "url" or a "file"; got {"label":"","icon":"globe"}`,
      `${at(1)}.label must be non-empty text; got ""`,
      `${at(1)}.icon must be one of: ${icons}; got "globe"`,
    ]);
  });

  test("a profile written as a bare URL", () => {
    expect(linesFor("https://ama.example")).toEqual([
      `${at(1)} must be an object; got "https://ama.example"`,
    ]);
  });
});
