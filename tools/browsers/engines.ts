// Which browser engines this machine has, and how to start one. Debian ships
// all three: chromium, firefox-esr, and webkit2gtk-driver with xvfb. In CI
// (CI=true) every engine must be there; on a developer's machine a missing
// one is skipped with the package to install.
import { existsSync } from "node:fs";
import { chromiumPath } from "../chromium.ts";
import { startChromium } from "./chromium-visitor.ts";
import { startFirefox } from "./firefox-visitor.ts";
import type { Engine, EngineName } from "./visitor.ts";
import { startWebKit } from "./webkit-visitor.ts";

type Found = { start: () => Promise<Engine> } | { missing: string };

const binary = (variable: string, fallback: string) => process.env[variable] ?? fallback;

function find(name: EngineName): Found {
  if (name === "chromium") {
    try {
      const path = chromiumPath();
      return { start: () => startChromium(path) };
    } catch (error) {
      return { missing: (error as Error).message };
    }
  }
  if (name === "firefox") {
    const path = binary("FIREFOX_PATH", "/usr/bin/firefox-esr");
    if (!existsSync(path))
      return { missing: missing("Firefox", path, "firefox-esr", "FIREFOX_PATH") };
    return { start: () => startFirefox(path) };
  }
  const driver = binary("WEBKIT_DRIVER_PATH", "/usr/bin/WebKitWebDriver");
  const xvfb = binary("XVFB_PATH", "/usr/bin/Xvfb");
  if (!existsSync(driver))
    return { missing: missing("WebKit", driver, "webkit2gtk-driver", "WEBKIT_DRIVER_PATH") };
  if (!existsSync(xvfb)) return { missing: missing("Xvfb for WebKit", xvfb, "xvfb", "XVFB_PATH") };
  return { start: () => startWebKit(driver, xvfb) };
}

const missing = (what: string, path: string, debianPackage: string, variable: string) =>
  `${what} was not found at ${path}: install it with \`apt-get install -y ${debianPackage}\` ` +
  `(Debian/Ubuntu) or set ${variable}.`;

/**
 * The engine called `name`, ready to start, or why it is not there. In CI a
 * missing engine is an error: every engine must run there.
 */
export function engine(name: EngineName): Found {
  const found = find(name);
  if ("missing" in found && process.env.CI === "true") throw new Error(found.missing);
  return found;
}
