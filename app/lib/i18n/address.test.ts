import { describe, expect, test } from "vitest";
import { addressLine, shownAddress, splitAddress } from "./address.ts";

describe("splitAddress: city first, country last, whatever comma the script uses", () => {
  test.each([
    ["Lagos, Nigeria", "Lagos", "Nigeria"],
    ["Lagos ,   Nigeria", "Lagos", "Nigeria"],
    ["  Lagos,Nigeria  ", "Lagos", "Nigeria"],
    ["大阪、日本", "大阪", "日本"],
    ["上海，中国", "上海", "中国"],
    ["القاهرة، مصر", "القاهرة", "مصر"],
    ["Ikeja, Lagos, Nigeria", "Ikeja", "Nigeria"],
  ])("%j", (line, city, country) => {
    expect(splitAddress(line)).toEqual({ city, country });
  });

  test("one name is the city", () => {
    expect(splitAddress(" Lagos ")).toEqual({ city: "Lagos", country: undefined });
  });
});

describe("addressLine: city and country joined as their script joins them", () => {
  test.each([
    ["Lagos", "Nigeria", "Lagos, Nigeria"],
    ["大阪", "日本", "大阪、日本"],
    ["القاهرة", "مصر", "القاهرة، مصر"],
    ["Tel Aviv", undefined, "Tel Aviv"],
    [undefined, "Deutschland", "Deutschland"],
  ])("%s + %s", (city, country, line) => {
    expect(addressLine(city, country)).toBe(line);
  });
});

describe("shownAddress: each language's line, unless VITE_ADDRESS set one for all", () => {
  const defaults = { city: "Berlin", country: "Deutschland" };
  const turkish = { city: "Berlin", country: "Almanya" };

  test("the content's line: each language shows its own", () => {
    expect(shownAddress("Berlin, Deutschland", defaults, turkish)).toEqual({
      fromContent: true,
      line: "Berlin, Almanya",
    });
    expect(shownAddress("Berlin, Deutschland", defaults, { address: "ベルリン" }).line).toBe(
      "ベルリン",
    );
  });

  test("a line the setting changed is shown as written in every language", () => {
    expect(shownAddress("Remote", defaults, turkish)).toEqual({
      fromContent: false,
      line: "Remote",
    });
  });
});
