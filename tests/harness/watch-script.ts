// The one watcher of a page: errors, failed loads, unhandled rejections,
// console errors and warnings, and Content Security Policy violations (whichever policy, meta or header,
// reported them), and what the journeys assert on (the nav links' classes
// and looks, each page's first frame). It runs before the page's own
// scripts in every engine: the journeys' proxy adds it to each page
// (journeys/watch-proxy.ts), Playwright pages get it as an init script
// (chromium.ts). Notes live in sessionStorage, so they outlive page loads.
export function watchPage(): void {
  const note = (key: string, entry: unknown) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
      list.push(entry);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // a document without storage (about:blank): nothing to keep notes in
    }
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
  // What the page's own code logs as wrong (React's warnings among it).
  for (const level of ["error", "warn"] as const) {
    const log = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      problem(`console.${level}: ${args.map(String).join(" ")}`);
      log(...args);
    };
  }
  addEventListener("unhandledrejection", (event) =>
    problem(`unhandled rejection: ${String((event.reason as Error)?.message ?? event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    problem(
      `policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || event.sample}`,
    ),
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
  // How a nav link looks in a state, its colour as it ends up rather than
  // midway through the colour's fade.
  const look = (link: HTMLElement) => {
    const transition = link.style.transition;
    link.style.transition = "none";
    const style = getComputedStyle(link);
    const seen = `${style.textDecorationLine} ${style.textDecorationStyle} ${style.animationName} ${style.color}`;
    link.style.transition = transition;
    return seen;
  };
  // Every class a nav link takes (active, pending, transitioning), by page.
  document.addEventListener("DOMContentLoaded", () => {
    for (const link of document.querySelectorAll<HTMLElement>("header nav a")) {
      const seen = () =>
        note("journey-nav", {
          page: location.pathname,
          href: link.getAttribute("href"),
          classes: link.className,
          look: look(link),
        });
      seen();
      new MutationObserver(seen).observe(link, { attributes: true, attributeFilter: ["class"] });
    }
  });
}
