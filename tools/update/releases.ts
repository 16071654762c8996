// Versions and changelog entries, read from the template commit itself
// (package.json's "version" and CHANGELOG.md), never from git tags: a fork
// may fetch the template without its tags, and a commit always has its files.

/** The version of forks made before the template had one (main at 61ca91e). */
export const firstVersion = "1.0.0";

export type Release = {
  /** "1.1.0", or "Unreleased" for what the template has not released yet. */
  version: string;
  date?: string;
  /** The release's sub-sections as written, "### Your content" among them. */
  body: string;
};

/** Compares "major.minor.patch" numerically; anything after "-" or "+" is ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    version
      .split(/[-+]/)[0]!
      .split(".")
      .map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The "version" of a package.json's text, when it has one. */
export function versionOf(packageJson: string | undefined): string | undefined {
  if (packageJson === undefined) return undefined;
  try {
    const { version } = JSON.parse(packageJson) as { version?: unknown };
    return typeof version === "string" && /^\d+\.\d+\.\d+/.test(version) ? version : undefined;
  } catch {
    return undefined;
  }
}

const heading = /^## \[([^\]]+)\](?:\s*-\s*(\S+))?/;
const linkReference = /^\[[^\]]+\]:\s/;

/** The releases of a Keep a Changelog file, in its order (newest first). */
export function parseChangelog(text: string): Release[] {
  const releases: Release[] = [];
  let current: (Release & { lines: string[] }) | undefined;
  const close = () => {
    if (current) releases.push({ ...pick(current), body: current.lines.join("\n").trim() });
  };
  for (const line of text.split(/\r?\n/)) {
    const match = heading.exec(line);
    if (match) {
      close();
      current = { version: match[1]!, date: match[2], body: "", lines: [] };
    } else if (current && !linkReference.test(line)) current.lines.push(line);
  }
  close();
  return releases;
}

const pick = ({ version, date }: Release) => (date ? { version, date } : { version });

/**
 * What a fork at `from` takes by updating to a template at `to`: the releases
 * after `from` up to `to`, and the template's unreleased entries if it has any.
 */
export function releasesBetween(releases: Release[], from: string, to: string): Release[] {
  return releases.filter((release) =>
    release.version === "Unreleased"
      ? /^\s*[-*]\s/m.test(release.body)
      : compareVersions(release.version, from) > 0 && compareVersions(release.version, to) <= 0,
  );
}
