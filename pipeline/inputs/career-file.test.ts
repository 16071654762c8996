import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { careerSources, readCareerFiles } from "./career-file.ts";

const root = () => {
  const dir = mkdtempSync(join(tmpdir(), "career-file-"));
  mkdirSync(join(dir, "content/imported"), { recursive: true });
  return dir;
};

test("without the files: nothing, and no error", () => {
  const files = readCareerFiles(root());
  expect(files).toEqual({ experience: undefined, importedExperience: undefined });
  expect(careerSources(files)).toEqual({ written: false, imported: false });
});

test("content/experience.ts as a fork writes it (a type import, constants) and the imported JSON", () => {
  const dir = root();
  writeFileSync(
    join(dir, "content/experience.ts"),
    [
      'import type { ExperienceInput } from "./schema/experience.ts";',
      'const now = "2021-03";',
      'export const experience: ExperienceInput = { work: [{ organization: "Acme", role: "Engineer", start: now }] };',
    ].join("\n"),
  );
  writeFileSync(join(dir, "content/imported/experience.json"), '{ "work": [] }\n');
  expect(readCareerFiles(dir)).toEqual({
    experience: { work: [{ organization: "Acme", role: "Engineer", start: "2021-03" }] },
    importedExperience: { work: [] },
  });
  // Stage 7's advice names both files, even when the imported one lists nothing.
  expect(careerSources(readCareerFiles(dir))).toEqual({ written: true, imported: true });
});
