import { describe, expect, test } from "vitest";
import { notFoundPage as page } from "./3-not-found-page.ts";

const english = {
  lang: "en",
  title: "Page not found",
  text: "This page does not exist.",
  homeLink: "Go to the home page",
};
const notFoundPage = (basePath: string) => page(basePath, english);

describe("notFoundPage", () => {
  test("is a complete HTML document", () => {
    const html = notFoundPage("/");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<\/html>\s*$/);
    expect(html).toMatch(/<meta charset="utf-8">/);
  });

  test("refreshes immediately to the base path /", () => {
    expect(notFoundPage("/")).toContain('<meta http-equiv="refresh" content="0; url=/">');
  });

  test("has a link home to the base path /", () => {
    const html = notFoundPage("/");
    expect(html).toMatch(/<a href="\/">[^<]*home[^<]*<\/a>/i);
  });

  test("asks search engines not to index it", () => {
    expect(notFoundPage("/")).toContain('<meta name="robots" content="noindex">');
  });

  test('uses the base path "/portfolio/" for the refresh, the link and the canonical URL', () => {
    const html = notFoundPage("/portfolio/");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/portfolio/">');
    expect(html).toMatch(/<a href="\/portfolio\/">[^<]*home[^<]*<\/a>/i);
    expect(html).toContain('<link rel="canonical" href="/portfolio/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // No link or refresh points at the bare site root.
    expect(html).not.toMatch(/url=\/"|href="\/"/);
  });

  test("escapes characters that would break out of an attribute", () => {
    const html = notFoundPage('/a"b&c<d/');
    expect(html).toContain("url=/a&quot;b&amp;c&lt;d/");
    expect(html).toContain('href="/a&quot;b&amp;c&lt;d/"');
    expect(html).not.toContain('/a"b');
  });
});

describe("notFoundPage in the owner's language", () => {
  const words = {
    lang: "pt-BR",
    title: "Página não encontrada",
    text: "Esta página não existe <ainda> & nunca existiu.",
    homeLink: "Ir para o início",
  };

  test("takes its language and words from the content, as text", () => {
    const html = page("/", words);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("<title>Página não encontrada</title>");
    expect(html).toContain("Esta página não existe &lt;ainda&gt; &amp; nunca existiu.");
    expect(html).toContain('<a href="/">Ir para o início</a>');
    expect(html).not.toContain("<ainda>");
  });
});

test("a right-to-left language sets the page's direction; a left-to-right one leaves the default", () => {
  const arabic = { ...english, lang: "ar-EG", dir: "rtl" as const, title: "الصفحة غير موجودة" };
  expect(page("/", arabic)).toContain('<html lang="ar-EG" dir="rtl">');
  expect(page("/", { ...english, dir: "ltr" })).toContain('<html lang="en">');
});
