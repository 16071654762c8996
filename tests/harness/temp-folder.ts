import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The unit tests' temporary folders live in one folder of their run, removed
// when the run ends: a test that forgets its own leaves nothing behind in the
// machine's temporary folder, run after run. Workers start after this and
// inherit TMPDIR, which os.tmpdir() reads.
export default function temporaryFolder() {
  const folder = mkdtempSync(join(tmpdir(), "portfolio-unit-tests-"));
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
