// Serves the production build the way static hosts do (pretty URLs, 404.html
// with status 404, gzip, immutable hashed assets, security headers) with
// serve-handler, the library behind `serve`, and the rules in serve.json.
// PORT, HOST and SERVE_DIR override the defaults; SERVE_QUIET stops the log.
import { existsSync, promises as fs, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import compression from "compression";
import handler from "serve-handler";

const root = process.env.SERVE_DIR ?? "build/client";
if (!existsSync(`${root}/index.html`)) {
  console.error(`No build found in ${root}/. Run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? "3000");
const host = process.env.HOST ?? "127.0.0.1";
const rules = JSON.parse(readFileSync(new URL("./serve.json", import.meta.url), "utf8"));
const config = { ...rules, public: root };
// compression is Express middleware; its types want an Express request, but it
// only uses what Node's own request has.
const compress = promisify(compression()) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void>;

// A path segment longer than a file name may be is simply not found: without
// this, lstat's ENAMETOOLONG becomes a bare 500 instead of 404.html.
const methods = {
  async lstat(path: string) {
    try {
      return await fs.lstat(path);
    } catch (caught) {
      const error = caught as NodeJS.ErrnoException;
      if (error.code === "ENAMETOOLONG")
        throw Object.assign(new Error(error.message), { code: "ENOENT" });
      throw error;
    }
  },
} as unknown as Parameters<typeof handler>[3]; // typed as fs callbacks; it awaits promises

const server = createServer(async (request, response) => {
  try {
    await compress(request, response);
    await handler(request, response, config, methods);
  } catch (error) {
    console.error(error);
    if (!response.headersSent) response.writeHead(500).end();
  }
  if (!process.env.SERVE_QUIET)
    console.log(`${response.statusCode} ${request.method} ${request.url}`);
});
server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
