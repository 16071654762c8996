import type { Element, Root } from "hast";
import { expect, test } from "vitest";
import { markListDigits } from "./list-numbers.ts";

const list = (items: number, start?: number): Element => ({
  type: "element",
  tagName: "ol",
  properties: start === undefined ? {} : { start },
  children: Array.from({ length: items }, () => ({
    type: "element",
    tagName: "li",
    properties: {},
    children: [{ type: "text", value: "a" }],
  })),
});

const classOf = (element: Element) => {
  markListDigits({ type: "root", children: [element] } satisfies Root);
  return element.properties.className;
};

test("a list whose numbers reach 10, 100 or 1000 is marked with its widest number's digits", () => {
  expect(classOf(list(9))).toBeUndefined();
  expect(classOf(list(10))).toEqual(["list-digits-2"]);
  expect(classOf(list(2, 10))).toEqual(["list-digits-2"]);
  expect(classOf(list(1, 99))).toEqual(["list-digits-2"]);
  expect(classOf(list(2, 99))).toEqual(["list-digits-3"]);
  expect(classOf(list(1, 123456))).toEqual(["list-digits-4"]);
});
