// A virtual X display for a browser that needs one (WebKit's MiniBrowser):
// Xvfb picks a free display number and writes it to the pipe it is given.
import { spawn } from "node:child_process";
import type { Readable } from "node:stream";

export type Display = { name: string; stop: () => void };

export function startXvfb(xvfbPath: string): Promise<Display> {
  const xvfb = spawn(
    xvfbPath,
    ["-displayfd", "3", "-screen", "0", "3000x3000x24", "-nolisten", "tcp"],
    { stdio: ["ignore", "ignore", "ignore", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let number = "";
    (xvfb.stdio[3] as Readable).on("data", (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes("\n")) resolve({ name: `:${number.trim()}`, stop: () => xvfb.kill() });
    });
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with code ${code}`)));
  });
}
