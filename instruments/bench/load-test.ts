// The load test: autocannon against the `npm start` server on 127.0.0.1,
// every connection cycling through the pages, their data files and assets,
// asking for gzip as browsers do.
import autocannon from "autocannon";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { intentScripts, pageFile, routes } from "../../tests/harness/html/build-output.ts";

export type LoadResult = {
  connections: number;
  durationSeconds: number;
  paths: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  megabytesPerSecond: number;
};

/**
 * A mix of what visitors fetch: each page, its client-navigation data, its
 * JavaScript, the images it shows and the icons.
 */
export function mixedPaths(clientDir: string): string[] {
  const paths = new Set<string>();
  for (const route of routes) {
    paths.add(route);
    paths.add(route === "/" ? "/_.data" : `${route}.data`);
    const html = readFileSync(pageFile(clientDir, route), "utf8");
    for (const file of intentScripts(clientDir, html)) {
      paths.add("/assets/" + file.split(/[\\/]/).pop());
    }
  }
  // One of each image variant the pages reference, plus the icons.
  const assets = readdirSync(join(clientDir, "assets"));
  for (const file of assets.filter((name) => /\.(avif|jpg)$/.test(name)))
    paths.add(`/assets/${file}`);
  for (const icon of ["/favicon.svg", "/favicon-32.png", "/apple-touch-icon.png"]) paths.add(icon);
  return [...paths];
}

export async function loadTest(
  baseURL: string,
  paths: string[],
  {
    connections = 64,
    durationSeconds = 30,
  }: { connections?: number; durationSeconds?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: durationSeconds,
    headers: { "accept-encoding": "gzip, deflate, br" },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  return {
    connections,
    durationSeconds,
    paths: paths.length,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    megabytesPerSecond: Math.round((result.throughput.average / 1e6) * 10) / 10,
  };
}
