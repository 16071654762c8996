// Which browser engines this machine has, and how to start one. Where each
// is looked for is tools/browsers.ts's table (Debian, Ubuntu, GitHub's
// runners, macOS; the variables win). A missing one is a reason (with what
// to install), never a crash: engine-check.ts decides whether that skips or
// fails.
import { findProgram, profileFolder } from "../../../tools/browsers.ts";
import { startChromium } from "./chromium-visitor.ts";
import { startFirefox } from "./firefox-visitor.ts";
import type { Engine, EngineName } from "./visitor.ts";
import { startWebKit } from "./webkit-visitor.ts";

type Found = { start: () => Promise<Engine> } | { missing: string };

/** Where each engine's browser (or, for WebKit, its driver) is, or null where it is missing. */
export function enginePath(name: EngineName): string | null {
  const found = findProgram(name);
  return "missing" in found ? null : found.path;
}

/** The engine called `name`, ready to start, or why it is not there. */
export function engine(name: EngineName): Found {
  const found = findProgram(name);
  if ("missing" in found) return found;
  if (name === "chromium") return { start: () => startChromium(found.path) };
  if (name === "firefox") return { start: () => startFirefox(found.path, profileFolder(found)) };
  const xvfb = findProgram("xvfb");
  if ("missing" in xvfb) return xvfb;
  return { start: () => startWebKit(found.path, xvfb.path) };
}
