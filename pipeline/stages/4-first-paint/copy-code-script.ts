// The copy button of a post's code (app/lib/posts/copy-code.ts) costs a page
// nothing until the visitor shows intent to copy, and no request then: its
// code is an inline script at the end of <body> of each page that has code,
// after the text, so the first screen arrives as before. The policy hashes it
// like every inline script (stage 6). The app imports the same module, for a
// post reached by a navigation inside the site.
import { fileURLToPath } from "node:url";
import { dirname } from "node:path";
import { buildSync } from "esbuild";
import type { CopyCodeLabels } from "../../../app/lib/posts/copy-code.ts";

const module = fileURLToPath(new URL("../../../app/lib/posts/copy-code.ts", import.meta.url));

/** Whether a page shows code of a post (the figure pipeline/markdown/code-blocks.ts writes). */
export const hasCode = (html: string) => html.includes('<figure class="code-block"');

/** The inline script that offers a copy button on intent, saying `labels`; minified. */
export function copyCodeScript(labels: CopyCodeLabels): string {
  const [output] = buildSync({
    stdin: {
      contents:
        `import { copyCodeOnIntent } from ${JSON.stringify(module)};\n` +
        `copyCodeOnIntent(${JSON.stringify(labels)});\n`,
      resolveDir: dirname(module),
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "iife",
    // The page is UTF-8: a label in Arabic or Japanese stays as written, a third of its \u escapes.
    charset: "utf8",
    write: false,
  }).outputFiles;
  // An owner's label could hold "</script>"; in a string, "<\/" is the same text.
  return output!.text.trim().replaceAll("</", "<\\/");
}

/** The page with `script` inline just before </body>. */
export function atBodyEnd(html: string, page: string, script: string): string {
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error(`${page}: has no </body> to put its copy button's script in`);
  return `${html.slice(0, end)}<script>${script}</script>${html.slice(end)}`;
}
