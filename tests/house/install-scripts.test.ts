import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// npm 11.16+ asks that each dependency's install script be approved or
// denied in package.json's allowScripts (`npm install-scripts approve|deny`),
// warns on every install about those left undecided, and npm 12 skips them.
// Each is decided here, so every npm installs the template alike.

type Lock = { packages: Record<string, { name?: string; hasInstallScript?: boolean }> };
const read = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;
const { allowScripts = {} } = read<{ allowScripts?: Record<string, boolean> }>("package.json");

/** Whether an allowScripts key (`name`, `name@1.2.3`, `name@^1`) speaks of `name`. */
const speaksOf = (key: string, name: string) => key === name || key.startsWith(`${name}@`);

test("every dependency with an install script is approved or denied in package.json", () => {
  const withScripts = Object.entries(read<Lock>("package-lock.json").packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path, entry]) => entry.name ?? path.slice(path.lastIndexOf("node_modules/") + 13));
  expect(withScripts.length).toBeGreaterThan(0);
  const undecided = withScripts.filter(
    (name) => !Object.keys(allowScripts).some((key) => speaksOf(key, name)),
  );
  expect(
    undecided,
    "package.json's allowScripts decides nothing for these install scripts: " +
      "run `npm install-scripts approve <name>` or `npm install-scripts deny <name>`",
  ).toEqual([]);
});

test("esbuild's and sharp's install scripts are denied: the build needs neither", () => {
  // esbuild's binary comes in its platform's optional dependency (@esbuild/<os>-<cpu>), which
  // its JavaScript API runs; the script only checks it and swaps bin/esbuild's launcher for
  // it. sharp's prebuilt libvips comes in @img/sharp-<os>-<cpu>; its script compiles sharp
  // from source when it finds a libvips of the system's, which a fork does not need.
  expect(allowScripts).toMatchObject({ esbuild: false, sharp: false });
});
