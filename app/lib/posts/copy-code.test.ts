import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  copyButtonClass,
  copyCodeLabels,
  copyCodeMark,
  copyCodeOnIntent,
  copyStatusClass,
  saidMs,
  writeClipboard,
} from "./copy-code.ts";
import { en } from "../i18n/dictionaries/en.ts";

// The browser's side is proven in Chromium, Firefox and WebKit
// (tests/template/local-posts.test.ts); here, what the module decides, with
// the few parts of the DOM it touches stubbed.

const labels = { copy: "Copy code", copied: "Copied", failed: "Could not copy" };
const code = 'func main() {\n\tfmt.Println("<b>")\n}';

type Made = {
  tag: string;
  className: string;
  lang: string;
  dir: string;
  type?: string;
  textContent: string;
  dataset: Record<string, string>;
  role?: string;
  click?: () => Promise<void>;
};

/** A page with one figure of code, and the window's listeners. */
function stubPage({ lang = "en", dir = "", clipboard = {} as object | undefined } = {}) {
  const listeners: { kind: string; listener: (event: object) => void; capture: unknown }[] = [];
  const added: Made[] = [];
  const pre = {
    textContent: code,
    after: (...elements: Made[]) => added.push(...elements),
  };
  const figure = {
    querySelector: (selector: string) =>
      selector === "pre"
        ? pre
        : (added.find((element) => `.${element.className}` === selector) ?? null),
  };
  const inside = {
    closest: (selector: string) => (selector === ".post-body .code-block" ? figure : null),
  };
  const outside = { closest: () => null };
  const window = {};
  vi.stubGlobal("window", window);
  vi.stubGlobal("navigator", { clipboard });
  vi.stubGlobal("addEventListener", (kind: string, listener: () => void, capture: unknown) =>
    listeners.push({ kind, listener, capture }),
  );
  vi.stubGlobal("document", {
    documentElement: { lang, dir },
    createElement: (tag: string): Made => ({
      tag,
      className: "",
      lang: "",
      dir: "",
      textContent: "",
      dataset: {},
      ...(tag === "button"
        ? {
            addEventListener(this: Made, kind: string, listener: () => Promise<void>) {
              expect(kind).toBe("click");
              this.click = listener;
            },
          }
        : {
            setAttribute(this: Made, name: string, value: string) {
              expect(name).toBe("role");
              this.role = value;
            },
          }),
    }),
  });
  const fire = (kind: string, target: object | null) => {
    for (const entry of listeners.filter((entry) => entry.kind === kind))
      entry.listener({ type: kind, target });
  };
  const button = () => added.find((element) => element.tag === "button");
  const status = () => added.find((element) => element.tag === "span");
  return { listeners, added, fire, inside, outside, window, button, status };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("copyCodeOnIntent", () => {
  test("listens for a pointer or the focus, in the capture phase; nothing is made before", () => {
    const page = stubPage();
    copyCodeOnIntent(labels);
    expect(page.listeners.map(({ kind, capture }) => [kind, capture])).toEqual([
      ["pointerover", true],
      ["focusin", true],
    ]);
    expect(page.added).toEqual([]);
    expect((page.window as Record<string, unknown>)[copyCodeMark]).toBe(true);
  });

  test("a second start on the same page (the app after the page's script) adds no listener", () => {
    const page = stubPage();
    copyCodeOnIntent(labels);
    copyCodeOnIntent({ copy: "x", copied: "y", failed: "z" });
    expect(page.listeners).toHaveLength(2);
  });

  test("intent on the code puts one button and one status after its <pre>, once", () => {
    const page = stubPage();
    copyCodeOnIntent(labels);
    page.fire("pointerover", page.outside);
    page.fire("focusin", null);
    expect(page.added).toEqual([]);
    page.fire("pointerover", page.inside);
    page.fire("focusin", page.inside);
    expect(page.added.map(({ tag, className }) => [tag, className])).toEqual([
      ["button", copyButtonClass],
      ["span", copyStatusClass],
    ]);
    expect(page.button()).toMatchObject({ type: "button", textContent: "Copy code" });
    expect(page.status()).toMatchObject({ role: "status", textContent: "" });
  });

  test("the button and status speak the page's language and direction, not the post's", () => {
    const page = stubPage({ lang: "ar", dir: "rtl" });
    copyCodeOnIntent(labels);
    page.fire("pointerover", page.inside);
    for (const element of page.added) expect(element).toMatchObject({ lang: "ar", dir: "rtl" });
    const english = stubPage({ lang: "en" });
    copyCodeOnIntent(labels);
    english.fire("focusin", english.inside);
    expect(english.button()).toMatchObject({ lang: "en", dir: "ltr" });
  });

  test("a click copies the code's text, says Copied, then offers to copy again", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const page = stubPage({ clipboard: { writeText } });
    copyCodeOnIntent(labels);
    page.fire("pointerover", page.inside);
    await page.button()!.click!();
    expect(writeText).toHaveBeenCalledWith(code);
    expect(page.button()).toMatchObject({ textContent: "Copied", dataset: { said: "" } });
    expect(page.status()!.textContent).toBe("Copied");
    vi.advanceTimersByTime(saidMs - 1);
    expect(page.button()!.textContent).toBe("Copied");
    vi.advanceTimersByTime(1);
    expect(page.button()).toMatchObject({ textContent: "Copy code", dataset: {} });
    expect(page.status()!.textContent).toBe("");
  });

  test("a second click restarts the moment the button says it", async () => {
    const page = stubPage({ clipboard: { writeText: () => Promise.resolve() } });
    copyCodeOnIntent(labels);
    page.fire("pointerover", page.inside);
    await page.button()!.click!();
    vi.advanceTimersByTime(saidMs - 100);
    await page.button()!.click!();
    vi.advanceTimersByTime(saidMs - 100);
    expect(page.button()!.textContent).toBe("Copied");
  });

  test.each([
    ["no Clipboard API (a page not served over HTTPS)", undefined],
    ["a refusal", { writeText: () => Promise.reject(new DOMException("denied")) }],
    [
      "an error thrown at once",
      {
        writeText: () => {
          throw new TypeError("no");
        },
      },
    ],
  ])("with %s, the button says it could not copy, and nothing is thrown", async (_, clipboard) => {
    const page = stubPage({ clipboard });
    copyCodeOnIntent(labels);
    page.fire("pointerover", page.inside);
    await page.button()!.click!();
    expect(page.button()!.textContent).toBe("Could not copy");
    expect(page.status()!.textContent).toBe("Could not copy");
  });
});

test("writeClipboard says whether the text reached the clipboard", async () => {
  vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.resolve() } });
  await expect(writeClipboard("a")).resolves.toBe(true);
  vi.stubGlobal("navigator", {});
  await expect(writeClipboard("a")).resolves.toBe(false);
});

test("the labels are the dictionary's", () => {
  expect(copyCodeLabels(en)).toEqual(labels);
});
