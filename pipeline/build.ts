// npm run build. Builds the site into a temporary folder and moves it to
// build/ only when the whole build succeeded, so a failed build never
// destroys the last good one. React Router prerenders the pages; its
// buildEnd hook (react-router.config.ts) then runs the stages of
// pipeline/post-build.ts on them.
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";

// BUILD_OUT builds elsewhere (tests use it to build with other settings).
const target = process.env.BUILD_OUT ?? "build";
const temporary = `${target}.tmp-${process.pid}`;
const previous = `${target}.old-${process.pid}`;

const result = spawnSync("react-router", ["build"], {
  stdio: "inherit",
  shell: process.platform === "win32",
  env: { ...process.env, BUILD_DIR: temporary, NODE_ENV: "production" },
});

if (result.status !== 0) {
  rmSync(temporary, { recursive: true, force: true });
  console.error(
    existsSync(target)
      ? `\nBuild failed; the last good build in ${target}/ was left as it was.`
      : "\nBuild failed.",
  );
  process.exit(result.status ?? 1);
}

if (existsSync(target)) renameSync(target, previous);
renameSync(temporary, target);
rmSync(previous, { recursive: true, force: true });
console.log(`\nBuilt the static site into ${target}/client/`);
