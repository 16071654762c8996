import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { compareVersions, parseChangelog, releasesBetween, versionOf } from "./releases.ts";
import { changelogLines, contentNotes } from "./summary.ts";

test("versions compare by number, not as text", () => {
  expect(compareVersions("1.10.0", "1.9.0")).toBe(1);
  expect(compareVersions("1.0.0", "1.0")).toBe(0);
  expect(compareVersions("2.0.0-beta.1", "2.0.0")).toBe(0);
  expect(compareVersions("1.0.1", "1.1.0")).toBe(-1);
  expect(versionOf('{ "version": "1.2.3" }')).toBe("1.2.3");
  expect(versionOf('{ "name": "x" }')).toBeUndefined();
  expect(versionOf("not json")).toBeUndefined();
});

const changelog = `# Changelog

## [Unreleased]

## [1.2.0] - 2027-01-10

### Your content

A migration renames \`owner.headshot\` to \`owner.photo\`;
nothing else to do.

### Changed

- Photos.

## [1.1.0] - 2026-12-01

### Your content

Nothing.

### Added

- Updates.

## [1.0.0] - 2026-11-23

- First.

[1.2.0]: https://example.com/compare/v1.1.0...v1.2.0
`;

test("the releases after the fork's version up to the template's, newest first, with their content notes", () => {
  const releases = releasesBetween(parseChangelog(changelog), "1.0.0", "1.2.0");
  expect(releases.map(({ version }) => version)).toEqual(["1.2.0", "1.1.0"]);
  expect(changelogLines(releases.slice(1))).toEqual([
    "1.1.0 (2026-12-01)",
    "  Your content:",
    "    Nothing.",
    "  Added:",
    "    - Updates.",
  ]);
  expect(releases[0]!.body).not.toContain("compare");
  expect(contentNotes(releases)).toEqual([
    "  1.2.0: A migration renames `owner.headshot` to `owner.photo`; nothing else to do.",
  ]);
  expect(releasesBetween(parseChangelog(changelog), "1.2.0", "1.2.0")).toEqual([]);
});

test("unreleased entries count only when there are some", () => {
  const withEntries = changelog.replace(
    "## [Unreleased]\n",
    "## [Unreleased]\n\n### Fixed\n\n- A bug.\n",
  );
  expect(
    releasesBetween(parseChangelog(withEntries), "1.2.0", "1.2.0").map(({ version }) => version),
  ).toEqual(["Unreleased"]);
});

test("this project's own CHANGELOG.md names package.json's version, and every release says what forks do", () => {
  const own = parseChangelog(readFileSync("CHANGELOG.md", "utf8"));
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  expect(own.map(({ version }) => version)).toContain(version);
  // An empty Unreleased heading waits for the next release's entries.
  for (const release of own.filter(({ body }) => body !== ""))
    expect(release.body, release.version).toMatch(/^### Your content\n\n\S/m);
});
