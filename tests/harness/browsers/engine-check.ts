// Which engines can run on this machine, checked once a test run: each is
// started, shown a page at a phone's width and asked what it sees. An engine
// that is missing, or whose browser and driver do not understand each other
// (a distribution's browser that moved on, or fell behind, its driver), is
// one line naming both versions and what to do; the journeys then skip it,
// or fail once in CI (CI=true), where every engine must run.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { installCommand, thisMachine, variableOf } from "../../../tools/browsers.ts";
import { engine, enginePath } from "./engines";
import { engineNames, type EngineName } from "./visitor";

declare module "vitest" {
  export interface ProvidedContext {
    /** Why each engine cannot run here, or null when it can. */
    engines: Record<EngineName, string | null>;
  }
}

const drivers: Record<EngineName, string> = {
  chromium: "playwright-core",
  firefox: "puppeteer-core",
  webkit: "selenium-webdriver",
};

const firstLine = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .split("\n")[0]!
    .trim();

function versionOf(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: "utf8", timeout: 10_000, stdio: "pipe" })
      .split("\n")[0]!
      .trim();
  } catch {
    return undefined;
  }
}

/** The browser's own version line, as its binary or its Debian package gives it. */
export function browserVersion(name: EngineName): string {
  const path = enginePath(name) ?? "not found";
  if (name === "webkit")
    return `WebKitGTK ${versionOf("dpkg-query", ["-W", "-f=${Version}", "webkit2gtk-driver"]) ?? "(version unknown)"} (${path})`;
  return `${versionOf(path, ["--version"]) ?? name} (${path})`;
}

export function driverVersion(name: EngineName): string {
  const require = createRequire(import.meta.url);
  const { version } = require(`${drivers[name]}/package.json`) as { version: string };
  return `${drivers[name]} ${version}`;
}

async function problemWith(name: EngineName): Promise<string | null> {
  const found = engine(name);
  if ("missing" in found) return found.missing;
  try {
    const running = await found.start();
    try {
      const visitor = await running.visit({ width: 390, height: 700 });
      await visitor.open("data:text/html,<title>probe</title><p>probe");
      const width = await visitor.run(() => window.innerWidth);
      await visitor.close();
      if (width !== 390) throw new Error(`asked for a 390 px viewport, got ${width} px`);
    } finally {
      await running.close();
    }
    return null;
  } catch (error) {
    const command = installCommand(name, thisMachine());
    return (
      `${browserVersion(name)} does not work with ${driverVersion(name)}: ${firstLine(error)}. ` +
      `Install the current one${command ? ` (${command})` : ""} ` +
      `or point ${variableOf(name)} at one that works.`
    );
  }
}

/** Each engine's problem on this machine, or null; checked one engine at a time. */
export async function engineProblems(): Promise<Record<EngineName, string | null>> {
  const problems = {} as Record<EngineName, string | null>;
  for (const name of engineNames) problems[name] = await problemWith(name);
  return problems;
}
