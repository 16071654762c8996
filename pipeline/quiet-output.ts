import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/**
 * Lines the build's tools print that tell the owner nothing and that this
 * project cannot act on. Everything else, every real warning included, is
 * passed through as it comes.
 */
export const knownNoise: RegExp[] = [
  // React Router 7 starts its internal Vite servers with `envFile: false`,
  // which Vite 8 deprecates; React Router 8 no longer does. Our own config
  // never sets it.
  /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/,
  // React Router announces the Environment API build that its v8 flag opts into.
  /^Using Vite Environment API \(experimental\)$/,
];

// Tools colour their output when they see CI=true or a terminal; match the text.
// eslint-disable-next-line no-control-regex -- the escape sequences are what is matched
const colours = /\u001b\[[0-9;]*m/g;
export const isNoise = (line: string) =>
  knownNoise.some((pattern) => pattern.test(line.replace(colours, "")));

/**
 * Runs a command, passing its output through without the known noise and
 * the lines `keep` refuses; resolves to its exit code.
 */
export function runQuietly(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  keep: (line: string) => boolean = () => true,
): Promise<number> {
  const child = spawn(command, args, {
    env,
    stdio: ["inherit", "pipe", "pipe"],
    shell: process.platform === "win32",
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
      if (!isNoise(line) && keep(line.replace(colours, ""))) out.write(`${line}\n`);
    });
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}
