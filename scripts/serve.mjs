// Serves the production build the way static hosts do (pretty URLs, 404.html
// with status 404, gzip, immutable hashed assets), using the `serve` package
// with the rules in serve.json. SERVE_DIR serves another build folder.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = process.env.SERVE_DIR ?? "build/client";
if (!existsSync(`${root}/index.html`)) {
  console.error(`No build found in ${root}/. Run \`npm run build\` first.`);
  process.exit(1);
}

const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "127.0.0.1";
const serveBin = createRequire(import.meta.url).resolve("serve/build/main.js");
// serve resolves --config against the served folder, so pass an absolute path.
const config = fileURLToPath(new URL("../serve.json", import.meta.url));
const args = [
  serveBin,
  root,
  "--config",
  config,
  "--no-clipboard",
  "--listen",
  `tcp://${host}:${port}`,
];
if (process.env.SERVE_QUIET) args.push("--no-request-logging");
const child = spawn(process.execPath, args, { stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
