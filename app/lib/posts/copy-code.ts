import type { Dictionary } from "../i18n/dictionary.ts";

// A copy button for each code of a post's body (the <figure class="code-block">
// of pipeline/markdown/code-blocks.ts), made only when the visitor shows
// intent to copy: the pointer over the code (a touch is a pointer too) or
// the focus on its <pre>, which a keyboard reaches by Tab. The button comes
// right after the <pre>, so the next Tab reaches it. Nothing is in the page's
// HTML, and nothing runs before that intent but two listeners.
//
// Two places start it, and the first wins: the page's own inline script
// (pipeline/stages/4-first-paint/copy-code-script.ts bundles this module,
// with the page's words, into the pages that have code), and the post's
// route once the app is there, for a post reached by a navigation inside
// the site from a page without that script. The listeners are on the
// window, so they serve every post the visitor reaches after.
//
// The module imports nothing, so that its bundle is this file alone. Tailwind
// reads app/ for class names, so its words avoid the names of utilities.

/** What the button says, in the page's language. */
export type CopyCodeLabels = { copy: string; copied: string; failed: string };

/** The dictionary's three labels, as the button says them. */
export const copyCodeLabels = (
  labels: Pick<Dictionary, "copyCode" | "codeCopied" | "codeNotCopied">,
): CopyCodeLabels => ({
  copy: labels.copyCode,
  copied: labels.codeCopied,
  failed: labels.codeNotCopied,
});

/** The window's mark that the listeners are there. */
export const copyCodeMark = "__copyCode";

/** The class of the button; its words for screen readers are in a `role="status"` after it. */
export const copyButtonClass = "copy-code";
export const copyStatusClass = "copy-code-status";

/** How long the button says what happened before it offers to copy again. */
export const saidMs = 2000;

/** Puts `text` on the clipboard: false where the Clipboard API is missing or refuses, never an error. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Listens for intent to copy a post's code, once a page; `labels` are the page's words. */
export function copyCodeOnIntent(labels: CopyCodeLabels): void {
  const page = window as Window & { [copyCodeMark]?: true };
  if (page[copyCodeMark]) return;
  page[copyCodeMark] = true;
  const offer = (event: Event) => {
    const figure = (event.target as Element | null)?.closest?.(".post-body .code-block");
    const pre = figure?.querySelector("pre");
    if (!pre || figure!.querySelector("." + copyButtonClass)) return;
    // The page's words, in its language and direction, inside a post that may have its own.
    const root = document.documentElement;
    const make = <K extends "button" | "span">(tag: K, className: string) =>
      Object.assign(document.createElement(tag), {
        className,
        lang: root.lang,
        dir: root.dir || "ltr",
      });
    const button = make("button", copyButtonClass);
    const status = make("span", copyStatusClass);
    button.type = "button";
    button.textContent = labels.copy;
    status.setAttribute("role", "status");
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener("click", async () => {
      const words = (await writeClipboard(pre.textContent ?? "")) ? labels.copied : labels.failed;
      button.textContent = status.textContent = words;
      button.dataset.said = "";
      clearTimeout(timer);
      timer = setTimeout(() => {
        button.textContent = labels.copy;
        status.textContent = "";
        delete button.dataset.said;
      }, saidMs);
    });
    pre.after(button, status);
  };
  for (const kind of ["pointerover", "focusin"]) addEventListener(kind, offer, true);
}
