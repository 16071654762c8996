import { short } from "./git.ts";
import type { Applied } from "./migrations/apply.ts";
import type { Release } from "./releases.ts";

export type Outcome = {
  fromVersion: string;
  toVersion: string;
  template: string;
  /** How many commits the template has after the release taken. */
  unreleased: number;
  releases: Release[];
  migrations: Applied[];
  filesChanged: number;
  /** Files merged from the template version the fork had taken by hand, unsaid (merge-tree.ts). */
  unrecorded: Map<string, string>;
  installed: boolean;
  commit: string;
  title: string;
};

/** The update's title, also the first line of its commit message. */
export function title(fromVersion: string, toVersion: string): string {
  // The same version on both sides: a release made again under its number.
  return fromVersion === toVersion
    ? `Update from the template ${toVersion}`
    : `Update from the template ${fromVersion} to ${toVersion}`;
}

/** Says that the template's newest commits are not in the release taken, and why. */
export function unreleasedLine(commits: number, version: string): string {
  const [noun, come] = commits === 1 ? ["commit", "it comes"] : ["commits", "they come"];
  return `The template has ${commits} ${noun} after ${version}, not released yet: ${come} with its next release.`;
}

/** The changelog's entries as indented lines: "1.1.0 (2026-11-24)", its sections, their items. */
export function changelogLines(releases: Release[]): string[] {
  return releases.flatMap((release) => [
    release.date ? `${release.version} (${release.date})` : release.version,
    ...release.body
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => (line.startsWith("### ") ? `  ${line.slice(4)}:` : `    ${line}`)),
  ]);
}

/** What a release says the owner's content needs, when it says more than "Nothing.". */
export function contentNotes(releases: Release[]): string[] {
  return releases.flatMap((release) => {
    const section = /^### Your content\n([\s\S]*?)(?=^### |(?![\s\S]))/m.exec(release.body)?.[1];
    const text = section?.trim().replace(/\s+/g, " ");
    return text && !/^Nothing\.?$/i.test(text) ? [`  ${release.version}: ${text}`] : [];
  });
}

export function summaryLines(outcome: Outcome): string[] {
  const rewritten = [...new Set(outcome.migrations.flatMap(({ files }) => files))];
  return [
    `${outcome.title} (the template's newest release, commit ${short(outcome.template)}).`,
    ...(outcome.unreleased > 0 ? [unreleasedLine(outcome.unreleased, outcome.toVersion)] : []),
    "",
    ...(outcome.releases.length > 0
      ? changelogLines(outcome.releases)
      : ["The changelog has no entries between these versions."]),
    "",
    outcome.migrations.length > 0 ? "Migrations applied:" : "Migrations applied: none.",
    ...outcome.migrations.map(
      ({ release, id, description, files }) =>
        `  ${release} ${id}: ${description} (${files.join(", ")})`,
    ),
    `Files changed: ${outcome.filesChanged}; ${
      rewritten.length > 0
        ? `of yours, only what the migrations rewrote: ${rewritten.join(", ")}.`
        : "none of your content files."
    }`,
    ...[...outcome.unrecorded].map(
      ([file, commit]) =>
        `${file}: merged from the template's version of ${short(commit)}, which yours already had by hand (the closest to yours).`,
    ),
    ...(outcome.installed
      ? ["package-lock.json changed: the dependencies were installed (npm ci)."]
      : []),
    "The content is valid and the site builds.",
    `Committed as ${short(outcome.commit)}: ${outcome.title}.`,
  ];
}
