import { describe, expect, test } from "vitest";
import { settingsError } from "./settings-error.test-support.ts";
import type { SettingName } from "./settings-schema.ts";

// The bad inputs issue 5 lists, for every setting, each checked against the
// exact line the build prints: the setting, the rule and the value. The
// broader cases live in settings-schema.test.ts; this file makes sure none
// of the listed ones is missing for any setting.

function problemLines(env: Record<string, string>): string[] {
  return settingsError(env)
    .message.split("\n")
    .filter((line) => line.startsWith("  - "));
}

const line = (name: SettingName, rule: string, value: string) =>
  `  - ${name} ${rule}; got ${JSON.stringify(value)}`;

const numbers = [
  ["VITE_BLOG_DESCRIPTION_LIMIT", 50],
  ["VITE_PROJECT_DESCRIPTION_LIMIT", 50],
  ["VITE_SECTION_CONTENT_LIMIT", 2],
] as const;

describe.each(numbers)("%s", (name, min) => {
  const rule = `must be a whole number of at least ${min}`;
  test.each([
    ["empty", ""],
    ["not a number", "many"],
    ["not a number (NaN)", "NaN"],
    ["not a number (Infinity)", "Infinity"],
    ["fractional", `${min}.5`],
    ["fractional with a zero fraction", `${min}.0`],
    ["negative", `-${min}`],
    ["negative fractional", "-12.5"],
    ["below its minimum", String(min - 1)],
    ["digits that are not ASCII", "٥٠"],
    ["a sign", `+${min}`],
    ["digit separators", "1_000"],
    ["a URL", "https://example.com"],
    ["a javascript: URL", "javascript:alert(1)"],
  ])("%s is refused", (_label, value) => {
    expect(problemLines({ [name]: value })).toEqual([line(name, rule, value)]);
  });
});

const urls = ["VITE_LINKEDIN_URL", "VITE_GITHUB_URL", "VITE_TWITTER_URL", "VITE_BASE_URL"] as const;

describe.each(urls)("%s", (name) => {
  const rule = "must be an absolute http(s) URL";
  test.each([
    ["empty", ""],
    ["blank", "  "],
    ["malformed: a space in the host", "https://exa mple.com"],
    ["malformed: an invalid port", "http://example.com:99999"],
    ["malformed: an unclosed IPv6 host", "http://[::1"],
    ["malformed: a forbidden host character", "http://exa<mple.com"],
    ["malformed: a number", "42"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a javascript: URL in capitals", "JavaScript:alert(1)"],
    ["a javascript: URL with leading space", " javascript:alert(1)"],
    ["a javascript: URL split by a tab", "java\tscript:alert(1)"],
    ["a javascript: URL that looks like it has a host", "javascript://example.com/%0aalert(1)"],
    ["a vbscript: URL", "vbscript:msgbox(1)"],
    ["a file: URL", "file:///etc/passwd"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
  ])("%s is refused", (_label, value) => {
    expect(problemLines({ [name]: value })).toEqual([line(name, rule, value)]);
  });
});

describe("VITE_ADDRESS", () => {
  test.each(["", " ", "\n"])("%j is refused as empty", (value) => {
    expect(problemLines({ VITE_ADDRESS: value })).toEqual([
      line("VITE_ADDRESS", "must not be empty", value),
    ]);
  });
});

describe("VITE_BASE_PATH", () => {
  const rule = 'must be a path that starts and ends with "/", such as "/" or "/portfolio/"';
  test.each([
    ["empty", ""],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a query", "/portfolio/?x=1/"],
  ])("%s is refused", (_label, value) => {
    expect(problemLines({ VITE_BASE_PATH: value })).toEqual([line("VITE_BASE_PATH", rule, value)]);
  });
});
