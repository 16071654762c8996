import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
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

describe("a post's body and content/analytics.ts: every mistake at once, one line each, from the real build", () => {
  const slug = "dados-de-chuva";
  const postFile = `content/posts/${slug}/index.md`;
  const post = (body: string) =>
    `---\ntitle: Dados de chuva\ndescription: Como preenchemos lacunas.\npublishDate: 2025-02-10\n---\n\n${body}`;
  const goodBody = "Medimos a chuva.\n\n![Um gráfico](./grafico.jpg)\n\nEm $\\naosei{x}$ casos.\n";
  let good: { status: number; output: string };
  let home: string;

  beforeAll(() => {
    content({});
    mkdirSync(join(dir, `content/posts/${slug}`), { recursive: true });
    writeFileSync(join(dir, postFile), post(goodBody));
    copyFileSync(
      "tests/fixtures/local-posts/measuring-cold-starts/flame-graph.jpg",
      join(dir, `content/posts/${slug}/grafico.jpg`),
    );
    good = buildCopy(dir);
    home = readFileSync(join(dir, "build/client/index.html"), "utf8");
  }, 240_000);
  afterAll(() => {
    rmSync(join(dir, "content/posts"), { recursive: true, force: true });
    rmSync(join(dir, "content/analytics.ts"), { force: true });
    rmSync(join(dir, "build"), { recursive: true, force: true });
  });

  /** No stack trace and nothing of the bundler's: only what a person reads. */
  const forPeople = (output: string) => {
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/Rolldown|RollupError|\[plugin |✗|Build failed in|\{\s*$/m);
  };

  test("TeX the renderer cannot read shows as code, with one line of warning; the build goes on", () => {
    expect(good.status).toBe(0);
    forPeople(good.output);
    expect(good.output.split("\n").filter((line) => line.includes(postFile))).toEqual([
      `${postFile}:11: the TeX does not parse (Unsupported function name: \\naosei at position 1: \\̲n̲a̲o̲s̲e̲i̲{x}), so it shows as code`,
    ]);
    expect(existsSync(join(dir, `build/client/blog/${slug}/index.html`))).toBe(true);
  });

  test("a post's own mistakes, alone: one line each, exit 1, the last good build kept", () => {
    writeFileSync(
      join(dir, postFile),
      post("Medimos a chuva.\n\n![Um gráfico](./grafico.png)\n\n<script>alert(1)</script>\n"),
    );
    const build = buildCopy(dir);
    expect(build.status).toBe(1);
    forPeople(build.output);
    expect(build.output.split("\n").filter((line) => line.startsWith("  - "))).toEqual([
      `  - ${postFile}:9: an image that does not exist (./grafico.png) is not allowed in a post (put the file beside index.md, in content/posts/${slug}, or correct its name)`,
      `  - ${postFile}:11: <script> is not allowed in a post (the site's security policy runs no script a post brings)`,
    ]);
    expect(readFileSync(join(dir, "build/client/index.html"), "utf8")).toBe(home);
  });

  test("a missing image, refused HTML, a mistake in content/analytics.ts and two others: one list, exit 1, the last good build kept", () => {
    writeFileSync(
      join(dir, postFile),
      post(
        "Medimos a chuva.\n\n![Um gráfico](./grafico.png)\n\n<script>alert(1)</script>\n\n# De novo\n",
      ),
    );
    writeFileSync(
      join(dir, "content/analytics.ts"),
      'export const analytics = { provider: "plausibel", id: "camiladuarte.com.br" };\n',
    );
    content({
      "content/owner.ts": String(valid["content/owner.ts"]).replace('"pt_BR"', '"Persian"'),
    });
    const build = buildCopy(dir);
    expect(build.status).toBe(1);
    forPeople(build.output);
    expect(build.output).toBe(
      [
        "",
        "The site was not built.",
        "",
        "Invalid content:",
        '  - content/owner.ts: owner.locale must look like "en_US" or "pt_BR" (did you mean "fa_IR"?); got "Persian"',
        '  - content/analytics.ts: analytics.provider must be one of: plausible, umami, goatcounter, cloudflare; got "plausibel"',
        `  - ${postFile}:9: an image that does not exist (./grafico.png) is not allowed in a post (put the file beside index.md, in content/posts/${slug}, or correct its name)`,
        `  - ${postFile}:11: <script> is not allowed in a post (the site's security policy runs no script a post brings)`,
        `  - ${postFile}:13: a level-1 heading ("De novo") is not allowed in a post (the title in the front matter is the page's heading: start the post's sections at ##)`,
        "",
        "",
        "Build failed; the last good build in build/ was left as it was.",
        "",
      ].join("\n"),
    );
    expect(readFileSync(join(dir, "build/client/index.html"), "utf8")).toBe(home);
    expect(readFileSync(join(dir, `build/client/blog/${slug}/index.html`), "utf8")).toContain(
      "Medimos a chuva.",
    );
  });
});
