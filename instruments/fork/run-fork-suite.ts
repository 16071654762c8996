// npm run test:fork: the whole of `npm test`, run in a fork whose content/ is
// entirely another owner's (tests/fork/fork-content.ts), as a git repository
// of its own. The promise it keeps: a fork's tests pass on the fork's content.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { makeProjectCopy } from "../../tests/harness/sites/project-copy";
import { forkContent } from "./fork-content";

const dir = resolve(".test-builds/fork");
const started = Date.now();
makeProjectCopy(dir, await forkContent());

// A fork is a repository: the sitemap reads its history, the tests list its files.
const git = (...args: string[]) => {
  const run = spawnSync("git", args, {
    cwd: dir,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Shirin Rahimi",
      GIT_AUTHOR_EMAIL: "hello@shirin-rahimi.example.ir",
      GIT_COMMITTER_NAME: "Shirin Rahimi",
      GIT_COMMITTER_EMAIL: "hello@shirin-rahimi.example.ir",
    },
  });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")} failed:\n${run.stderr}`);
};
git("init", "--quiet", "--initial-branch=main");
git("add", "--all");
git("commit", "--quiet", "--message", "My own site");

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
