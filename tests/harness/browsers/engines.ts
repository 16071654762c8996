// Which browser engines this machine has, and how to start one. Debian ships
// all three: chromium, firefox-esr, and webkit2gtk-driver with xvfb. A
// missing one is a reason (with the package to install), never a crash:
// engine-check.ts decides whether that skips or fails.
import { existsSync } from "node:fs";
import { chromiumPath } from "../../../tools/chromium.ts";
import { startChromium } from "./chromium-visitor.ts";
import { startFirefox } from "./firefox-visitor.ts";
import type { Engine, EngineName } from "./visitor.ts";
import { startWebKit } from "./webkit-visitor.ts";

type Found = { start: () => Promise<Engine> } | { missing: string };

const binary = (variable: string, fallback: string) => process.env[variable] ?? fallback;

/** Where each engine's browser (or, for WebKit, its driver) is expected. */
export function enginePaths(): Record<EngineName, string> {
  return {
    chromium: binary("CHROME_PATH", "/usr/bin/chromium"),
    firefox: binary("FIREFOX_PATH", "/usr/bin/firefox-esr"),
    webkit: binary("WEBKIT_DRIVER_PATH", "/usr/bin/WebKitWebDriver"),
  };
}

/** The engine called `name`, ready to start, or why it is not there. */
export function engine(name: EngineName): Found {
  const paths = enginePaths();
  if (name === "chromium") {
    try {
      const path = chromiumPath();
      return { start: () => startChromium(path) };
    } catch (error) {
      return { missing: (error as Error).message };
    }
  }
  if (name === "firefox") {
    if (!existsSync(paths.firefox))
      return { missing: missing("Firefox", paths.firefox, "firefox-esr", "FIREFOX_PATH") };
    return { start: () => startFirefox(paths.firefox) };
  }
  const xvfb = binary("XVFB_PATH", "/usr/bin/Xvfb");
  if (!existsSync(paths.webkit))
    return { missing: missing("WebKit", paths.webkit, "webkit2gtk-driver", "WEBKIT_DRIVER_PATH") };
  if (!existsSync(xvfb)) return { missing: missing("Xvfb for WebKit", xvfb, "xvfb", "XVFB_PATH") };
  return { start: () => startWebKit(paths.webkit, xvfb) };
}

const missing = (what: string, path: string, debianPackage: string, variable: string) =>
  `${what} was not found at ${path}: install it with \`apt-get install -y ${debianPackage}\` ` +
  `(Debian/Ubuntu) or set ${variable}.`;
