// npm run build. Builds the site into a temporary folder and moves it to
// build/ only when the whole build succeeded, so a failed build never
// destroys the last good one. React Router prerenders the pages; its
// buildEnd hook (react-router.config.ts) then runs the stages of
// pipeline/post-build.ts on them. A site in several languages (content/
// languages.ts) is built once more for each other language, into its folder,
// and the stages that span every language run once all are in place. The
// output is a short summary: Vite logs only warnings (vite.config.ts), and
// known noise is dropped (quiet-output.ts).
import { copyFileSync, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { owner } from "../content/owner.ts";
import type { Languages } from "../content/schema/languages.ts";
import { languageBasePath, siteLanguages } from "../app/lib/languages/site-languages.ts";
import { readAnalytics } from "./inputs/analytics-input.ts";
import { readLanguagesFile } from "./inputs/career-file.ts";
import { readSettings } from "./inputs/check-inputs.ts";
import { stopOnBrokenContent } from "./inputs/content-files.ts";
import { finishLanguages } from "./post-build.ts";
import { runQuietly } from "./quiet-output.ts";

// BUILD_OUT builds elsewhere (tests use it to build with other settings).
const target = process.env.BUILD_OUT ?? "build";
const temporary = `${target}.tmp-${process.pid}`;
const previous = `${target}.old-${process.pid}`;
const started = Date.now();

// A content file that does not parse or load is one line, not React Router's config error.
await stopOnBrokenContent();
const build = (dir: string, env: Record<string, string> = {}) =>
  runQuietly("react-router", ["build"], {
    ...process.env,
    ...env,
    BUILD_DIR: dir,
    NODE_ENV: "production",
  });
let status = await build(temporary);

// The default language's build has checked content/languages.ts.
const languages = siteLanguages(owner.locale, readLanguagesFile().languages as Languages);
const settings = readSettings("production");
for (const language of languages.slice(1)) {
  if (status !== 0) break;
  const dir = `${temporary}-${language.prefix}`;
  status = await build(dir, {
    VITE_LANGUAGE: language.locale,
    VITE_BASE_PATH: languageBasePath(settings.basePath, language),
  });
  if (status === 0) {
    const client = join(temporary, "client");
    renameSync(join(dir, "client"), join(client, language.prefix));
    // The language's home is "/ja" as its links write it (its router takes
    // the folder with or without its slash): its data is asked for as ja.data.
    copyFileSync(join(client, language.prefix, "_.data"), join(client, `${language.prefix}.data`));
  }
  rmSync(dir, { recursive: true, force: true });
}
if (status === 0 && languages.length > 1)
  await finishLanguages(join(temporary, "client"), settings, await readAnalytics());

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
const inLanguages = languages.length > 1 ? ` in ${languages.length} languages` : "";
console.log(
  `Built ${pages} pages${inLanguages} (${files.length} files, ${Math.round(kilobytes)} KB) into ${client}/ in ${seconds} s`,
);
