import type { Settings } from "../app/lib/settings-schema";

/** Adds the Content Security Policy to every page (issue: safe by default). Not written yet. */
export async function applySecurityPolicy(clientDir: string, settings: Settings): Promise<void> {
  void clientDir;
  void settings;
}
