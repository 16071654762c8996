import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { cardFonts, fontFile } from "./card-fonts.ts";

const dir = mkdtempSync(join(tmpdir(), "card-fonts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const packagesOf = (files: string[]) => [...new Set(files.map((file) => file.split("/files/")[0]))];

describe("cardFonts", () => {
  test("a Latin title needs Noto Sans's Latin subset alone", () => {
    expect(cardFonts("Measuring cold starts", "en")).toEqual({
      families: "Noto Sans",
      files: ["@fontsource/noto-sans/files/noto-sans-latin"],
    });
  });

  test.each([
    ["ru", "Почему адреса нельзя", "@fontsource/noto-sans", "Noto Sans"],
    ["el", "Γιατί οι διευθύνσεις", "@fontsource/noto-sans", "Noto Sans"],
    ["hi", "क्रिप्टो वॉलेट पते", "@fontsource/noto-sans", "Noto Sans"],
    ["ar", "لماذا لا يمكن", "@fontsource/noto-sans-arabic", "Noto Sans Arabic"],
    ["he", "למה אי אפשר", "@fontsource/noto-sans-hebrew", "Noto Sans Hebrew"],
    ["th", "ทำไมที่อยู่", "@fontsource/noto-sans-thai", "Noto Sans Thai"],
    ["ja", "冪等性キーの設計", "@fontsource/noto-sans-jp", "Noto Sans JP"],
    ["zh", "为什么钱包地址", "@fontsource/noto-sans-sc", "Noto Sans SC"],
    ["ko", "지갑 주소", "@fontsource/noto-sans-sc", "Noto Sans SC"],
  ])("%s: its script's family, and no other package", (lang, text, pkg, family) => {
    const fonts = cardFonts(text, lang);
    expect(fonts.families.split(",")[0]).toBe(family);
    expect(packagesOf(fonts.files)).toEqual([pkg]);
  });

  test("a Japanese title loads a few of the kanji subsets, not the hundred", () => {
    const { files } = cardFonts("分散システムにおける冪等性キーの設計", "ja");
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThan(10);
  });

  test("a word in another script takes that script's family after the language's own", () => {
    const fonts = cardFonts("Notes on עברית", "en");
    expect(fonts.families).toBe("Noto Sans,Noto Sans Hebrew");
  });
});

describe("fontFile", () => {
  test("unpacks a subset to TrueType once, and reuses it in the next build", () => {
    const file = fontFile("@fontsource/noto-sans/files/noto-sans-latin", 700, dir);
    expect(existsSync(file)).toBe(true);
    const written = statSync(file).mtimeMs;
    expect(fontFile("@fontsource/noto-sans/files/noto-sans-latin", 700, dir)).toBe(file);
    expect(statSync(file).mtimeMs).toBe(written);
  });
});
