// npm run test:fork: the whole of `npm test`, run in a fork whose content/ is
// entirely another owner's (tests/fork/fork-content.ts), as a git repository
// of its own. The promise it keeps: a fork's tests pass on the fork's content.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { commitAsFork, makeProjectCopy } from "../../tests/harness/sites/project-copy";
import { forkContent } from "./fork-content";

const dir = resolve(".test-builds/fork");
const started = Date.now();
makeProjectCopy(dir, await forkContent());

// A fork is a repository: the sitemap reads its history, the tests list its files.
commitAsFork(dir, "My own site", "Shirin Rahimi");

console.log(`Running npm test in a fork with its own content (${dir})`);
// Only the fork's content decides: no VITE_ setting of this shell reaches it.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITE_")));
const run = spawnSync("npm", ["test"], { cwd: dir, stdio: "inherit", env });
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  run.status === 0
    ? `npm test passed in the fork (${minutes} min)`
    : `npm test failed in the fork (${minutes} min); the fork is in ${dir}`,
);
process.exit(run.status ?? 1);
