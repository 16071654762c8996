// A stand-in for a self-hosted Plausible, Umami or GoatCounter on
// 127.0.0.1: it answers as they do (CORS included) and records each request,
// so a test can count the page views a site sends.
import { createServer } from "node:http";

export type Hit = { method: string; path: string; query: URLSearchParams; body: string };
export type Endpoint = { url: string; hits: Hit[]; stop: () => void };

/** The page (path and query) a hit counts, or undefined when it is no page view. */
export function pageViewed(hit: Hit): string | undefined {
  if (hit.method !== "POST") return undefined;
  if (hit.path === "/count") return hit.query.get("p") ?? undefined; // GoatCounter
  const body = JSON.parse(hit.body || "null") as Record<string, unknown> | null;
  if (hit.path === "/api/event" && body?.name === "pageview") {
    return new URL(String(body.url)).pathname; // Plausible
  }
  const payload = body?.payload as { url?: string } | undefined;
  if (hit.path === "/api/send" && body?.type === "event") return payload?.url; // Umami
  return undefined;
}

export async function startEndpoint(): Promise<Endpoint> {
  const hits: Hit[] = [];
  const origin = { "Access-Control-Allow-Origin": "*" };
  // Only a preflight's answer needs more (the page-view script sends simple requests).
  const preflight = {
    ...origin,
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type",
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let body = "";
    req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      if (req.method === "OPTIONS") return void res.writeHead(204, preflight).end();
      hits.push({ method: req.method ?? "", path: url.pathname, query: url.searchParams, body });
      res.writeHead(202, { ...origin, "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, hits, stop: () => void server.close() };
}
