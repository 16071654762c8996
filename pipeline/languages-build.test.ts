import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { joinAssets } from "./languages-build.ts";

// Another language's build adds to the site's one assets/ folder: what is new
// joins it, what is there already must be the same file, or the build stops.

function folders(site: Record<string, string>, language: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "join-assets-"));
  for (const [name, files] of [
    ["site", site],
    ["language", language],
  ] as const) {
    mkdirSync(join(dir, name));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, name, file), text);
  }
  return { into: join(dir, "site"), from: join(dir, "language") };
}

test("a language's new files join the site's, and the ones there already stay one copy", () => {
  const { from, into } = folders(
    { "entry.client-Dmc66qsh.js": "app", "app-BkTqF5_h.css": "en" },
    { "entry.client-Dmc66qsh.js": "app", "app-CL67---x.css": "ja", "hydrate-7C6pLC7b.js": "ja" },
  );
  expect(joinAssets(from, into)).toBeUndefined();
  expect(readdirSync(into).sort()).toEqual([
    "app-BkTqF5_h.css",
    "app-CL67---x.css",
    "entry.client-Dmc66qsh.js",
    "hydrate-7C6pLC7b.js",
  ]);
  expect(readFileSync(join(into, "app-CL67---x.css"), "utf8")).toBe("ja");
  expect(existsSync(from)).toBe(false);
});

test("a file named like the site's but with other bytes stops the build, naming it, and moves nothing", () => {
  const { from, into } = folders(
    { "root-fCNgkkSL.js": "the default language's" },
    { "root-fCNgkkSL.js": "another", "hydrate-7C6pLC7b.js": "ja" },
  );
  expect(joinAssets(from, into)).toMatch(
    /^the build made assets\/root-fCNgkkSL\.js unlike the file of the same name/,
  );
  expect(readFileSync(join(into, "root-fCNgkkSL.js"), "utf8")).toBe("the default language's");
  expect(readdirSync(into)).toEqual(["root-fCNgkkSL.js"]);
});
