import { cpSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  commit,
  forkOf,
  newRepository,
  tempFolder,
  templateCopyOf,
  type Files,
} from "./repos.test-support.ts";

// A small template with the shape of the real one (code outside content/,
// the owner's files and the schema inside it, a version and a changelog),
// whose build is a script that checks content/owner.ts against the schema's
// list of fields as the real build checks the content: quick, and real.

const build = `import { readFileSync } from "node:fs";
const fields = JSON.parse(readFileSync("content/schema/owner.json", "utf8"));
const owner = readFileSync("content/owner.ts", "utf8");
const missing = fields.filter((field) => !new RegExp("\\\\b" + field + ":").test(owner));
if (missing.length > 0) {
  console.error("\\nThe site was not built.\\n\\nInvalid content:");
  for (const field of missing)
    console.error("  - content/owner.ts: owner." + field + " is required; got nothing");
  process.exit(1);
}
console.log("Built 1 page");
`;

export const packageJson = (version: string, dependencies?: Record<string, string>) =>
  `${JSON.stringify({ name: "portfolio", version, private: true, scripts: { build: "node build.mjs" }, dependencies }, null, 2)}\n`;

export const lock = (version: string, dependencies?: Record<string, string>) =>
  `${JSON.stringify(
    {
      name: "portfolio",
      version,
      lockfileVersion: 3,
      requires: true,
      packages: {
        "": { name: "portfolio", version, dependencies },
        ...(dependencies && {
          greeting: { version: "1.0.0" },
          "node_modules/greeting": { resolved: "greeting", link: true },
        }),
      },
    },
    null,
    2,
  )}\n`;

export const changelog = (...releases: string[]) =>
  `# Changelog\n\n## [Unreleased]\n\n${releases.join("\n")}## [1.0.0] - 2026-11-23\n\n### Your content\n\nNothing.\n\n### Added\n\n- The site.\n`;

export const release = (version: string, content: string, added: string) =>
  `## [${version}] - 2026-12-01\n\n### Your content\n\n${content}\n\n### Added\n\n- ${added}\n\n`;

export const templateFiles: Files = {
  "package.json": packageJson("1.0.0"),
  "package-lock.json": lock("1.0.0"),
  "CHANGELOG.md": changelog(),
  ".gitignore": "node_modules/\nbuild/\n",
  "build.mjs": build,
  "app/home.ts": 'export const heading = "Recent Articles";\n',
  "app/layout.ts": 'export const footer = "Let\'s Connect";\n',
  "content/schema/owner.json": '["name", "headshot"]\n',
  "content/owner.ts":
    'export const owner = {\n  name: "Sample Owner",\n  headshot: "headshot.jpg",\n};\n',
  "content/copy.ts": 'export const copy = { intro: "Sample words" };\n',
  "content/overrides.ts": "export const overrides = {};\n",
  "content/images/headshot.jpg": "sample headshot",
};

/** What a fork writes into content/: all of it its own, one sample file deleted. */
export const forkContent: Files = {
  "content/owner.ts":
    'export const owner = {\n  // My details.\n  name: "Ada Okafor", // as on my passport\n  headshot: "ada.png",\n};\n',
  "content/copy.ts": 'export const copy = { intro: "Notes from a payments engineer" };\n',
  "content/overrides.ts": null,
  "content/images/headshot.jpg": null,
  "content/images/ada.png": "Ada's photo",
  "content/files/cv.pdf": "Ada's CV",
  // Optional files the template does not ship: the site in more languages.
  "content/languages.ts":
    'export const languages = { ja_JP: { owner: { greeting: "こんにちは" } } };\n',
};

/** The template at 1.0.0 and a fork of it ("Fork", or "Use this template") with its own content. */
export function templateAndFork(kind: "fork" | "template copy" = "fork") {
  const root = tempFolder();
  const template = newRepository(join(root, "template"), templateFiles, "Release 1.0.0");
  const fork = (kind === "fork" ? forkOf : templateCopyOf)(template, join(root, "fork"));
  commit(fork, forkContent, "Make it mine");
  return { root, template, fork };
}

const here = resolve(import.meta.dirname);

/** Puts this project's updater (tools/update/, tests aside) into `dir`, to be committed. */
export function copyUpdater(dir: string) {
  cpSync(here, join(dir, "tools/update"), {
    recursive: true,
    filter: (source) => !/\.test(-support)?\.ts$/.test(source),
  });
}

/** Links this project's node_modules into `dir`: migrations run with tsx and TypeScript. */
export function linkNodeModules(dir: string) {
  symlinkSync(resolve(here, "../../node_modules"), join(dir, "node_modules"), "dir");
}
