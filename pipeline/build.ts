// npm run build. Builds the site into a temporary folder and moves it to
// build/ only when the whole build succeeded, so a failed build never
// destroys the last good one. React Router prerenders the pages; its
// buildEnd hook (react-router.config.ts) then runs the stages of
// pipeline/post-build.ts on them. The output is a short summary: Vite logs
// only warnings (vite.config.ts), and known noise is dropped (quiet-output.ts).
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { stopOnBrokenContent } from "./inputs/content-files.ts";
import { runQuietly } from "./quiet-output.ts";

// BUILD_OUT builds elsewhere (tests use it to build with other settings).
const target = process.env.BUILD_OUT ?? "build";
const temporary = `${target}.tmp-${process.pid}`;
const previous = `${target}.old-${process.pid}`;
const started = Date.now();

// A content file that does not parse or load is one line, not React Router's config error.
await stopOnBrokenContent();
const status = await runQuietly("react-router", ["build"], {
  ...process.env,
  BUILD_DIR: temporary,
  NODE_ENV: "production",
});

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
console.log(
  `Built ${pages} pages (${files.length} files, ${Math.round(kilobytes)} KB) into ${client}/ in ${seconds} s`,
);
