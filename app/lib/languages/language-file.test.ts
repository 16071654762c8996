import { expect, test } from "vitest";
import { languageFile } from "./language-file.ts";

test("a language's copy of a file carries its folder before the extension", () => {
  expect(languageFile("resume.pdf", "")).toBe("resume.pdf");
  expect(languageFile("resume.pdf", "ja")).toBe("resume.ja.pdf");
  expect(languageFile("cv.2025.pdf", "pt-br")).toBe("cv.2025.pt-br.pdf");
  expect(languageFile("key", "ja")).toBe("key.ja");
});
