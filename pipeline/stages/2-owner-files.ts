import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";

/**
 * The owner's own files (content/files/, such as a résumé a profile link
 * names) go to files/ in the site, as they are.
 */
export function copyOwnerFiles(contentDir: string, clientDir: string): void {
  const source = join(contentDir, "files");
  if (existsSync(source)) cpSync(source, join(clientDir, "files"), { recursive: true });
}
