import { describe, expect, test } from "vitest";
import { takeHandoff } from "./hydration-handoff.ts";

// What React Router 7.18 and React 19.2 write at the end of a prerendered
// page: the context script, the bootstrap, and the loader data streamed
// through two Suspense boundaries (scripts shortened where they do not matter).
const context =
  'window.__reactRouterContext = {"basename":"/","ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const enqueue =
  'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"<\\u003c\\"]\\n");';
const close = "window.__reactRouterContext.streamController.close();";
const boot = '<script type="module" async="">import("/assets/entry.client.js");</script>';
const tail =
  '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  `<div hidden id="S:0"><script>${enqueue}</script><!--$?--><template id="B:1"></template><!--/$--></div>` +
  '<script>$RB=[];$RV=function(a){for(var b=0;b<a.length;b+=2){}};\n$RC=function(a,b){};$RC("B:0","S:0")</script>' +
  `<div hidden id="S:1"><script>${close}</script></div><script>$RC("B:1","S:1")</script>`;
const page = `<html><head></head><body><p>Hi</p><script>${context}</script>${boot}${tail}</body></html>`;

describe("takeHandoff", () => {
  test("takes the context and the data out of the page, with React's scaffold around them", () => {
    const { html } = takeHandoff(page, "index.html");
    // The context element stays, empty: React hydrates against it.
    expect(html).toBe(`<html><head></head><body><p>Hi</p><script></script>${boot}</body></html>`);
  });

  test("returns the context and data scripts verbatim, in order", () => {
    expect(takeHandoff(page, "index.html").code).toBe(`${context}\n${enqueue}\n${close}\n`);
  });

  test("refuses anything else after the bootstrap, so nothing is dropped unseen", () => {
    const extra = page.replace("</body>", "<p>late content</p></body>");
    expect(() => takeHandoff(extra, "blog/index.html")).toThrow(
      "blog/index.html: React Router's hydration data has an unexpected form",
    );
  });

  test("refuses a page whose data never closes its stream", () => {
    expect(() => takeHandoff(page.replace(`<script>${close}</script>`, ""), "a.html")).toThrow(
      /unexpected form/,
    );
  });

  test("refuses a page without the context script", () => {
    expect(() => takeHandoff(page.replace(`<script>${context}</script>`, ""), "a.html")).toThrow(
      /unexpected form/,
    );
  });
});
