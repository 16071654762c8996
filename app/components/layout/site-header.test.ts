import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import type { Monogram } from "../../lib/i18n/writing/monogram";
import { SiteHeader } from "./site-header";

const header = (monogram: Monogram, themeSwitch = false) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(SiteHeader, {
        ownerName: "Tobi Adeyemi",
        monogram,
        iconUrl: "data:icon",
        themeSwitch,
        languages: false,
      }),
    ),
  );

test("the monogram's letters, hidden from screen readers (the name follows)", () => {
  expect(header({ letters: "TA" })).toMatch(/<span aria-hidden="true" [^>]*>TA<\/span>/);
});

test("or the site's icon, with no name of its own", () => {
  const html = header({ icon: true });
  expect(html).toContain('<img src="data:icon" alt="" width="32" height="32"');
  expect(html).not.toMatch(/>TA</);
});

test("the navigation alone, without the switch; beside it, with the switch on", () => {
  expect(header({ letters: "TA" })).toMatch(/<\/a><nav aria-label="[^"]*" class="[^"]*">/);
  expect(header({ letters: "TA" })).not.toContain("<button");
  const withSwitch = header({ letters: "TA" }, true);
  expect(withSwitch).toMatch(/<div class="[^"]*\bflex-1\b[^"]*"><nav [^>]*>.*<\/nav><button /);
});
