// Every host but the site's, as a visitor's browser may find it: a proxy the
// browsers reach other origins through (VisitOptions.proxy), answering each
// connection as a host that is
//   unreachable: never answers (packets dropped: the browser waits);
//   slow:        answers after 10 s;
//   refused:     resets the connection at once (a closed port, a content blocker).
// Browsers ask an HTTPS origin through CONNECT; an answer is a stand-in over
// TLS with a certificate of ours, which the visits accept: a script for a
// .js path, 202 with CORS (a page view taken) for anything else.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TLSSocket } from "node:tls";
import { makeCertificate } from "./tls";

export const hostFaults = ["unreachable", "slow", "refused"] as const;
export type HostFault = (typeof hostFaults)[number];

/** How long a slow host takes to answer. */
export const slowAnswer = 10_000;

export type OtherHostsProxy = {
  /** "127.0.0.1:port", for VisitOptions.proxy. */
  address: string;
  /** Each host asked for ("static.cloudflareinsights.com"), in order. */
  asked: string[];
  stop: () => void;
};

/** A stand-in answer: what a provider's script or endpoint would send, in a few bytes. */
function answer(request: IncomingMessage, response: ServerResponse) {
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type",
  };
  request.resume();
  if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
  if (/\.js(\?|$)/.test(request.url ?? ""))
    return void response
      .writeHead(200, { "Content-Type": "text/javascript", ...cors })
      .end("/* a stand-in for the provider's script */");
  response.writeHead(202, { "Content-Type": "application/json", ...cors }).end("{}");
}

export async function startOtherHostsProxy(fault: HostFault): Promise<OtherHostsProxy> {
  const dir = mkdtempSync(join(tmpdir(), "other-hosts-"));
  const certificate = makeCertificate(dir);
  const tls = { key: readFileSync(certificate.keyFile), cert: readFileSync(certificate.certFile) };
  const asked: string[] = [];
  const held = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (then: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      then();
    }, slowAnswer);
    timers.add(timer);
  };
  // The hosts' stand-in, reached through the tunnels once they are answered.
  const hosts = createServer(answer);
  const proxy = createServer((request, response) => {
    // A plain-HTTP request for another origin ("GET http://host/path").
    asked.push(new URL(request.url ?? "", "http://unknown").hostname);
    if (fault === "refused") return void request.socket.destroy();
    held.add(request.socket);
    if (fault === "slow") later(() => answer(request, response));
  });
  proxy.on("connect", (request: IncomingMessage, socket: Socket) => {
    asked.push((request.url ?? "").replace(/:\d+$/, ""));
    socket.on("error", () => {});
    if (fault === "refused") return void socket.destroy();
    held.add(socket);
    if (fault === "unreachable") return;
    later(() => {
      if (socket.destroyed) return;
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      const secure = new TLSSocket(socket, { isServer: true, ...tls });
      secure.on("error", () => {});
      hosts.emit("connection", secure);
    });
  });
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
  const { port } = proxy.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    asked,
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of held) socket.destroy();
      proxy.closeAllConnections();
      proxy.close();
      hosts.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
