import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Settings } from "../app/lib/settings-schema";
import { movePagesToSiteRoot } from "./base-path-layout";
import { applySecurityPolicy } from "./csp";
import { prepareFirstPaint } from "./first-paint";
import { writeIcons } from "./icons";
import { notFoundPage } from "./not-found-page";
import { writeSeoFiles } from "./seo-files";

/**
 * Runs after React Router has prerendered every page into `clientDir`. The
 * order matters: the security policy hashes the final inline scripts and
 * styles, so it runs last.
 */
export async function postBuild(clientDir: string, settings: Settings): Promise<void> {
  // Under a sub-path React Router writes pages below it; hosts serve them from the root.
  movePagesToSiteRoot(clientDir, settings.basePath);
  await writeIcons("content/icon.svg", clientDir);
  writeFileSync(join(clientDir, "404.html"), notFoundPage(settings.basePath));
  // Every route is prerendered; the SPA fallback would only shadow 404.html.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  await prepareFirstPaint(clientDir, settings);
  await writeSeoFiles(clientDir, settings);
  await applySecurityPolicy(clientDir, settings);
}
