import { describe, expect, test } from "vitest";
import type { Copy } from "../../content/schema/site.ts";
import { ar } from "../../app/lib/i18n/dictionaries/ar.ts";
import { en } from "../../app/lib/i18n/dictionaries/en.ts";
import { ja } from "../../app/lib/i18n/dictionaries/ja.ts";
import { postBodyLabels } from "./markdown-labels.ts";
import { renderMarkdown } from "./render-markdown.ts";

// A post's body says its own few words (alert titles, the footnotes' heading
// and back links, a heading's link) in the language it is written in, from
// the site's dictionaries and the owner's labels, as the build renders it
// (pipeline/vite-plugins/local-posts.ts).

const words = (text: string) => ({ description: text, intro: text });
const copy: Copy = { blog: words("Posts."), projects: words("Projects.") };

const post = [
  "## See [the docs](https://example.com/docs)",
  "",
  "> [!NOTE]",
  "> One.",
  "",
  "> [!CAUTION]",
  "> Two.",
  "",
  "Text[^1].",
  "",
  "[^1]: A footnote.",
  "",
].join("\n");

const render = (locale: string, labels = postBodyLabels({ owner: { locale }, copy })) =>
  renderMarkdown(post, {
    file: "content/posts/hello/index.md",
    baseUrl: "https://me.example/blog/hello/",
    locale,
    labels,
  }).then((rendered) => rendered.html);

const title = (words: string) => `<p class="markdown-alert-title">${words}</p>`;

describe("a post's body in its owner's language", () => {
  test("Japanese: the alerts' titles, the footnotes' heading and links, the heading's link", async () => {
    const html = await render("ja_JP");
    expect(html).toContain(title("メモ"));
    expect(html).toContain(title("注意"));
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">脚注</h2>');
    expect(html).toContain('aria-label="参照 1 に戻る"');
    expect(html).toContain('aria-label="セクション「See the docs」へのリンク"');
    expect(html).toContain(`<span class="sr-only"> (${ja.newTab})</span>`);
    expect(html).not.toMatch(/>Note<|>Caution<|Footnotes|Back to reference|Link to the section/);
  });

  test("Arabic, from its dictionary", async () => {
    const html = await render("ar_EG");
    expect(html).toContain(title(ar.alertNote));
    expect(html).toContain(`id="footnote-label">${ar.footnotesHeading}</h2>`);
  });

  test("English, with no labels given: the English dictionary's words", async () => {
    const html = await render("en", undefined);
    expect(html).toContain(title(en.alertNote));
    expect(html).toContain(title("Caution"));
    expect(html).toContain('id="footnote-label">Footnotes</h2>');
    expect(html).toContain('aria-label="Back to reference 1"');
  });

  test("a language without a dictionary: English, and what the owner translated in copy.ts", async () => {
    const labels = postBodyLabels({
      owner: { locale: "sw_KE" },
      copy: { ...copy, labels: { alertNote: "Kumbuka", footnotesHeading: "Tanbihi" } },
    });
    expect(labels.alerts).toMatchObject({ note: "Kumbuka", caution: en.alertCaution });
    expect(labels.footnotes).toBe("Tanbihi");
    expect(labels.footnoteBack).toBe(en.footnoteBack);
  });

  test("the owner's labels win over their language's dictionary too", () => {
    const labels = postBodyLabels({
      owner: { locale: "ja_JP" },
      copy: { ...copy, labels: { alertTip: "コツ" } },
    });
    expect(labels.alerts.tip).toBe("コツ");
    expect(labels.alerts.note).toBe(ja.alertNote);
  });

  test("another language's build shows the default language's post in that language's words", () => {
    const labels = postBodyLabels({
      owner: { locale: "ja_JP" },
      copy: { ...copy, labels: { alertNote: "ノート" } },
      translation: { defaultTag: "ar-EG" },
    });
    expect(labels.alerts.note).toBe(ar.alertNote);
    expect(labels.sectionLink).toBe(ar.sectionLink);
  });
});
