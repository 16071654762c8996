import { existsSync, readdirSync, renameSync, rmdirSync } from "node:fs";
import { join } from "node:path";

/**
 * With a base path such as "/portfolio/", React Router writes the prerendered
 * pages and .data files under client/portfolio/, while Vite writes the assets
 * to client/assets/ and links them as /portfolio/assets/. The folder a host
 * serves at /portfolio/ must hold both, so the pages move up to client/.
 */
export function movePagesToSiteRoot(clientDir: string, basePath: string): void {
  const segments = basePath.split("/").filter(Boolean);
  if (segments.length === 0) return;
  const nested = join(clientDir, ...segments);
  if (!existsSync(join(nested, "index.html"))) return;
  for (const entry of readdirSync(nested)) {
    if (existsSync(join(clientDir, entry))) {
      throw new Error(
        `Cannot move the page file ${basePath}${entry} to the site root: ${entry} is taken. ` +
          `Choose a VITE_BASE_PATH whose first part is not a file or folder of the build.`,
      );
    }
    renameSync(join(nested, entry), join(clientDir, entry));
  }
  // The base path's folders are empty now; remove them from the deepest up.
  for (let depth = segments.length; depth > 0; depth--) {
    rmdirSync(join(clientDir, ...segments.slice(0, depth)));
  }
}
