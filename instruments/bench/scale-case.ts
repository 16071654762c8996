// The bench's backlog: 300 posts, each with its own thumbnail, and 150
// projects, generated (never committed as content) into a copy of the
// project, built cold (an empty image cache) and again with nothing changed.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startServer } from "../../server/local-server.ts";
import { backlog } from "../../tests/harness/budgets.ts";
import { generatedContent } from "../../tests/harness/sites/generated-content.ts";
import { buildCopy, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";
import { auditRoutes, type Audit } from "./audit-routes.ts";
import { pageFile, routes } from "../../tests/harness/html/build-output.ts";
import type { Auditor } from "./lighthouse.ts";
import { measureVisits, type Visit } from "./visit-bytes.ts";
import type { Browser } from "playwright-core";

export type ScaleResult = Audit & {
  coldSeconds: number;
  warmSeconds: number;
  /** Thumbnails on /blog that load at once (the rest wait until scrolled to). */
  eagerThumbnails: number;
  visits: Visit[];
};

export async function scaleCase(
  auditor: Auditor,
  visitor: Browser,
  runs: number,
): Promise<ScaleResult> {
  const dir = ".test-builds/bench-scale";
  makeProjectCopy(dir, await generatedContent(backlog), { keepContent: true });
  const tooling = { IMAGE_CACHE_DIR: join(dir, ".image-cache") };
  rmSync(tooling.IMAGE_CACHE_DIR, { recursive: true, force: true });
  const build = (kind: string) => {
    process.stdout.write(
      `Building ${backlog.posts} posts and ${backlog.projects} projects (${kind})\r`,
    );
    const result = buildCopy(dir, {}, tooling);
    if (result.status !== 0)
      throw new Error(`The backlog did not build (${kind}):\n${result.output}`);
    return result.seconds;
  };
  const coldSeconds = build("cold");
  const warmSeconds = build("warm");
  const clientDir = join(dir, "build/client");
  const blog = readFileSync(pageFile(clientDir, "/blog"), "utf8");
  const eagerThumbnails = (blog.match(/<img [^>]*loading="eager"/g) ?? []).length;
  const server = await startServer(clientDir);
  try {
    const audit = await auditRoutes(auditor, server.baseURL, clientDir, runs, "scale");
    const visits = await measureVisits(visitor, server.baseURL, routes);
    return { ...audit, coldSeconds, warmSeconds, eagerThumbnails, visits };
  } finally {
    server.stop();
  }
}
