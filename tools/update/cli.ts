import { runUpdate } from "./update.ts";

// `npm run update -- [FROM]`: takes the template's newest release into this fork.
// Exit codes: 0 updated or already up to date, 1 refused or undone (nothing
// changed), 2 called wrongly.
const usage = `Usage: npm run update -- [FROM]

Takes the template's newest release into this fork (the commit that set the
version in its package.json; later commits wait for the next release):
everything outside content/ from the template, content/ (but content/schema/)
kept as yours, then migrates, builds and commits; any failure leaves
everything as it was.

FROM is the template's git URL or folder; without it, the git remote named
"template" (add it once: git remote add template <URL>).`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(usage);
} else if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
  console.error(`Unexpected arguments: ${args.join(" ")}\n\n${usage}`);
  process.exitCode = 2;
} else {
  // Ctrl-C stops the step that is running (git, npm ci, the build), and the
  // update then undoes itself; it must not end this process halfway.
  process.on("SIGINT", () => {});
  const progress = process.stdout.isTTY ? console.log : undefined;
  process.exitCode = runUpdate({ from: args[0], progress });
}
