// React Router hands a prerendered page over to the browser in three inline
// pieces: a script that sets window.__reactRouterContext and opens a stream,
// the loader data written into that stream (on the home page a third of the
// HTML's scripts, repeating text the page already shows), and React's
// streaming scaffold that carried the data (hidden <div>s, <template>
// markers and the runtime that reveals them). Only hydration reads any of it,
// and the page hydrates only on the visitor's intent (load-on-intent.ts), so
// this takes all three out of the HTML and returns the context and data
// scripts, verbatim and in order, to run as a module fetched on intent.

const contextScript = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;
const streamScript =
  /<script>(window\.__reactRouterContext\.streamController\.(?:enqueue\("(?:[^"\\]|\\.)*"\)|close\(\));)<\/script>/g;
// What React's server renderer writes around a Suspense boundary that
// resolved later (React Router renders the data in one): boundary markers,
// the hidden <div> that held the resolved content, and the reveal runtime.
const scaffold = new RegExp(
  [
    /<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/,
    /<div hidden id="S:\d+">/,
    /<\/div>/,
    /<script id="_R_">[^<]*<\/script>/,
    /<script>\$R[BC][=(][\s\S]*?<\/script>/,
  ]
    .map((part) => part.source)
    .join("|"),
  "g",
);

export type Handoff = { html: string; code: string };

/**
 * Returns the page without React Router's handoff and the handoff as module
 * code; throws if the page has the context script but its data is not in
 * the form React Router 7 and React 19 write.
 */
export function takeHandoff(html: string, page: string): Handoff {
  const context = contextScript.exec(html);
  const end = html.lastIndexOf("</body>");
  const start = html.indexOf("<!--$?--><template id=", context?.index ?? 0);
  if (!context || start === -1 || end < start) throw unexpected(page);
  const tail = html.slice(start, end);
  const data = [...tail.matchAll(streamScript)].map(([, script]) => script!);
  const leftover = tail.replace(streamScript, "").replace(scaffold, "");
  if (data.length === 0 || !data.at(-1)!.endsWith("close();") || leftover !== "") {
    throw unexpected(page);
  }
  return {
    // The element stays, empty: the page hydrates against it.
    html: html.slice(0, start).replace(context[0], "<script></script>") + html.slice(end),
    code: [context[1]!, ...data].join("\n") + "\n",
  };
}

const unexpected = (page: string) =>
  new Error(`${page}: React Router's hydration data has an unexpected form`);
