import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, test } from "vitest";
import { contentSecurityPolicy } from "../6-security-policy/security-headers.ts";
import { withPolicy } from "../6-security-policy/csp.ts";
import { inlineSources } from "../6-security-policy/inline-sources.ts";
import { aliasPage, type AliasTarget } from "./alias-page.ts";

const target: AliasTarget = {
  path: "/portfolio/blog/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93",
  url: "https://ada.example/portfolio/blog/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93",
  title: "2020 年终总结",
  lang: "zh-CN",
  dir: "ltr",
  icon: "/portfolio/favicon.svg",
};

test("sends the reader to the post at once, with no script: a refresh, its canonical URL, noindex and a link", () => {
  const html = aliasPage(target);
  expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target.path}">`);
  expect(html).toContain(`<link rel="canonical" href="${target.url}">`);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain(`<p><a href="${target.path}">2020 年终总结</a></p>`);
  expect(html).toContain('<html lang="zh-CN">');
  expect(html).not.toMatch(/<script|<style|style=/);
});

test("is valid HTML, and needs nothing of the site's Content Security Policy but what it allows", async () => {
  const sources = inlineSources(aliasPage(target));
  expect(sources).toEqual({ scripts: [], styles: [], styleAttributes: [] });
  const html = withPolicy(aliasPage(target), contentSecurityPolicy(sources));
  const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(html);
  expect(report.results.flatMap((result) => result.messages.map((m) => m.message))).toEqual([]);
});

test("a title is text, never markup; a right-to-left post's page reads right to left", () => {
  const html = aliasPage({
    ...target,
    title: '</title><script>x()</script>"',
    dir: "rtl",
    lang: "ar",
  });
  expect(html).toContain("<title>&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;&quot;</title>");
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).not.toContain("<script>");
});
