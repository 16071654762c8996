import type { Settings } from "../app/lib/settings-schema";

/** Writes sitemap.xml, robots.txt, feeds and the web app manifest. Not written yet. */
export async function writeSeoFiles(clientDir: string, settings: Settings): Promise<void> {
  void clientDir;
  void settings;
}
