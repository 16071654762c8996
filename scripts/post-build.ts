import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Settings } from "../app/lib/settings-schema";
import { writeIcons } from "./icons";
import { notFoundPage } from "./not-found-page";

/** Runs after React Router has prerendered every page into `clientDir`. */
export async function postBuild(clientDir: string, settings: Settings): Promise<void> {
  await writeIcons("content/icon.svg", clientDir);
  writeFileSync(join(clientDir, "404.html"), notFoundPage(settings.basePath));
  // Every route is prerendered; the SPA fallback would only shadow 404.html.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
}
