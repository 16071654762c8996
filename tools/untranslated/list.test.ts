import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, test } from "vitest";

// npm run untranslated in a folder of its own: the template's sample owner
// (tests/fixtures/sample/content/) in Japanese and Arabic too, read as the
// build reads it. Each runs the command in a process of its own: seconds, not
// milliseconds, on a busy machine.

const languages = `import type { LanguagesInput } from "./schema/languages.ts";
export const languages: LanguagesInput = {
  ja_JP: {
    owner: { greeting: "こんにちは", bio: "作っています。", jobTitle: "エンジニア", description: "エンジニアです。", headshotAlt: "写真", knowsAbout: ["Go"] },
    links: { address: "ラゴス" },
    copy: { blog: { description: "記事。", intro: "書いています。" } },
  },
  ar_EG: { owner: { greeting: "مرحبًا" } },
};
`;

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The sample's content/ in a folder of its own, with `languages` as content/languages.ts. */
function run(languagesFile?: string) {
  const root = mkdtempSync(join(tmpdir(), "untranslated-"));
  roots.push(root);
  cpSync(resolve("tests/fixtures/sample/content"), join(root, "content"), { recursive: true });
  for (const file of ["owner", "links", "copy", "theme", "posts", "projects", "overrides"]) {
    const path = join(root, "content", `${file}.ts`);
    // The fixture's schema imports point back at the project's; the copy has its own.
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace(
        /from "(?:\.\.\/){4}content\/schema\//g,
        'from "./schema/',
      ),
    );
  }
  cpSync(resolve("content/schema"), join(root, "content/schema"), { recursive: true });
  if (languagesFile) writeFileSync(join(root, "content/languages.ts"), languagesFile);
  symlinkSync(resolve("node_modules"), join(root, "node_modules"), "dir");
  const out = spawnSync(
    process.execPath,
    ["--import", "tsx", resolve("tools/untranslated/list.ts")],
    {
      cwd: root,
      encoding: "utf8",
      env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITE_"))),
    },
  );
  return { status: out.status, output: `${out.stdout}${out.stderr}` };
}

test("lists each word every other language leaves in the default one, as content/languages.ts names it", () => {
  const { status, output } = run(languages);
  expect(status).toBe(0);
  expect(output).toMatch(
    /^ja_JP: 3 left in "en-US":\n {2}languages\.ja_JP\.owner\.about\n {2}languages\.ja_JP\.copy\.projects\.description\n {2}languages\.ja_JP\.copy\.projects\.intro$/m,
  );
  expect(output).toMatch(/^ar_EG: 11 left in "en-US":/m);
  expect(output).toContain("  languages.ar_EG.links.address");
  expect(output).toContain("sameInEveryLanguage");
}, 30_000);

test("a word said once to be the same in every language is not listed", () => {
  const { output } = run(`${languages}export const sameInEveryLanguage = ["Lagos, Nigeria"];\n`);
  expect(output).toMatch(/^ar_EG: 10 left in "en-US":/m);
  expect(output).not.toContain("languages.ar_EG.links.address");
}, 30_000);

test("a site in one language has nothing to list", () => {
  expect(run().output).toContain("Your site is in one language");
}, 30_000);
