import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { applyMigrations } from "./apply.ts";
import { addProperty } from "./content-edit.ts";
import type { Migration } from "./migration.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "migrations-"));
  mkdirSync(join(root, "content"));
  writeFileSync(join(root, "content/owner.ts"), 'export const owner = {\n  name: "Ada",\n};\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const adds = (release: string, key: string): Migration => ({
  id: `add-${key}`,
  release,
  description: `adds owner.${key}`,
  migrate(files) {
    files.write(
      "content/owner.ts",
      addProperty(files.read("content/owner.ts")!, "owner", key, `"${release}"`),
    );
  },
});
const owner = () => readFileSync(join(root, "content/owner.ts"), "utf8");

test("runs the migrations of releases newer than the fork's, oldest first, and reports what changed", () => {
  const list = [
    adds("1.3.0", "third"),
    adds("1.1.0", "first"),
    adds("1.0.0", "old"),
    adds("1.2.0", "second"),
  ];
  const applied = applyMigrations(root, "1.0.0", list);
  expect(applied.map(({ id }) => id)).toEqual(["add-first", "add-second", "add-third"]);
  expect(applied[0]).toEqual({
    id: "add-first",
    release: "1.1.0",
    description: "adds owner.first",
    files: ["content/owner.ts"],
  });
  expect(owner()).toBe(
    'export const owner = {\n  name: "Ada",\n  first: "1.1.0",\n  second: "1.2.0",\n  third: "1.3.0",\n};\n',
  );
  // Idempotent: run again on migrated content, nothing changes and nothing is listed.
  expect(applyMigrations(root, "1.0.0", list)).toEqual([]);
  expect(applyMigrations(root, "1.3.0", list)).toEqual([]);
});

test("a migration may create a file the release needs, in a folder of its own", () => {
  const creates: Migration = {
    ...adds("1.1.0", "x"),
    migrate: (files) =>
      files.read("content/i18n/pt.ts") ??
      files.write("content/i18n/pt.ts", "export const pt = {};\n"),
  };
  expect(applyMigrations(root, "1.0.0", [creates])[0]!.files).toEqual(["content/i18n/pt.ts"]);
  expect(readFileSync(join(root, "content/i18n/pt.ts"), "utf8")).toBe("export const pt = {};\n");
  expect(applyMigrations(root, "1.0.0", [creates])).toEqual([]);
});

test("a migration may write only the owner's files, and only what parses", () => {
  const schema: Migration = {
    ...adds("1.1.0", "x"),
    migrate: (files) => files.write("content/schema/owner.ts", ""),
  };
  expect(() => applyMigrations(root, "1.0.0", [schema])).toThrow(
    "migration add-x may write only content/ files, not content/schema/owner.ts",
  );
  const broken: Migration = {
    ...adds("1.1.0", "y"),
    migrate: (files) => files.write("content/owner.ts", "export const = ;"),
  };
  expect(() => applyMigrations(root, "1.0.0", [broken])).toThrow(
    /^migration add-y broke content\/owner\.ts: /,
  );
  const json: Migration = {
    ...adds("1.1.0", "z"),
    migrate: (files) => files.write("content/imported/posts.json", "["),
  };
  expect(() => applyMigrations(root, "1.0.0", [json])).toThrow(
    /^migration add-z broke content\/imported\/posts\.json: /,
  );
  expect(owner()).toBe('export const owner = {\n  name: "Ada",\n};\n');
});
