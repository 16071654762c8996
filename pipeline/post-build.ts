import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Settings } from "../app/lib/settings/settings-schema";
import { movePagesToSiteRoot } from "./stages/1-site-root";
import { writeIcons } from "./stages/2-icons";
import { notFoundPage } from "./stages/3-not-found-page";
import { prepareFirstPaint } from "./stages/4-first-paint/first-paint";
import { writeSeoFiles } from "./stages/5-seo-files/seo-files";
import { applySecurityPolicy } from "./stages/6-security-policy/csp";

/**
 * The stages that run after React Router has prerendered every page into
 * `clientDir`, in order (react-router.config.ts calls this from buildEnd).
 * The order matters: the security policy hashes the final inline scripts
 * and styles, so it runs last.
 */
export async function postBuild(clientDir: string, settings: Settings): Promise<void> {
  // 1. Under a sub-path React Router writes pages below it; hosts serve them from the root.
  movePagesToSiteRoot(clientDir, settings.basePath);
  // 2. Favicon, touch and manifest icons from content/icon.svg.
  await writeIcons("content/icon.svg", clientDir);
  // 3. The page hosts serve for unknown paths. Every route is prerendered, so
  //    React Router's SPA fallback would only shadow it.
  writeFileSync(join(clientDir, "404.html"), notFoundPage(settings.basePath));
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  // 4. Inline CSS, guard the scroll script, fetch JavaScript after the first paint.
  await prepareFirstPaint(clientDir, settings);
  // 5. sitemap.xml, robots.txt, feeds and the web app manifest, from the built pages.
  await writeSeoFiles(clientDir, settings);
  // 6. Content Security Policy in every page, and the host files that send it.
  await applySecurityPolicy(clientDir, settings);
}
