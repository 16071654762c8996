import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";

// npm run observatory against a stand-in of the Observatory's API on
// 127.0.0.1: the request it makes, and the line and exit code it gives.
let server: Server;
let api = "";
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    const host = new URL(req.url!, "http://x").searchParams.get("host");
    const body =
      host === "weak.example"
        ? { grade: "B", score: 70, tests_failed: 2, tests_quantity: 10, error: null }
        : { grade: "A+", score: 125, tests_failed: 0, tests_quantity: 10, error: null };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  api = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/v2`;
});
afterAll(() => void server.close());

const run = (...args: string[]) =>
  // Asynchronous, so that the stand-in in this process can answer.
  new Promise<{ status: number | null; out: string }>((resolve) =>
    execFile(
      process.execPath,
      ["--import", "tsx", "instruments/observatory/scan.ts", ...args],
      { env: { ...process.env, OBSERVATORY_API: api } },
      (error, stdout, stderr) =>
        resolve({ status: error ? (error.code as number) : 0, out: `${stdout}${stderr}` }),
    ),
  );

test("an A+ is one line and exit 0; the host is taken from a URL", async () => {
  const { status, out } = await run("https://you.example/blog");
  expect(out.trim()).toBe("you.example: A+ (125/100, 10 tests)");
  expect(status).toBe(0);
  expect(asked.at(-1)).toBe("POST /api/v2/scan?host=you.example");
});

test("anything less names the failed tests and exits 1; no host is the usage and exit 2", async () => {
  const weak = await run("weak.example");
  expect(weak.out.trim()).toBe("weak.example: B (70/100, 10 tests, 2 failed)");
  expect(weak.status).toBe(1);
  const none = await run();
  expect(none.out).toMatch(/^Usage: npm run observatory -- <host/);
  expect(none.status).toBe(2);
});
