// The one inline script a page runs besides React Router's scroll script,
// until the visitor shows intent to navigate inside the site: the pointer
// over or down on one of React Router's links, a touch on one, or keyboard
// focus on one. Then the code after it (load-on-intent.ts) fetches the app.
// No timer fetches it anyway.
//
// A click that comes before the app has hydrated is a normal page load (the
// link's href), so it is never lost; the script marks the nav links to its
// page "pending" at once, as NavLink would, and drops the marks if the page
// comes back from the back/forward cache. Once React has hydrated, React
// Router handles the click and prevents its default, so the script leaves it
// alone. It adds no unload handler, so pages stay eligible for that cache.

// React Router's <Link> and <NavLink> mark the links they route with this
// attribute; external links, in-page anchors and plain files have none.
// load-on-intent.ts refuses a page with a bootstrap but no such link.
export const routedLink = "a[data-discover]";

/** Browser code, run as the start of the page's module script; resolves on intent. */
export const intentScript = `const routed = ${JSON.stringify(routedLink)};
const linkOf = (event) => event.target instanceof Element ? event.target.closest(routed) : null;
const path = (link) => link.pathname.replace(/(.)\\/$/, "$1");
const marked = [];
addEventListener("click", (event) => {
  const link = linkOf(event);
  if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  for (const nav of document.querySelectorAll("nav " + routed)) {
    if (path(nav) !== path(link)) continue;
    nav.classList.add("pending");
    marked.push(nav);
  }
});
addEventListener("pageshow", (event) => {
  if (event.persisted) for (const link of marked.splice(0)) link.classList.remove("pending");
});
await new Promise((done) => {
  const kinds = ["pointerover", "pointerdown", "touchstart", "focusin"];
  const seen = (event) => {
    if (!linkOf(event)) return;
    for (const kind of kinds) removeEventListener(kind, seen, true);
    done();
  };
  for (const kind of kinds) addEventListener(kind, seen, { capture: true, passive: true });
});
`;
