import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { site } from "../harness/sites/variants";
import { sample } from "../harness/sites/sample-site";

// The theme switch and analytics are off unless the owner turns them on. Off
// in so many words (`switch: false`, `analytics` undefined), the build is
// the very one a fork without either gets: the sample's (global setup),
// whose content never mentions them.

const filesOf = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

test("with the theme switch and analytics off, the build is byte for byte the one without them", async () => {
  const { dir } = await site("options-off");
  const off = join(dir, "build");
  const without = join(sample().dir, "build");
  const files = filesOf(without);
  expect(files.length).toBeGreaterThan(40);
  expect(filesOf(off)).toEqual(files);
  for (const file of files) {
    expect(readFileSync(join(off, file)).equals(readFileSync(join(without, file))), file).toBe(
      true,
    );
  }
  const home = readFileSync(join(off, "client/index.html"), "utf8");
  expect(home).not.toMatch(/class="switch|data-theme|localStorage/);
}, 240_000);
