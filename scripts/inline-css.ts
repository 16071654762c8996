import type { Settings } from "../app/lib/settings-schema";

/** Inlines the stylesheet into every page so the first paint needs no other request. Not written yet. */
export async function inlineStyles(clientDir: string, settings: Settings): Promise<void> {
  void clientDir;
  void settings;
}
