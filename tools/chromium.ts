// The one way every tool here starts Chromium: Debian's binary (or the one
// CHROME_PATH names), headless, and without the background connections a
// closed network refuses. Browser tests, screenshots and the benchmark share it.
import { existsSync } from "node:fs";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's Chromium, or the one CHROME_PATH names. Missing is an error, never a skip. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with \`apt-get install -y chromium\` ` +
        "(Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  return path;
}
