import { expect, test } from "vitest";
import { headersFile, redirectsFile } from "./host-files.ts";
import { cloudflareLimits, hostFileProblems } from "./host-limits.ts";

const rules = (count: number, value = "x") =>
  Array.from({ length: count }, (_, i) => `/p${i}\n  X-Test: ${value}`).join("\n");

test("the build's own files are within every limit, under a sub-path and with languages", () => {
  const files = ["404.html", ...Array.from({ length: 40 }, (_, i) => `l${i}/404.html`)];
  expect(hostFileProblems(headersFile("/portfolio/"), redirectsFile("/portfolio/", files))).toEqual(
    [],
  );
});

test("_headers: more than 100 rules, or a header line over 2,000 characters, as Cloudflare counts", () => {
  expect(hostFileProblems(rules(cloudflareLimits.headerRules))).toEqual([]);
  expect(hostFileProblems(rules(cloudflareLimits.headerRules + 1))).toEqual([
    "_headers has 101 rules; Cloudflare Pages reads at most 100.",
  ]);
  // The line is the header's name, its colon and space, and its value: 2,000 characters in all.
  const value = (length: number) => "v".repeat(length - "X-Test: ".length);
  expect(hostFileProblems(rules(1, value(2000)))).toEqual([]);
  expect(hostFileProblems(rules(1, value(2001)))).toEqual([
    "_headers: X-Test is 2001 characters; Cloudflare Pages sends none over 2000.",
  ]);
  // Comments are no rules.
  expect(hostFileProblems(`# ${"c".repeat(3000)}\n${rules(1)}`)).toEqual([]);
});

test("_redirects: 2,000 static and 100 dynamic rules, 1,000 characters a rule", () => {
  const redirects = (count: number, from: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => `${from(i)} /to 301`).join("\n");
  expect(
    hostFileProblems(
      "",
      redirects(2000, (i) => `/old/${i}`),
    ),
  ).toEqual([]);
  expect(
    hostFileProblems(
      "",
      redirects(2001, (i) => `/old/${i}`),
    ),
  ).toEqual(["_redirects has 2001 static rules; Cloudflare Pages reads at most 2000."]);
  expect(
    hostFileProblems(
      "",
      redirects(101, (i) => `/old/${i}/*`),
    ),
  ).toEqual(["_redirects has 101 dynamic rules; Cloudflare Pages reads at most 100."]);
  expect(
    hostFileProblems(
      "",
      redirects(1, (i) => `/:year/${i}`),
    ),
  ).toHaveLength(0);
  const long = `/${"a".repeat(995)}`;
  expect(hostFileProblems("", `${long} /to 301`)).toEqual([
    `_redirects: the rule for ${long.slice(0, 60)}… is 1004 characters; Cloudflare Pages reads none over 1000.`,
  ]);
});

test("_redirects: a rule after the first dynamic one counts as dynamic, as Cloudflare counts", () => {
  const dynamicFirst = [
    "/ja/*  /ja/404.html  404",
    ...Array.from({ length: 100 }, (_, i) => `/old/${i}  /to  301`),
  ];
  expect(hostFileProblems("", dynamicFirst.join("\n"))).toEqual([
    "_redirects has 101 dynamic rules; Cloudflare Pages reads at most 100.",
  ]);
  expect(hostFileProblems("", [...dynamicFirst.slice(1), dynamicFirst[0]].join("\n"))).toEqual([]);
});

test("the old addresses' lines come before the 404 rules, and stay within every limit", () => {
  const oldAddresses = Array.from({ length: 1000 }, (_, i) => [
    `/old/${i}  /blog/x  301!`,
    `/old/${i}  /blog/x  301`,
  ]).flat();
  const files = ["404.html", "ja/404.html"];
  const text = redirectsFile("/", files, oldAddresses)!;
  expect(text.indexOf("/old/999")).toBeLessThan(text.indexOf("/ja/*"));
  expect(hostFileProblems(headersFile("/"), text)).toEqual([]);
  expect(
    hostFileProblems(headersFile("/"), redirectsFile("/", files, [...oldAddresses, "/x  /y  301"])),
  ).toEqual(["_redirects has 2001 static rules; Cloudflare Pages reads at most 2000."]);
});
