import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileAt, type Git } from "./git.ts";
import { Refusal } from "./refusal.ts";
import { versionOf } from "./releases.ts";

/**
 * What the update takes: `commit`, the template's newest release, which set
 * `version`; `unreleased`, how many commits its default branch has after it.
 */
export type Template = { commit: string; version: string; unreleased: number; source: string };

/**
 * Fetches the template's default branch from FROM (a git URL or a local
 * path), or from the remote named "template" when FROM is not given, and
 * finds its newest release there.
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
  const named = from ?? "template";
  const tip = git("rev-parse", "FETCH_HEAD^{commit}");
  const release = newestRelease(git, tip);
  if (!release)
    throw new Refusal(`${named} has no "version" in its package.json: is it this site's template?`);
  const unreleased = Number(git("rev-list", "--count", tip, `^${release.commit}`));
  return { ...release, unreleased, source: named };
}

/**
 * The newest release on the branch that ends at `tip`: the commit that set
 * the version its package.json carries (the template's CHANGELOG.md has that
 * version's entries). Commits after it wait for the next release. Only the
 * branch's own line is walked (first parents), so a release merged as a pull
 * request is the merge commit, not the commit inside the pull request.
 */
export function newestRelease(
  git: Git,
  tip: string,
): { commit: string; version: string } | undefined {
  const version = versionOf(fileAt(git, tip, "package.json"));
  if (!version) return undefined;
  const changes = git("log", "--first-parent", "--format=%H", tip, "--", "package.json")
    .split("\n")
    .filter(Boolean);
  // Newest first: the first commit whose parent had another version (or no
  // package.json) set this one; the ones before it changed something else.
  const commit = changes.find(
    (change) => versionOf(fileAt(git, `${change}^1`, "package.json")) !== version,
  );
  return { commit: commit ?? tip, version };
}
