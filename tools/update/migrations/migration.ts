// A release whose content schema must change ships a migration: code that
// rewrites a fork's content/ files so that what was valid stays valid.
// `npm run update` runs, in release order, every migration of the new
// template whose release is newer than the fork's version.

/** The fork's content files, by path from the repository root ("content/owner.ts"). */
export type ContentFiles = {
  /** The file's text, or undefined when the fork has no such file. */
  read(path: string): string | undefined;
  /** Writes the file; only the owner's files (content/, not content/schema/) may be written. */
  write(path: string, text: string): void;
};

export type Migration = {
  /** Short and unique, for the summary: "owner-pronouns". */
  id: string;
  /** The release that ships it; it runs for forks older than this version. */
  release: string;
  /** What it does to the owner's files, in one line. */
  description: string;
  /**
   * Rewrites the content through `files`, keeping the owner's comments and
   * formatting (see content-edit.ts). Must be idempotent: on content it
   * already migrated (or that never had what it changes), it changes nothing.
   */
  migrate(files: ContentFiles): void;
};
