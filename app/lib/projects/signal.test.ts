import { expect, test } from "vitest";
import { ar } from "../i18n/dictionaries/ar.ts";
import { en } from "../i18n/dictionaries/en.ts";
import { ja } from "../i18n/dictionaries/ja.ts";
import { formatMonth, projectSignal } from "./signal.ts";

const project = { url: "https://github.com/a/b", title: "b", description: "B.", tech: [] };

test("a project without a signal shows none", () => {
  expect(projectSignal(project, "en-US", en)).toBeUndefined();
  expect(projectSignal({ ...project, stars: 0, forks: 0 }, "en-US", en)).toBeUndefined();
});

test("stars and forks compact, heard in full; the month updated; archived", () => {
  const signal = { stars: 1234, forks: 1, updated: "2025-03", archived: true };
  expect(projectSignal({ ...project, ...signal }, "en-US", en)).toEqual({
    stars: { shown: "1.2K", spoken: "1,234 stars" },
    forks: { shown: "1", spoken: "1 fork" },
    updated: { iso: "2025-03", text: "Updated March 2025" },
    archived: "Archived",
  });
});

test("in the site's language, its plural rules and its calendar", () => {
  expect(projectSignal({ ...project, stars: 2, updated: "2025-03" }, "ar", ar)).toMatchObject({
    stars: { spoken: "نجمتان" },
    updated: { text: `حُدّث في ${formatMonth("2025-03", "ar")}` },
  });
  expect(projectSignal({ ...project, stars: 12000 }, "ja", ja)?.stars).toEqual({
    shown: "1.2万",
    spoken: "スター12,000件",
  });
  // Solar Hijri, Persian digits: mid-March 2025 is in Esfand 1403.
  expect(formatMonth("2025-03", "fa").split(" ").sort()).toEqual(["اسفند", "۱۴۰۳"].sort());
  expect(formatMonth("2025-12", "en-US")).toBe("December 2025");
});
