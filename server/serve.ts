// Serves the production build the way static hosts do (pretty URLs, 404.html
// with status 404, gzip, immutable hashed assets, security headers) with
// serve-handler, the library behind `serve`, and the rules in serve.json.
// Requests no browser sends are refused first (request-guard.ts), and files
// that are there only for a host are never served. An unknown path gets the
// nearest 404.html up its folders: another language's, in its folder
// (not-found.ts). A build for a sub-path is served under it (base-path.ts).
// PORT, HOST and SERVE_DIR override the defaults; SERVE_QUIET stops the log.
import { createReadStream, existsSync, promises as fs, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { relative, resolve } from "node:path";
import { promisify } from "node:util";
import compression from "compression";
import handler from "serve-handler";
import { builtBasePath, routeUnder } from "./base-path.ts";
import { listenError, parsePort } from "./listen-errors.ts";
import { nearestNotFound } from "./not-found.ts";
import { isPrivate, refuse } from "./request-guard.ts";

const served = process.env.SERVE_DIR ?? "build/client";
const root = resolve(served);
if (!existsSync(`${root}/index.html`)) {
  console.error(`No build found in ${served}/. Run \`npm run build\` first.`);
  process.exit(1);
}
const port = parsePort(process.env.PORT);
if (typeof port === "string") {
  console.error(port);
  process.exit(1);
}
const host = process.env.HOST ?? "127.0.0.1";
const base = builtBasePath(root);
// What a static host answers outside a sub-path site: not found.
const notFoundPage = existsSync(`${root}/404.html`)
  ? readFileSync(`${root}/404.html`)
  : "Not Found\n";
type Rule = { source: string; headers: { key: string; value: string }[] };
const rules = JSON.parse(readFileSync(new URL("./serve.json", import.meta.url), "utf8")) as {
  headers: Rule[];
};
const config = { ...rules, public: root };
// The headers serve.json gives every response go on refusals too.
const everyResponse = Object.fromEntries(
  rules.headers.find((rule) => rule.source === "**")!.headers.map((h) => [h.key, h.value]),
);
// compression is Express middleware; its types want an Express request, but it
// only uses what Node's own request has.
const compress = promisify(compression()) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void>;

// serve-handler looks up every file it might send through lstat, so a file
// reported missing here is answered with the 404 page. Host-only files are
// reported missing, and so is a path too long for the file system (lstat's
// ENAMETOOLONG would otherwise be a bare 500).
const notFound = (path: string) =>
  Object.assign(new Error(`${path}: not found`), { code: "ENOENT" });
// serve-handler answers an unknown path with the root's 404.html: for `url`,
// the nearest one up its folders is read in its place.
const rootNotFound = resolve(root, "404.html");
const methodsFor = (url: string) => {
  const page = (path: string) => (path === rootNotFound ? nearestNotFound(root, url) : path);
  return {
    async lstat(path: string) {
      if (isPrivate(relative(root, path))) throw notFound(path);
      try {
        return await fs.lstat(page(path));
      } catch (caught) {
        if ((caught as NodeJS.ErrnoException).code === "ENAMETOOLONG") throw notFound(path);
        throw caught;
      }
    },
    createReadStream: (path: string, options?: object) => createReadStream(page(path), options),
  } as unknown as Parameters<typeof handler>[3]; // typed as fs callbacks; it awaits promises
};

// Bounded waits, so that a client that sends its request slowly, or never,
// cannot hold a connection: the headers must arrive within 10 s and the whole
// request within 30 s (checked every second, not Node's default 30 s), an
// idle keep-alive connection closes after 5 s, and one that stops reading a
// response after 30 s without progress.
const server = createServer(
  {
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 5_000,
  },
  async (request, response) => {
    const asked = request.url ?? "";
    const refusal = refuse(request.method, request.url);
    const route = routeUnder(asked, base);
    try {
      if (refusal) {
        response.writeHead(refusal.status, { ...everyResponse, ...refusal.headers });
        response.end(refusal.body);
      } else if (route.to === "base") {
        response.writeHead(301, { ...everyResponse, Location: base }).end();
      } else if (route.to === "outside") {
        const type = { "Content-Type": "text/html; charset=utf-8" };
        response.writeHead(404, { ...everyResponse, ...type }).end(notFoundPage);
      } else {
        request.url = route.url;
        await compress(request, response);
        // After compression's own hook, which passes headers on through setHeader.
        if (base !== "/") redirectUnder(response, base);
        await handler(request, response, config, methodsFor(route.url));
      }
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    }
    if (!process.env.SERVE_QUIET) console.log(`${response.statusCode} ${request.method} ${asked}`);
  },
);
server.timeout = 30_000;

/** serve-handler's redirects ("/blog/" → "/blog") name paths in the build: put them under the base. */
function redirectUnder(response: ServerResponse, base: string) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as
      Record<string, unknown> | undefined;
    if (typeof headers?.Location === "string" && headers.Location.startsWith("/"))
      headers.Location = base.slice(0, -1) + headers.Location;
    return writeHead(status, ...rest);
  }) as typeof response.writeHead;
}
// A port in use or not allowed is the owner's to change: one line, no stack.
const cannotListen = (error: NodeJS.ErrnoException) => {
  console.error(listenError(error, host, port));
  process.exit(1);
};
server.once("error", cannotListen);
server.listen(port, host, () => {
  server.off("error", cannotListen);
  console.log(`Serving ${served} at http://${host}:${port}${base}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
