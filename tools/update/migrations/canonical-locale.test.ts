import { expect, test } from "vitest";
import { locale } from "../../../content/schema/locale.ts";
import { canonicalLocale } from "./canonical-locale.ts";

function migrated(owner: string): string {
  const files = new Map([["content/owner.ts", owner]]);
  canonicalLocale.migrate({
    read: (path) => files.get(path),
    write: (path, text) => void files.set(path, text),
  });
  return files.get("content/owner.ts")!;
}

test.each([
  ["iw_IL", "he_IL"],
  ["per", "fa"],
  ["en_UK", "en_GB"],
  ["in_ID", "id_ID"],
])("a locale 1.1.0 took, %s, becomes %s, which the schema takes", (before, after) => {
  const owner = `export const owner = {\n  name: "Ada", // hers\n  locale: "${before}",\n};\n`;
  expect(locale.safeParse(before).success).toBe(false);
  expect(migrated(owner)).toBe(owner.replace(before, after));
  expect(locale.safeParse(after).success).toBe(true);
});

test("a standard locale, a single-quoted one, or none: nothing changes once right", () => {
  const fine = 'export const owner = {\n  locale: "pt_BR",\n};\n';
  expect(migrated(fine)).toBe(fine);
  expect(migrated("export const owner = {\n  locale: 'iw_IL',\n};\n")).toBe(
    "export const owner = {\n  locale: 'he_IL',\n};\n",
  );
  expect(migrated("export const owner = {};\n")).toBe("export const owner = {};\n");
  const once = migrated('export const owner = { locale: "iw_IL" };\n');
  expect(migrated(once)).toBe(once);
});
