import { basename } from "node:path";
import { SourceError } from "../errors.ts";
import { readSource } from "../read-source.ts";
import { feedFromBytes } from "../posts/feed.ts";
import { devPosts, devUser } from "./dev.ts";
import type { ExportChoices, ExportPosts } from "./export-item.ts";
import { ghostPosts, isGhost } from "./ghost.ts";
import { mediumPosts } from "./medium.ts";
import { notAnExport } from "./not-an-export.ts";
import { isWxr, wordpressPosts } from "./wordpress.ts";
import { isZip } from "./zip-files.ts";

// What `posts <source> --home` reads: a feed, or a platform's export
// (WordPress's WXR, Medium's zip, Ghost's JSON) or a DEV writer through
// DEV's API. The kind is told by the content; a file whose name claims a
// platform (medium-export.zip, site.WordPress.2024-01-01.xml,
// site.ghost.2024-01-01-10-00-00.json) and is not its export is one line
// that says so.

/** Larger than a feed: an export holds every post a writer ever wrote. */
const maxExportBytes = 200 * 1024 * 1024;

const claims: [RegExp, string][] = [
  [/medium-export.*\.zip$/i, "Medium"],
  [/\.wordpress\.\d{4}-\d{2}-\d{2}.*\.xml$/i, "WordPress"],
  [/\.ghost\.\d{4}-\d{2}-\d{2}.*\.json$/i, "Ghost"],
];

export type HomeSourceSettings = ExportChoices & { timeoutMs: number; devApiUrl: string };

/** The posts of `source` to bring home, whatever its kind. */
export async function homeSourcePosts(
  source: string,
  settings: HomeSourceSettings,
): Promise<ExportPosts> {
  const user = devUser(source);
  if (user) return devPosts(source, user, settings.devApiUrl, settings.timeoutMs);
  const fetched = await readSource(source, settings.timeoutMs, maxExportBytes);
  const claimed = claims.find(([name]) => name.test(basename(source)))?.[1];
  if (isZip(fetched.body)) {
    if (claimed && claimed !== "Medium") throw notAnExport(source, claimed, "a zip file");
    return mediumPosts(source, fetched.body, settings);
  }
  if (claimed === "Medium") throw notAnExport(source, "Medium", "not a zip file");
  const text = fetched.body.toString("utf8").replace(/^\uFEFF/, "");
  const body = text.trim();
  if (body.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      if (claimed)
        throw notAnExport(source, claimed, `malformed JSON (${(error as Error).message})`);
      throw new SourceError(source, `malformed JSON (${(error as Error).message})`);
    }
    if (isGhost(json) || claimed === "Ghost") return ghostPosts(source, json, settings);
  } else if (claimed === "Ghost") throw notAnExport(source, "Ghost", "not JSON");
  if (body.startsWith("<") && isWxr(body)) return wordpressPosts(source, body, settings);
  if (claimed === "WordPress")
    throw notAnExport(
      source,
      "WordPress",
      body.startsWith("<")
        ? "XML without WordPress's wp: namespace (http://wordpress.org/export/…)"
        : "not XML",
    );
  if (settings.drafts || settings.categories || settings.site)
    throw new SourceError(
      source,
      "a feed, which has no drafts, categories apart or --site: --drafts, --categories and --site go with a platform's export",
    );
  return { items: feedFromBytes(fetched, source), skipped: [] };
}
