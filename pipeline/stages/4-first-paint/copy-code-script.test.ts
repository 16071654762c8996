import { expect, test } from "vitest";
import { atBodyEnd, copyCodeScript, hasCode } from "./copy-code-script.ts";

const labels = { copy: "Copy code", copied: "Copied", failed: "Could not copy" };

/** Runs the script with the window stubbed; returns the kinds it listens for and the button an intent makes. */
function run(script: string) {
  const kinds: string[] = [];
  const listeners: ((event: object) => void)[] = [];
  const made: object[] = [];
  const figure = {
    querySelector: (selector: string) =>
      selector === "pre" ? { after: (...elements: object[]) => made.push(...elements) } : null,
  };
  const browser = {
    window: {},
    addEventListener: (kind: string, listener: (event: object) => void) => {
      kinds.push(kind);
      listeners.push(listener);
    },
    document: {
      documentElement: { lang: "en", dir: "" },
      createElement: (tag: string) => ({ tag, addEventListener() {}, setAttribute() {} }),
    },
  };
  new Function(...Object.keys(browser), script)(...Object.values(browser));
  listeners[0]!({ target: { closest: () => figure } });
  return { kinds, button: made[0] };
}

test("the inline script is the module, minified, started with the page's words", () => {
  const script = copyCodeScript(labels);
  expect(script).toMatch(/^\(\(\)=>\{/);
  expect(script).not.toMatch(/\n|\bexport\b|\bimport\b/);
  const { kinds, button } = run(script);
  expect(kinds).toEqual(["pointerover", "focusin"]);
  expect(button).toMatchObject({ tag: "button", textContent: "Copy code" });
});

test("an owner's label cannot end the script element early", () => {
  const script = copyCodeScript({ ...labels, copy: "Copy </script><b>code</b>" });
  expect(script).not.toContain("</");
  expect(run(script).button).toMatchObject({ textContent: "Copy </script><b>code</b>" });
});

test("a page has code when the renderer's figure is in it; text that names it is not", () => {
  expect(hasCode('<div id="post-body"><figure class="code-block" data-language="go">')).toBe(true);
  expect(hasCode("<p>&lt;figure class=&quot;code-block&quot;&gt;</p>")).toBe(false);
  expect(hasCode("<main><p>No code.</p></main>")).toBe(false);
});

test("the script goes last in <body>, after the text", () => {
  const html = "<html><head></head><body><p>Text</p><script>1</script></body></html>";
  expect(atBodyEnd(html, "a.html", "2")).toBe(
    "<html><head></head><body><p>Text</p><script>1</script><script>2</script></body></html>",
  );
  expect(() => atBodyEnd("<p>", "a.html", "2")).toThrow("a.html: has no </body>");
});

test("words in any script are written as they are, not escaped", () => {
  const arabic = { copy: "نسخ الشيفرة", copied: "تم النسخ", failed: "تعذّر النسخ" };
  const script = copyCodeScript(arabic);
  expect(script).toContain('"نسخ الشيفرة"');
  expect(script).not.toContain("\\u");
  expect(run(script).button).toMatchObject({ textContent: "نسخ الشيفرة" });
});
