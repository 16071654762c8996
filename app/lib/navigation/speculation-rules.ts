// Before the app is there, a click on a link of the site is a page load.
// Chromium can have its document ready: a static speculation rule set (in
// every page, allowed by its hash like every inline script) prefetches the
// document of the link the intent script marks when the visitor points at
// it, never before. Once the app has taken over, clicks are client-side
// navigations that fetch the page's data instead, so the rule set goes:
// removing it drops its rules. Browsers without speculation rules read it as
// a data block and do nothing.

/** The rule set's element, as the pages carry it and the app finds it. */
export const speculationRulesSelector = 'script[type="speculationrules"]';

/** Removes the page's speculation rules (the app handles clicks now). */
export function dropSpeculationRules(doc: Document): void {
  for (const element of doc.querySelectorAll(speculationRulesSelector)) element.remove();
}
