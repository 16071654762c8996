import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatDate } from "./format-date.ts";

describe("formatDate", () => {
  test.each([
    ["2025-02-24", "February 24, 2025"],
    ["2025-01-01", "January 1, 2025"],
    ["2025-12-31", "December 31, 2025"],
    ["2024-02-29", "February 29, 2024"],
    ["2000-01-01", "January 1, 2000"],
    ["1999-12-31", "December 31, 1999"],
    ["2025-07-04", "July 4, 2025"],
  ])("%s → %s", (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

describe("formatDate in the owner's language", () => {
  test.each([
    ["en-US", "February 24, 2025"],
    ["en-GB", "24 February 2025"],
    ["pt-BR", "24 de fevereiro de 2025"],
    ["de", "24. Februar 2025"],
    ["ja-JP", "2025年2月24日"],
  ])("%s → %s", (tag, expected) => {
    expect(formatDate("2025-02-24", tag)).toBe(expected);
  });
});

// Setting process.env.TZ inside a running process is not reliable, so the
// module is run in fresh Node processes, each started in another time zone.
describe("formatDate in other time zones", () => {
  let dir: string;
  let modulePath: string;

  beforeAll(() => {
    const source = readFileSync(
      fileURLToPath(new URL("./format-date.ts", import.meta.url)),
      "utf8",
    );
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    dir = mkdtempSync(join(tmpdir(), "format-date-"));
    modulePath = join(dir, "format-date.mjs");
    writeFileSync(modulePath, js);
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test.each([
    "Pacific/Kiritimati", // UTC+14
    "Pacific/Pago_Pago", // UTC-11
    "America/Los_Angeles",
    "Asia/Tokyo",
    "Africa/Lagos",
    "UTC",
  ])("TZ=%s gives the same dates", (tz) => {
    const script = `
      import { formatDate } from ${JSON.stringify(pathToFileURL(modulePath).href)};
      console.log(JSON.stringify({
        offset: new Date(2025, 0, 1).getTimezoneOffset(),
        dates: ["2025-02-24", "2025-01-01", "2025-12-31"].map(formatDate),
      }));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, TZ: tz },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    const out = JSON.parse(run.stdout) as { offset: number; dates: string[] };
    // The child really ran in that zone (Kiritimati is 14 hours ahead of UTC).
    if (tz === "Pacific/Kiritimati") expect(out.offset).toBe(-14 * 60);
    if (tz === "Pacific/Pago_Pago") expect(out.offset).toBe(11 * 60);
    expect(out.dates).toEqual(["February 24, 2025", "January 1, 2025", "December 31, 2025"]);
  });
});
