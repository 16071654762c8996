import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Git } from "./git.ts";
import { Refusal } from "./refusal.ts";

export type Template = { commit: string; source: string };

/**
 * Fetches the template's default branch from FROM (a git URL or a local
 * path), or from the remote named "template" when FROM is not given.
 */
export function fetchTemplate(git: Git, from: string | undefined, cwd: string): Template {
  let source = from;
  if (!source) {
    if (!git("remote").split("\n").includes("template"))
      throw new Refusal(
        'No template to update from: this repository has no git remote named "template".',
        "Add it once with:  git remote add template <the template's git URL>",
        "or name it each time:  npm run update -- <the template's git URL or folder>",
      );
    source = "template";
  } else if (existsSync(resolve(cwd, source))) source = resolve(cwd, source);
  // Tags are not needed (the version is read from the commit's files), and
  // a fork's own tags must not clash with the template's.
  const fetched = git.run(["fetch", "--no-tags", "--quiet", source, "HEAD"]);
  if (fetched.status !== 0) {
    const reason = fetched.stderr.split("\n").find((line) => line.trim()) ?? "git fetch failed";
    throw new Refusal(
      `Could not fetch the template from ${from ?? 'the remote "template"'}: ${reason.replace(/^(fatal|error): /, "")}`,
      "Nothing was changed.",
    );
  }
  return { commit: git("rev-parse", "FETCH_HEAD^{commit}"), source: from ?? "template" };
}
