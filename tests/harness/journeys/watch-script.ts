// Runs in every page of a journey (watch-proxy.ts adds it first in <head>,
// before the page's own scripts): what a journey asserts on, kept in
// sessionStorage so that it outlives full page loads.
export function watchPage(): void {
  const note = (key: string, entry: unknown) => {
    const list = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
    list.push(entry);
    sessionStorage.setItem(key, JSON.stringify(list));
  };
  const problem = (text: string) => note("journey-problems", `${text} (on ${location.pathname})`);
  addEventListener(
    "error",
    (event: Event) => {
      if (event instanceof ErrorEvent) problem(`error: ${event.message}`);
      else if (event.target !== window) {
        const failed = event.target as HTMLScriptElement & HTMLLinkElement;
        problem(`failed to load: ${failed.src || failed.href}`);
      }
    },
    true,
  );
  addEventListener("unhandledrejection", (event) =>
    problem(`unhandled rejection: ${String((event.reason as Error)?.message ?? event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    problem(`policy violation: ${event.effectiveDirective} blocked ${event.blockedURI}`),
  );
  // The colours of the page's first frame: its color-scheme and page colour
  // as the browser is about to paint them (the theme switch's choice must be
  // in it already).
  requestAnimationFrame(() => {
    const root = getComputedStyle(document.documentElement);
    note("journey-first-frames", {
      page: location.pathname,
      scheme: root.colorScheme,
      colour: root.getPropertyValue("--color-page").trim(),
    });
  });
  // Every class a nav link takes (active, pending, transitioning), by page.
  document.addEventListener("DOMContentLoaded", () => {
    for (const link of document.querySelectorAll("nav a")) {
      const seen = () =>
        note("journey-nav", {
          page: location.pathname,
          href: link.getAttribute("href"),
          classes: link.className,
        });
      seen();
      new MutationObserver(seen).observe(link, { attributes: true, attributeFilter: ["class"] });
    }
  });
}
