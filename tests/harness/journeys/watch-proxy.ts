// A proxy in front of `npm start`'s server that adds one script to every
// page, first in its <head>: watch-script.ts, served by the proxy from the
// site's own origin so that the page's policy allows it. It records
// errors, policy violations and the navigation links' classes in
// sessionStorage from before the page's own scripts run, in every engine
// (WebKit's WebDriver has no way to run a script before a page's own).
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { freePort } from "../../../server/local-server";
import { watchPage } from "../watch-script";
import { watchPath } from "./watch-path";

const watchScript = `(${watchPage.toString()})();`;

export type WatchProxy = { url: string; stop: () => void };

/**
 * Serves `upstream` (an origin and optional base path) at a port of its own,
 * with the watch script; `scriptDelay` holds every .js response that long,
 * as a slow connection would.
 */
export async function startWatchProxy(upstream: string, scriptDelay = 0): Promise<WatchProxy> {
  const target = new URL(upstream);
  const port = await freePort();
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === watchPath) {
      outgoing.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      outgoing.end(watchScript);
      return;
    }
    if (scriptDelay && /\.js(\?|$)/.test(incoming.url ?? "")) {
      setTimeout(() => forward(incoming, outgoing), scriptDelay);
    } else forward(incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}${target.pathname.replace(/\/$/, "")}`,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };

  function forward(incoming: IncomingMessage, outgoing: ServerResponse) {
    const headers = { ...incoming.headers };
    delete headers["accept-encoding"]; // the page is rewritten, so it must come uncompressed
    const sent = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => relay(answer, outgoing),
    );
    sent.on("error", () => outgoing.destroy());
    incoming.pipe(sent);
  }
}

function relay(answer: IncomingMessage, outgoing: ServerResponse) {
  const html = /^text\/html/.test(answer.headers["content-type"] ?? "");
  if (!html) {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
    return;
  }
  const chunks: Buffer[] = [];
  answer.on("data", (chunk: Buffer) => chunks.push(chunk));
  answer.on("end", () => {
    const page = Buffer.concat(chunks)
      .toString("utf8")
      .replace(
        /(<meta http-equiv="Content-Security-Policy"[^>]*>)/i,
        `$1<script src="${watchPath}"></script>`,
      );
    const headers = { ...answer.headers };
    delete headers["content-length"];
    outgoing.writeHead(answer.statusCode ?? 502, headers);
    outgoing.end(page);
  });
}
