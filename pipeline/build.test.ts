import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { expect, test } from "vitest";

// Runs the real build command with bad settings: it must stop before writing
// anything, name every bad setting, exit non-zero and keep the last build.
test("bad settings stop the build with one clear message and keep the last build", () => {
  const before = existsSync("build/client/index.html")
    ? statSync("build/client/index.html").mtimeMs
    : undefined;
  const result = spawnSync(process.execPath, ["--import", "tsx", "pipeline/build.ts"], {
    encoding: "utf8",
    env: {
      ...process.env,
      VITE_BLOG_DESCRIPTION_LIMIT: "abc",
      VITE_PROJECT_DESCRIPTION_LIMIT: "49",
      VITE_TWITTER_URL: "javascript:alert(1)",
    },
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(
    'VITE_BLOG_DESCRIPTION_LIMIT must be a whole number of at least 50; got "abc"',
  );
  expect(result.stderr).toContain(
    'VITE_PROJECT_DESCRIPTION_LIMIT must be a whole number of at least 50; got "49"',
  );
  expect(result.stderr).toContain(
    'VITE_TWITTER_URL must be an absolute http(s) URL; got "javascript:alert(1)"',
  );
  const after = existsSync("build/client/index.html")
    ? statSync("build/client/index.html").mtimeMs
    : undefined;
  expect(after).toBe(before);
  expect(readdirSync(".").filter((name) => name.startsWith("build."))).toEqual([]);
}, 60_000);
