import { expect, test } from "vitest";
import { parseToml, TomlError } from "./toml.ts";

test("Hugo's and Zola's front matter: dates kept as written, tables, arrays over lines, inline tables", () => {
  const text = `title = "Tokyo \\"Nights\\""
date = 2023-12-01T07:45:00+09:00
day = 2024-02-10
draft = false
weight = 1_000
tags = [
  "Go", # a comment
  'latency',
]
description = """
Two lines \\
joined."""

[taxonomies]
tags = ["astronomy"]

[extra]
canonical_url = "https://example.com/p"
cover = { image = "a.png", alt = "An A" }
`;
  expect(parseToml(text)).toEqual({
    title: 'Tokyo "Nights"',
    date: "2023-12-01T07:45:00+09:00",
    day: "2024-02-10",
    draft: false,
    weight: 1000,
    tags: ["Go", "latency"],
    description: "Two lines joined.",
    taxonomies: { tags: ["astronomy"] },
    extra: { canonical_url: "https://example.com/p", cover: { image: "a.png", alt: "An A" } },
  });
});

test("dates stay the text written, in tables and arrays, never moved to UTC", () => {
  const text = `day = 2024-01-31
late = 2024-01-31T23:30:00-05:00
utc = 2024-01-31T23:30:00Z
local = 2024-01-31 23:30:00
precise = 2024-01-31T23:30:00.250+05:30
at = 07:45:00
days = [2024-01-31, 2024-02-01]
[[extra.events]]
when = 2024-01-31T23:30:00-05:00
`;
  expect(parseToml(text)).toEqual({
    day: "2024-01-31",
    late: "2024-01-31T23:30:00-05:00",
    utc: "2024-01-31T23:30:00Z",
    local: "2024-01-31T23:30:00",
    precise: "2024-01-31T23:30:00.25+05:30",
    at: "07:45:00",
    days: ["2024-01-31", "2024-02-01"],
    extra: { events: [{ when: "2024-01-31T23:30:00-05:00" }] },
  });
});

test("a mistake names its line", () => {
  expect(() => parseToml('title = "A"\ndate = \n')).toThrow(TomlError);
  expect(() => parseToml('title = "A"\ndate = \n')).toThrow(/^line 2: invalid value$/);
  expect(() => parseToml('title = "A"\ntitle = "B"\n')).toThrow(
    "line 2: trying to redefine an already defined table or value",
  );
  expect(() => parseToml('title = "never closed\n')).toThrow(
    "line 1: control characters are not allowed in strings",
  );
});

test("a day its month does not have is a mistake, not the next month's day", () => {
  expect(() => parseToml('title = "A"\ndate = 2023-02-29T10:00:00+09:00\n')).toThrow(
    "line 2: 2023-02-29 is not a day of its month",
  );
  expect(() => parseToml("date = 2024-04-31\n")).toThrow(
    "line 1: 2024-04-31 is not a day of its month",
  );
});
