import { expect, test } from "vitest";
import { addProperty, renameProperty, syntaxErrors } from "./content-edit.ts";

const owner = `import type { OwnerInput } from "./schema/owner.ts";

// Replace these with your own details.
export const owner: OwnerInput = {
  name: "Ada Okafor", // as on my passport
  /* the photo */ headshot: "ada.png",
  links: { "old-site": "https://ada.example" },
  locale: "en_GB"
};
`;

test("renameProperty changes only the key, keeping comments and formatting, and is idempotent", () => {
  const renamed = renameProperty(owner, "owner.headshot", "photo");
  expect(renamed).toBe(owner.replace("headshot:", "photo:"));
  expect(renameProperty(renamed, "owner.headshot", "photo")).toBe(renamed);
  expect(renameProperty(owner, "owner.links.old-site", "former site")).toContain(
    '{ "former site": "https://ada.example" }',
  );
});

test("renameProperty refuses to lose a value: the new key is there already", () => {
  expect(() => renameProperty(owner, "owner.name", "locale")).toThrow(
    "owner.name cannot become locale: there is a locale already",
  );
});

test("addProperty adds a last line indented like the others, a comma where one is missing, once", () => {
  const added = addProperty(owner, "owner", "pronouns", '"she/her"');
  expect(added).toBe(
    owner.replace('  locale: "en_GB"\n', '  locale: "en_GB",\n  pronouns: "she/her",\n'),
  );
  expect(addProperty(added, "owner", "pronouns", '"they/them"')).toBe(added);
  expect(addProperty(owner, "owner.links", "blog", '"https://b.example"')).toContain(
    '{ "old-site": "https://ada.example", blog: "https://b.example" }',
  );
  const trailing = "export const theme = {\n\taccent: 1, // mine\n};\n";
  expect(addProperty(trailing, "theme", "dark", "2")).toBe(
    "export const theme = {\n\taccent: 1, // mine\n\tdark: 2,\n};\n",
  );
  expect(addProperty("export const x = {} satisfies object;\n", "x", "a", "1")).toBe(
    "export const x = { a: 1 } satisfies object;\n",
  );
});

test("an edit that would not parse, or has nowhere to go, is refused", () => {
  expect(() => addProperty(owner, "owner", "bad", "{")).toThrow(/^the edit would not parse: /);
  expect(() => addProperty(owner, "links", "x", "1")).toThrow(
    "there is no object links to add x to",
  );
  expect(syntaxErrors(owner)).toEqual([]);
  expect(syntaxErrors("export const = 1;")).not.toEqual([]);
});
