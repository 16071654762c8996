import { existsSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import { privatePaths } from "../harness/hosts/private-paths";
import { sample } from "../harness/sites/sample-site";

// The `npm start` server (server/serve.ts) against requests no browser sends,
// over real sockets: node:http sends each path exactly as written (fetch
// would normalize "%2e%2e" away), and net sends bytes as slowly as we like.

let server: LocalServer;
beforeAll(async () => {
  server = await startServer(sample().client);
});
afterAll(() => server?.stop());

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};
function send(method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body }),
      );
    });
    req.on("error", reject).end();
  });
}
const notFoundPage = '<meta http-equiv="refresh" content="0; url=/">';

describe("malformed and hostile paths get 400 or the 404 page, never 500", () => {
  const hostile = [
    "/%00",
    "/index.html%00",
    "/blog/%00/",
    "/%0d%0aSet-Cookie:%20x=1",
    "/%E0%A4%A",
    "/%",
    "/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fpackage.json",
    "/..%5c..%5cpackage.json",
    "/../package.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    `/${"a".repeat(300)}`,
    `/${"a".repeat(300)}.js`,
    `/${`${"b".repeat(250)}/`.repeat(20)}c`,
  ];
  const named = hostile.map((path) => [
    path.length > 50 ? `${path.slice(0, 20)}… (${path.length})` : path,
    path,
  ]);
  test.each(named)("%s", async (_, path) => {
    const { status, body, headers } = await send("GET", path);
    expect([400, 404], path).toContain(status);
    if (status === 404) expect(body).toContain(notFoundPage);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("and the server logs no error for any of them", () => {
    expect(server.errors()).toBe("");
  });
});

describe("methods", () => {
  test.each(["POST", "PUT", "DELETE", "PATCH", "TRACE"])(
    "%s gets 405 with Allow",
    async (method) => {
      const { status, headers } = await send(method, "/");
      expect(status).toBe(405);
      expect(headers.allow).toBe("GET, HEAD");
    },
  );

  test("OPTIONS gets 204 with Allow; HEAD gets the page's headers and no body", async () => {
    const options = await send("OPTIONS", "/");
    expect([options.status, options.headers.allow, options.body]).toEqual([204, "GET, HEAD", ""]);
    const head = await send("HEAD", "/blog");
    expect([head.status, head.headers["content-type"], head.body]).toEqual([
      200,
      "text/html; charset=utf-8",
      "",
    ]);
  });
});

test("files that are there only for a host are the 404 page; pages are still served", async () => {
  for (const file of ["_headers", ".nojekyll"])
    expect(existsSync(`${sample().client}/${file}`)).toBe(true);
  for (const path of privatePaths) {
    const { status, body } = await send("GET", path);
    expect(status, path).toBe(404);
    expect(body, path).toContain(notFoundPage);
  }
  for (const path of ["/", "/blog", "/blog.data", "/robots.txt"])
    expect((await send("GET", path)).status, path).toBe(200);
});

/** Opens a raw connection, sends `start`, then `drip` a byte every 250 ms; resolves on close. */
function slowClient(start: string, drip: string) {
  const { hostname, port } = new URL(server.baseURL);
  const socket = connect(Number(port), hostname);
  const opened = Date.now();
  let received = "";
  let sent = 0;
  socket.write(start);
  const timer = setInterval(() => drip && socket.write(drip[sent++ % drip.length]!), 250);
  socket.on("data", (chunk) => (received += chunk.toString()));
  return new Promise<{ seconds: number; received: string }>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - opened) / 1000, received });
    }),
  );
}

test("a client that sends its headers byte by byte, or nothing, is cut off after 10 s", async () => {
  const dripping = slowClient("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: a\r\n");
  const silent = slowClient("", "");
  // Meanwhile everyone else is served as usual.
  await new Promise((wait) => setTimeout(wait, 3000));
  expect((await fetch(server.baseURL + "/blog")).status).toBe(200);
  for (const { seconds, received } of await Promise.all([dripping, silent])) {
    expect(seconds).toBeGreaterThan(9.5);
    expect(seconds).toBeLessThan(13);
    expect(received).toMatch(/^$|^HTTP\/1\.1 408 /);
  }
  expect(server.errors()).toBe("");
}, 30_000);
