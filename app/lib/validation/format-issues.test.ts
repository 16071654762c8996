import { z } from "zod";
import { describe, expect, test } from "vitest";
import { formatIssues, plainErrors } from "./format-issues.ts";

// Every message zod would word for programmers, in plain language, and
// unions reported as the branch the value meant.

function lines(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: plainErrors, reportInput: true });
  expect(result.success, "the value should be refused").toBe(false);
  const describe = (path: PropertyKey[]) => ({
    label: `x${path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("")}`,
    value: path.reduce<unknown>(
      (node, key) => (node as Record<PropertyKey, unknown>)?.[key],
      value,
    ),
  });
  return formatIssues(result.error!.issues, describe).split("\n");
}

describe("plainErrors", () => {
  test.each([
    [z.object({ a: z.string() }), {}, "  - x.a is required; got nothing (the field is missing)"],
    [z.object({ a: z.string() }), { a: 1 }, "  - x.a must be text; got 1"],
    [z.object({ a: z.array(z.string()) }), { a: "b" }, '  - x.a must be a list; got "b"'],
    [z.enum(["red", "green"]), "blue", '  - x must be one of: red, green; got "blue"'],
    [z.literal("me"), "you", '  - x must be "me"; got "you"'],
    [z.array(z.string()).min(2), ["a"], '  - x must have at least 2 entries; got ["a"]'],
    [z.array(z.string()).max(1), ["a", "b"], '  - x must have at most 1 entry; got ["a","b"]'],
    [z.array(z.string()).length(3), [], "  - x must have exactly 3 entries; got []"],
    [z.string().min(3), "ab", '  - x must have at least 3 characters; got "ab"'],
  ])("%#: %j", (schema, value, line) => {
    expect(lines(schema, value)).toEqual([line]);
  });

  test("a schema's own message wins", () => {
    expect(lines(z.enum(["a"], { message: "must be a" }), "b")).toEqual([
      '  - x must be a; got "b"',
    ]);
  });
});

describe("unions: the branch the value meant", () => {
  const contact = z.union(
    [
      z.object({
        kind: z.enum(["web"]),
        url: z.string().startsWith("https://", "must start with https://"),
      }),
      z.object({ kind: z.enum(["web"]), file: z.string().endsWith(".pdf", "must end in .pdf") }),
    ],
    { error: 'must have a "url" or a "file"' },
  );

  test("the one whose fields are there, with every issue of it", () => {
    expect(lines(contact, { kind: "mail", url: "http://a" })).toEqual([
      '  - x.kind must be "web"; got "mail"',
      '  - x.url must start with https://; got "http://a"',
    ]);
    expect(lines(contact, { kind: "web", file: "a.doc" })).toEqual([
      '  - x.file must end in .pdf; got "a.doc"',
    ]);
  });

  test("none: the union's own rule, and what every branch agrees on", () => {
    expect(lines(contact, { kind: "mail" })).toEqual([
      '  - x must have a "url" or a "file"; got {"kind":"mail"}',
      '  - x.kind must be "web"; got "mail"',
    ]);
  });

  test("values of other kinds: what the branches agree on, else the union's rule", () => {
    const id = z.union([z.string().regex(/^\d+$/), z.string().email()], {
      error: "must be a number or an e-mail address",
    });
    expect(lines(id, "x")).toEqual(['  - x must be a number or an e-mail address; got "x"']);
    expect(lines(id, 7)).toEqual(["  - x must be text; got 7"]);
  });

  test("a union of values without a message of its own names each", () => {
    expect(lines(z.union([z.literal("a"), z.number()]), true)).toEqual([
      '  - x must be "a" or a number; got true',
    ]);
  });

  test("a union inside a union is resolved too", () => {
    const outer = z.union([
      z.object({ id: z.union([z.literal(1), z.literal(2)]) }),
      z.object({ name: z.string() }),
    ]);
    expect(lines(outer, { id: 3 })).toEqual(["  - x.id must be 1 or 2; got 3"]);
  });
});
