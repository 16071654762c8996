import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import type { SearchConfig } from "../../app/lib/search/search-intent.ts";

// The search's two pieces of JavaScript: the module fetched on intent
// (app/lib/search/search-box.ts with MiniSearch and the tokenizer), written
// once into assets/ by its hash, the same bytes in every language; and each
// page's inline script (app/lib/search/search-intent.ts), in the page's words
// and with the addresses of the module and its language's index, which the
// policy hashes like every inline script (stage 6).

const lib = (file: string) =>
  fileURLToPath(new URL(`../../app/lib/search/${file}`, import.meta.url));

const bundle = (contents: string, format: "esm" | "iife") =>
  buildSync({
    stdin: { contents, resolveDir: dirname(lib("search-box.ts")), loader: "ts" },
    bundle: true,
    minify: true,
    format,
    target: "es2022",
    // The page is UTF-8: words in Arabic or Japanese stay as written.
    charset: "utf8",
    write: false,
  }).outputFiles[0]!.text.trim();

/** The search's module, as the browser imports it: its name (search-<hash>.js) and code. */
export function searchModule(): { name: string; code: string } {
  const code = bundle(
    `export { startSearch } from ${JSON.stringify(lib("search-box.ts"))};`,
    "esm",
  );
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  return { name: `search-${hash}.js`, code };
}

/** Writes the module into `clientDir`'s assets/; returns its name there. */
export function writeSearchModule(clientDir: string): string {
  const { name, code } = searchModule();
  writeFileSync(join(clientDir, "assets", name), code);
  return name;
}

/** A page's inline script: the listeners for intent to search, with `config`; minified. */
export function searchScript(config: SearchConfig): string {
  const code = bundle(
    `import { searchOnIntent } from ${JSON.stringify(lib("search-intent.ts"))};\n` +
      `searchOnIntent(${JSON.stringify(config)});\n`,
    "iife",
  );
  // A word could hold "</script>"; in a string, "<\/" is the same text.
  return code.replaceAll("</", "<\\/");
}

/** Whether a page has a search box (app/components/search/search-box.tsx). */
export const hasSearchBox = (html: string) => html.includes(" data-search=");
