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

test("a title written longer than search engines show is cut to 70 characters at a word, as html-validate asks", () => {
  const title = "Nothing lives at this address any more, ".repeat(4).trim();
  const html = page("/", { ...english, title });
  const shown = /<title>(.*)<\/title>/.exec(html)![1]!;
  expect(shown.length).toBeLessThanOrEqual(70);
  expect(shown).toMatch(/^Nothing lives at this address any more, Nothing lives at this\S*…$/);
});

test("a right-to-left language sets the page's direction; a left-to-right one leaves the default", () => {
  const arabic = { ...english, lang: "ar-EG", dir: "rtl" as const, title: "الصفحة غير موجودة" };
  expect(page("/", arabic)).toContain('<html lang="ar-EG" dir="rtl">');
  expect(page("/", { ...english, dir: "ltr" })).toContain('<html lang="en">');
});

describe("on a site in several languages", () => {
  const japanese = {
    lang: "ja-JP",
    title: "ページが見つかりません",
    text: "お探しのページは存在しません。",
    homeLink: "ホームへ戻る",
  };
  const arabic = {
    lang: "ar-EG",
    dir: "rtl" as const,
    title: "الصفحة غير موجودة",
    text: "لم نعثر على هذه الصفحة.",
    homeLink: "العودة",
  };

  test("a language's own page leads to its home, in its language, with the site's icon", () => {
    const html = page("/portfolio/ja/", japanese, { siteBasePath: "/portfolio/" });
    expect(html).toContain('<html lang="ja-JP">');
    // Its home's address, without the slash, as its links write it.
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/portfolio/ja">');
    expect(html).toContain('<a href="/portfolio/ja">ホームへ戻る</a>');
    expect(html).toContain('<link rel="icon" href="/portfolio/favicon.svg" type="image/svg+xml">');
  });

  const root = page("/portfolio/", english, {
    languages: [
      { ...japanese, home: "/portfolio/ja" },
      { ...arabic, home: "/portfolio/ar" },
    ],
  });

  test("the root's page sends a visitor at once to the home of the folder they are in, with a script", () => {
    const script = /<script>([^<]*)<\/script>/.exec(root)![1]!;
    const sent = (pathname: string) => {
      let to = "";
      new Function("location", script)({ pathname, replace: (url: string) => (to = url) });
      return to;
    };
    expect(sent("/portfolio/ja/no/such/page")).toBe("/portfolio/ja");
    expect(sent("/portfolio/ar/x")).toBe("/portfolio/ar");
    expect(sent("/portfolio/no/such/page")).toBe("/portfolio/");
    expect(sent("/portfolio/jab/x")).toBe("/portfolio/");
  });

  test("without JavaScript it refreshes to no home, and links each language's, in that language", () => {
    expect(root).not.toContain("http-equiv");
    expect(root).toContain(
      '<p>This page does not exist. <a href="/portfolio/">Go to the home page</a>.</p>',
    );
    expect(root).toContain(
      '<p lang="ja-JP">お探しのページは存在しません。 <a href="/portfolio/ja" hreflang="ja-JP">ホームへ戻る</a>.</p>',
    );
    expect(root).toContain(
      '<p lang="ar-EG" dir="rtl">لم نعثر على هذه الصفحة. <a href="/portfolio/ar" hreflang="ar-EG">العودة</a>.</p>',
    );
  });

  test("its words and homes are data, never markup or code", () => {
    const html = page("/", english, {
      languages: [{ ...japanese, text: "<b>x</b>", home: '/</script><x>"/' }],
    });
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(html).toContain('href="/&lt;/script&gt;&lt;x&gt;&quot;/"');
    expect(html).toContain('["/\\u003c/script>\\u003cx>\\"/"]');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
