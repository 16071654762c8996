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

test("a mistake names its line", () => {
  expect(() => parseToml('title = "A"\ndate = \n')).toThrow(TomlError);
  expect(() => parseToml('title = "A"\ndate = \n')).toThrow("line 2: a value is missing after =");
  expect(() => parseToml('title = "A"\ntitle = "B"\n')).toThrow('line 2: "title" is given twice');
  expect(() => parseToml('title = "never closed\n')).toThrow("line 1: a string is never closed");
});
