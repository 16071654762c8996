import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "./local-server.ts";
import { listenError, parsePort } from "./listen-errors.ts";

// The real server (server/serve.ts, as `npm start` runs it) on a port that is
// taken, one it may not use, and an address that is not this machine's.
// It needs a build to serve: the smallest one that passes its check.
const site = mkdtempSync(join(tmpdir(), "listen-errors-"));
writeFileSync(join(site, "index.html"), "<!doctype html><title>x</title>");
afterAll(() => rmSync(site, { recursive: true, force: true }));

/**
 * Runs the server; `withoutPortRights` takes away the capability to listen
 * below port 1024 (util-linux's setpriv), which root has and users have not.
 */
function serve(env: Record<string, string>, { withoutPortRights = false } = {}) {
  const node = [process.execPath, "--import", "tsx", "server/serve.ts"];
  const drop = ["--bounding-set=-net_bind_service", "--inh-caps=-net_bind_service"];
  const [command, ...args] = withoutPortRights ? ["setpriv", ...drop, ...node] : node;
  const child = spawn(command!, args, {
    env: { ...process.env, SERVE_DIR: site, SERVE_QUIET: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const timer = setTimeout(() => child.kill(), 20_000);
    child.on("close", (status) => {
      clearTimeout(timer);
      done({ status, stdout, stderr });
    });
  });
}

describe("server/serve.ts cannot listen", () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    taken = createServer();
    await new Promise<void>((done) => taken.listen(port, "127.0.0.1", done));
  });
  afterAll(() => taken?.close());

  test("on a port in use: one line naming it and how to choose another, exit 1", async () => {
    expect(await serve({ PORT: String(port), HOST: "127.0.0.1" })).toEqual({
      status: 1,
      stdout: "",
      stderr: `Port ${port} on 127.0.0.1 is already in use by another program; choose another with PORT, such as: PORT=${port + 1} npm start\n`,
    });
  }, 30_000);

  test("on a port below 1024, as a user who may not: one line", async () => {
    // Root may listen there; without that one capability, it may not.
    const asRoot = process.getuid?.() === 0;
    expect(await serve({ PORT: "80", HOST: "127.0.0.1" }, { withoutPortRights: asRoot })).toEqual({
      status: 1,
      stdout: "",
      stderr:
        "Port 80 on 127.0.0.1 needs administrator rights, as every port below 1024 does; choose another with PORT, such as: PORT=3000 npm start\n",
    });
  }, 30_000);

  test("on an address that is not this machine's", async () => {
    expect(await serve({ PORT: "0", HOST: "192.0.2.1" })).toEqual({
      status: 1,
      stdout: "",
      stderr:
        "HOST 192.0.2.1 is not an address of this machine; leave HOST unset to serve on 127.0.0.1, or set it to one of this machine's addresses\n",
    });
  }, 30_000);

  test("with a PORT that is not a port", async () => {
    expect(await serve({ PORT: "3000x" })).toEqual({
      status: 1,
      stdout: "",
      stderr: 'PORT must be a whole number from 0 to 65535; got "3000x"\n',
    });
  }, 30_000);
});

describe("parsePort and listenError", () => {
  test.each([
    [undefined, 3000],
    ["8080", 8080],
    [" 0 ", 0],
    ["65535", 65535],
  ])("PORT %j is %j", (value, port) => expect(parsePort(value)).toBe(port));

  test.each(["", "-1", "65536", "1e3", "http"])("PORT %j is refused", (value) => {
    expect(parsePort(value)).toBe(
      `PORT must be a whole number from 0 to 65535; got ${JSON.stringify(value)}`,
    );
  });

  const error = (code: string, message = code) => Object.assign(new Error(message), { code });
  test.each([
    [
      "EADDRINUSE",
      65535,
      "Port 65535 on ::1 is already in use by another program; choose another with PORT, such as: PORT=3000 npm start",
    ],
    [
      "EACCES",
      2000,
      "Port 2000 on ::1 is not allowed for this user; choose another with PORT, such as: PORT=2001 npm start",
    ],
    [
      "ENOTFOUND",
      3000,
      "HOST ::1 is not a name this machine can resolve; leave HOST unset to serve on 127.0.0.1",
    ],
    ["EMFILE", 3000, "Cannot serve on ::1:3000: EMFILE"],
  ])("%s on port %i", (code, port, line) => {
    expect(listenError(error(code), "::1", port)).toBe(line);
  });
});
