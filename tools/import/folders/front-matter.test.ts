import { expect, test } from "vitest";
import { FrontMatterError, readPostFile } from "./front-matter.ts";

test("YAML between ---, its dates as written, the body after it", () => {
  const file = readPostFile("---\ntitle: Hello\ndate: 2024-01-05\n---\n\nBody.\n");
  expect(file).toEqual({
    data: { title: "Hello", date: "2024-01-05" },
    body: "\nBody.\n",
    format: "yaml",
    bodyLine: 5,
  });
});

test("TOML between +++, and Hexo's YAML without an opening ---", () => {
  expect(readPostFile('+++\ntitle = "Hi"\n+++\nBody\n')).toMatchObject({
    data: { title: "Hi" },
    format: "toml",
    body: "Body\n",
  });
  expect(readPostFile("title: 想法\ndate: 2021/3/7 09:15:00\n---\n\n还没想好。\n")).toMatchObject({
    data: { title: "想法", date: "2021/3/7 09:15:00" },
    body: "\n还没想好。\n",
  });
  // A rule in a file without front matter is Markdown, not front matter.
  expect(readPostFile("Some text\n\n---\n\nMore\n")).toMatchObject({ data: {}, format: "none" });
});

test("front matter that cannot be read says where", () => {
  expect(() => readPostFile("---\ntitle: a\n")).toThrow("opens with --- but never closes");
  expect(() => readPostFile("---\ntitle: a\ntags: [x\n---\n")).toThrow(FrontMatterError);
  expect(() => readPostFile('+++\ntitle = "a"\ntags = x\n+++\n')).toThrow(
    "its front matter is not valid TOML at line 3: invalid value",
  );
});

test("a file written on Windows (CRLF) reads the same", () => {
  expect(readPostFile("---\r\ntitle: Hi\r\n---\r\n\r\nBody\r\n")).toMatchObject({
    data: { title: "Hi" },
    body: "\r\nBody\r\n",
  });
});
