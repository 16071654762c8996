import { z } from "zod";
import { expect, test } from "vitest";
import { fieldsAt } from "./schema-fields.ts";

const schema = z.object({
  owner: z.strictObject({ name: z.string(), bio: z.string().optional() }),
  languages: z
    .record(z.string(), z.strictObject({ owner: z.strictObject({ name: z.string() }).optional() }))
    .optional(),
  more: z
    .array(z.union([z.object({ url: z.string() }), z.object({ file: z.string() })]))
    .default([]),
});

test("the fields of an object, through records, lists, optional and default wrappers and unions", () => {
  expect(fieldsAt(schema, [])).toEqual(["owner", "languages", "more"]);
  expect(fieldsAt(schema, ["owner"])).toEqual(["name", "bio"]);
  expect(fieldsAt(schema, ["languages", "ja_JP"])).toEqual(["owner"]);
  expect(fieldsAt(schema, ["languages", "ja_JP", "owner"])).toEqual(["name"]);
  expect(fieldsAt(schema, ["more", 3])).toEqual(["url", "file"]);
  expect(fieldsAt(schema, ["nowhere", "at all"])).toEqual([]);
});
