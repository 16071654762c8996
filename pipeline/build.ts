// npm run build. Builds the site into a temporary folder and moves it to
// build/ only when the whole build succeeded, so a failed build never
// destroys the last good one. React Router prerenders the pages; its
// buildEnd hook (react-router.config.ts) then runs the stages of
// pipeline/post-build.ts on them. A site in several languages (content/
// languages.ts) is built once more for each other language, into its folder,
// and the stages that span every language run once all are in place. The
// output is a short summary: Vite logs only warnings (vite.config.ts), known
// noise is dropped (quiet-output.ts), and each warning is printed once.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { stopOnBrokenContent } from "./inputs/read-content.ts";
import { runQuietly } from "./quiet-output.ts";
import { repeatedWarnings } from "./repeated-warnings.ts";

// BUILD_OUT builds elsewhere (tests use it to build with other settings).
const target = process.env.BUILD_OUT ?? "build";
const temporary = `${target}.tmp-${process.pid}`;
const previous = `${target}.old-${process.pid}`;
const started = Date.now();

// A content file that does not parse or load is one line, not React Router's config error.
const read = stopOnBrokenContent();
// Each language's build finds the warnings about what they share: printed once.
const once = repeatedWarnings();
const build = (dir: string, env: Record<string, string> = {}) =>
  runQuietly(
    "react-router",
    ["build"],
    { ...process.env, ...env, BUILD_DIR: dir, NODE_ENV: "production" },
    once,
  );
let status = await build(temporary);
// A site in several languages: the other languages' pages, each built into
// its folder, then what spans them all. Loaded only then, and only once the
// default language's build has checked content/.
let languages = 1;
if (status === 0 && existsSync("content/languages.ts")) {
  const { buildOtherLanguages } = await import("./languages-build.ts");
  ({ status, languages } = await buildOtherLanguages(join(temporary, "client"), build, read));
}

if (status !== 0) {
  rmSync(temporary, { recursive: true, force: true });
  console.error(
    existsSync(target)
      ? `\nBuild failed; the last good build in ${target}/ was left as it was.`
      : "\nBuild failed.",
  );
  process.exit(status);
}

if (existsSync(target)) renameSync(target, previous);
renameSync(temporary, target);
rmSync(previous, { recursive: true, force: true });

const client = join(target, "client");
const files = readdirSync(client, { recursive: true, encoding: "utf8" })
  .map((file) => join(client, file))
  .filter((file) => statSync(file).isFile());
const pages = files.filter((file) => file.endsWith("index.html")).length;
const kilobytes = files.reduce((sum, file) => sum + statSync(file).size, 0) / 1000;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const inLanguages = languages > 1 ? ` in ${languages} languages` : "";
console.log(
  `Built ${pages} pages${inLanguages} (${files.length} files, ${Math.round(kilobytes)} KB) into ${client}/ in ${seconds} s`,
);
