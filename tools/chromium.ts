// The one way every tool here starts Chromium: the machine's (browsers.ts
// finds it, or CHROME_PATH names it), headless, and without the background
// connections a closed network refuses. Browser tests, screenshots and the
// benchmark share it.
import { findProgram } from "./browsers.ts";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** This machine's Chromium or Chrome. Missing is an error (one line), never a skip. */
export function chromiumPath(): string {
  const found = findProgram("chromium");
  if ("missing" in found) throw new Error(found.missing);
  return found.path;
}
