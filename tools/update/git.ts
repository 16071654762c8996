import { spawnSync } from "node:child_process";

/** A git command that failed; `message` is git's own first line, without "fatal: ". */
export class GitError extends Error {
  override name = "GitError";
  constructor(
    readonly args: string[],
    readonly stderr: string,
  ) {
    const line = stderr.split("\n").find((text) => text.trim()) ?? `git ${args[0]} failed`;
    super(line.replace(/^(fatal|error): /, "").trim());
  }
}

export type Git = {
  /** stdout, trimmed at the end; throws GitError on a non-zero exit. */
  (...args: string[]): string;
  /** The whole result, whatever the exit status. */
  run(args: string[], options?: { env?: NodeJS.ProcessEnv; input?: string }): GitResult;
  readonly cwd: string;
};
export type GitResult = { status: number; stdout: string; stderr: string };

/** git in `cwd`, with English messages so that what we parse stays parseable. */
export function gitIn(cwd: string): Git {
  const run = (args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}) => {
    const result = spawnSync("git", args, {
      cwd,
      encoding: "utf8",
      input: options.input,
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0", ...options.env },
    });
    if (result.error) throw result.error;
    return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
  };
  const git = (...args: string[]) => {
    const result = run(args);
    if (result.status !== 0) throw new GitError(args, result.stderr);
    return result.stdout.trimEnd();
  };
  return Object.assign(git, { run, cwd });
}

/** The file at `path` in `commit`, or undefined when it has none. */
export function fileAt(git: Git, commit: string, path: string): string | undefined {
  const result = git.run(["show", `${commit}:${path}`]);
  return result.status === 0 ? result.stdout : undefined;
}

export const short = (commit: string) => commit.slice(0, 7);
