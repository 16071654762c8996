import { readFileSync } from "node:fs";

/**
 * The repository's vercel.json without its `redirects`: in a fork, the build
 * has written the fork's own posts' old addresses there, which are not the
 * tests'. As the template ships it (no redirects), the file byte for byte.
 */
export function shippedVercelJson(): string {
  const text = readFileSync("vercel.json", "utf8");
  const config = JSON.parse(text) as { redirects?: unknown };
  if (config.redirects === undefined) return text;
  delete config.redirects;
  return `${JSON.stringify(config, null, 2)}\n`;
}
