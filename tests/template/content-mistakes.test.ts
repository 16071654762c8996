import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { profileIcons } from "../../content/schema/site.ts";
import { buildCopy, makeProjectCopy } from "../harness/sites/project-copy";
import { personaContent } from "../fixtures/personas/pt-br";

// A fork's mistakes in content/, through the real commands in a copy of the
// project: each prints one line naming the file, and nothing of React
// Router's config loader or a stack trace.
const dir = ".test-builds/content-mistakes";
let valid: Record<string, string | Buffer>;

beforeAll(async () => {
  valid = await personaContent();
  makeProjectCopy(dir, valid);
}, 60_000);

/** Writes `files` over the valid content, and puts the rest back. */
function content(files: Record<string, string>) {
  for (const [file, text] of Object.entries({ ...valid, ...files }))
    writeFileSync(join(dir, file), text);
}

/** Runs a command of package.json as npm runs it, in the copy. */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: dir, encoding: "utf8", timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
const tsx = (script: string, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", script, ...args]);

const links = `import type { LinksInput } from "./schema/site.ts";

export const links: LinksInput = {
  linkedin: "https://www.linkedin.com/in/camiladuarte",
  github: "https://github.com/camiladuarte"
  twitter: "https://x.com/camiladuarte",
  address: "Porto Alegre, Brasil",
  baseUrl: "https://camiladuarte.com.br",
};
`;
const missingComma =
  'content/links.ts:6:3: Expected "}" but found "twitter" (is a "," missing before it?)\n';

describe("a missing comma in content/links.ts is one line, in every command that loads it", () => {
  beforeAll(() => content({ "content/links.ts": links }));

  test("npm run build", () => {
    expect(tsx("pipeline/build.ts")).toEqual({ status: 1, stdout: "", stderr: missingComma });
    expect(existsSync(join(dir, "build"))).toBe(false);
  });

  test.each([["typegen"], ["dev"]])(
    "react-router %s (npm run typecheck, npm run dev)",
    (command) => {
      expect(tsx("pipeline/react-router.ts", command)).toEqual({
        status: 1,
        stdout: "",
        stderr: missingComma,
      });
    },
  );

  test("npm start: the build's line, and the server never starts", () => {
    const started = run("npm", ["start", "--silent"]);
    expect(started.status).toBe(1);
    expect(started.stdout).toBe("");
    expect(started.stderr.split("\n").filter((l) => l && !l.startsWith("npm warn"))).toEqual([
      missingComma.trim(),
    ]);
  });
});

test.each([
  [
    "imported JSON that is not JSON",
    { "content/imported/posts.json": '[\n  { "url": "https://a.example/x", }\n]\n' },
    "content/imported/posts.json:2:33: JSON does not support trailing commas\n",
  ],
  [
    "a content file that throws when loaded",
    {
      "content/theme.ts":
        'const named: Record<string, string> = {};\nexport const theme = { accent: { light: named.purple!.trim(), dark: "#be95ff" } };\n',
    },
    "content/theme.ts:2:55: throws when loaded: TypeError: Cannot read properties of undefined (reading 'trim')\n",
  ],
  [
    "a content file that imports one that is not there",
    { "content/theme.ts": 'export { theme } from "./colours.ts";\n' },
    "content/theme.ts: imports content/colours.ts, which does not exist\n",
  ],
])("%s: one line from npm run build", (_case, files, line) => {
  content(files);
  expect(tsx("pipeline/build.ts")).toEqual({ status: 1, stdout: "", stderr: line });
});

test("a profile with a bad URL and an unknown icon: the rule of each, from the real build", () => {
  content({
    "content/links.ts": links.replace(
      '"https://github.com/camiladuarte"\n',
      '"https://github.com/camiladuarte",\n  more: [{ label: "Site", url: "camiladuarte.com.br", icon: "globe" }],\n',
    ),
  });
  const build = buildCopy(dir);
  expect(build.status).toBe(1);
  expect(build.output).toBe(
    [
      "",
      "The site was not built.",
      "",
      "Invalid content:",
      '  - content/links.ts: links.more[0].url must be an absolute http(s) URL or a mailto: address; got "camiladuarte.com.br"',
      `  - content/links.ts: links.more[0].icon must be one of: ${profileIcons.join(", ")}; got "globe"`,
      "",
      "",
      "Build failed.",
      "",
    ].join("\n"),
  );
});

test("a bad content/languages.ts: one line a mistake, from the real build, and nothing built", () => {
  content({
    "content/languages.ts": [
      'import type { LanguagesInput } from "./schema/languages.ts";',
      "export const languages: LanguagesInput = {",
      "  japanese: {},",
      "  pt_BR: {},",
      '  en_US: { owner: { about: ["One."] } },',
      "};",
      "",
    ].join("\n"),
  });
  const build = buildCopy(dir);
  rmSync(join(dir, "content/languages.ts"));
  expect(build.status).toBe(1);
  expect(build.output.split("\n").filter((line) => line.startsWith("  - "))).toEqual([
    '  - content/languages.ts: languages.japanese is not a valid name here: must look like "en_US" or "pt_BR" (did you mean "ja_JP"?); got "japanese"',
    '  - content/languages.ts: languages.en_US.owner.about must have exactly three paragraphs; got ["One."]',
    `  - content/languages.ts: languages.pt_BR is the site's own language (content/owner.ts: owner.locale "pt_BR"): its words are content/owner.ts's and content/copy.ts's; remove it here; got "pt_BR"`,
  ]);
  expect(existsSync(join(dir, "build"))).toBe(false);
});
