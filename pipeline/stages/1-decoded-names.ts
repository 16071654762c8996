import { existsSync, readdirSync, renameSync } from "node:fs";
import { join } from "node:path";

/**
 * React Router names each prerendered file by its URL's path as the URL
 * writes it, percent-encoded: a post whose slug keeps its script
 * (/blog/2020-年终总结) is written to blog/2020-%E5%B9%B4.../index.html and
 * blog/2020-%E5%B9%B4....data. Every host decodes the address it is asked
 * for before it looks for the file (GitHub Pages, Netlify, Cloudflare Pages,
 * Vercel, nginx's $uri, npm start's serve-handler), so each such name is
 * renamed to the characters it encodes: blog/2020-年终总结/index.html. A name
 * without an escape is left as it is, so a site without such a post keeps
 * every file where it was.
 */
export function decodePageNames(clientDir: string): void {
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    let name = entry.name;
    if (entry.isDirectory() && name === "assets") continue;
    const decoded = decodedName(name);
    if (decoded !== name) {
      if (existsSync(join(clientDir, decoded)))
        throw new Error(
          `Cannot name the prerendered ${join(clientDir, name)} ${decoded}: a file of that name is there.`,
        );
      renameSync(join(clientDir, name), join(clientDir, decoded));
      name = decoded;
    }
    if (entry.isDirectory()) decodePageNames(join(clientDir, name));
  }
}

/** A file name with its percent escapes decoded; the name itself when it has none, or a broken one. */
function decodedName(name: string): string {
  if (!/%[0-9a-f]{2}/i.test(name)) return name;
  try {
    const decoded = decodeURIComponent(name);
    // An escaped "/" or a dot segment would name another file: never the case for a page's name.
    return /[/\\\0]/.test(decoded) || decoded === "." || decoded === ".." ? name : decoded;
  } catch {
    return name;
  }
}
