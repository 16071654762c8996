import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { finishUpdate, type Commands } from "./finish.ts";
import { fileAt, GitError, gitIn, type Git } from "./git.ts";
import { findBase } from "./merge/merge-base.ts";
import { mergeTrees } from "./merge/merge-tree.ts";
import { conflictRefusal, Refusal } from "./refusal.ts";
import { firstVersion, parseChangelog, releasesBetween, versionOf } from "./releases.ts";
import { contentNotes, summaryLines, title, unreleasedLine } from "./summary.ts";
import { fetchTemplate } from "./template-source.ts";

export type UpdateOptions = Partial<Commands> & {
  /** The fork: any folder inside its repository. */
  cwd?: string;
  /** The template's git URL or folder; the remote "template" when not given. */
  from?: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
  /** Where it is while it works (the CLI shows these on a terminal only). */
  progress?: (line: string) => void;
};

/** `npm run update`: 0 updated or already up to date; 1 refused or undone, nothing changed. */
export function runUpdate(options: UpdateOptions = {}): number {
  const { log = console.log, error = console.error } = options;
  try {
    update(options, log);
    return 0;
  } catch (failure) {
    if (failure instanceof Refusal) for (const line of failure.lines) error(line);
    else if (failure instanceof GitError) {
      error(`The update stopped: git ${failure.args[0]} failed: ${failure.message}`);
      error("Nothing was changed.");
    } else throw failure;
    return 1;
  }
}

function update(options: UpdateOptions, log: (line: string) => void) {
  const cwd = resolve(options.cwd ?? process.cwd());
  const git = openRepository(cwd);
  refuseUnclean(git);
  const template = fetchTemplate(git, options.from, cwd);
  const toVersion = template.version;
  const head = git("rev-parse", "HEAD");
  const upToDate = () => {
    log(`Already up to date with the template (${toVersion}).`);
    if (template.unreleased > 0) log(unreleasedLine(template.unreleased, toVersion));
  };
  if (git.run(["merge-base", "--is-ancestor", template.commit, head]).status === 0)
    return upToDate();
  const base = findBase(git, head, template.commit);
  const fromVersion = versionOf(fileAt(git, base, "package.json")) ?? firstVersion;
  const merge = mergeTrees(git, base, head, template.commit);
  if (merge.conflicts.length > 0)
    throw conflictRefusal(merge.conflicts, merge.base, template.commit, toVersion);
  if (merge.tree === git("rev-parse", "HEAD^{tree}")) return upToDate();
  const releases = releasesBetween(
    parseChangelog(fileAt(git, template.commit, "CHANGELOG.md") ?? ""),
    fromVersion,
    toVersion,
  );
  const heading = title(fromVersion, toVersion);
  const commands: Commands = {
    build: options.build ?? ["npm", "run", "--silent", "build"],
    install: options.install ?? ["npm", "ci", "--no-audit", "--no-fund"],
  };
  options.progress?.(
    `Merged the template ${toVersion}; now checking that your site builds with it...`,
  );
  const message = `${heading}\n\nTemplate commit ${template.commit}, merged by npm run update.\n`;
  let finished;
  try {
    finished = finishUpdate(
      git,
      { head, template: template.commit, tree: merge.tree, fromVersion, message },
      commands,
    );
  } catch (failure) {
    const notes = contentNotes(releases);
    if (!(failure instanceof Refusal) || notes.length === 0) throw failure;
    throw new Refusal(...failure.lines, "What the new releases ask of your content:", ...notes);
  }
  const filesChanged = git("diff", "--name-only", head, finished.commit)
    .split("\n")
    .filter(Boolean);
  for (const line of summaryLines({
    ...finished,
    fromVersion,
    toVersion,
    template: template.commit,
    unreleased: template.unreleased,
    releases,
    filesChanged: filesChanged.length,
    unrecorded: merge.unrecorded,
    title: heading,
  }))
    log(line);
}

function openRepository(cwd: string): Git {
  const found = gitIn(cwd).run(["rev-parse", "--show-toplevel"]);
  if (found.status !== 0)
    throw new Refusal(`${cwd} is not in a git repository: run the update in your fork.`);
  const git = gitIn(found.stdout.trim());
  if (git.run(["rev-parse", "--verify", "--quiet", "HEAD"]).status !== 0)
    throw new Refusal("This repository has no commit yet: commit your site first.");
  return git;
}

function refuseUnclean(git: Git) {
  const changed = git("status", "--porcelain", "-z").split("\0").filter(Boolean);
  if (changed.length > 0)
    throw new Refusal(
      `Your work tree has uncommitted changes (${changed.length} ${changed.length === 1 ? "file" : "files"}, such as ${changed[0]!.slice(3)}): commit or stash them (git stash -u), then run the update again.`,
    );
  for (const [file, what, finish] of [
    ["MERGE_HEAD", "A merge", "git merge --abort"],
    ["CHERRY_PICK_HEAD", "A cherry-pick", "git cherry-pick --abort"],
    ["REVERT_HEAD", "A revert", "git revert --abort"],
    ["rebase-merge", "A rebase", "git rebase --abort"],
    ["rebase-apply", "A rebase", "git rebase --abort"],
  ] as const)
    if (existsSync(resolve(git.cwd, git("rev-parse", "--git-path", file))))
      throw new Refusal(
        `${what} is in progress: finish it, or stop it with ${finish}, then run the update again.`,
      );
  if (git("rev-parse", "--is-shallow-repository") === "true")
    throw new Refusal(
      "This clone is shallow (history cut off): run git fetch --unshallow, then the update again.",
    );
  if (git.run(["var", "GIT_COMMITTER_IDENT"]).status !== 0)
    throw new Refusal(
      'git does not know who you are, so it cannot commit: git config user.name "Your Name" && git config user.email you@example.com',
    );
}
