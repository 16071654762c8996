import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { hashSource, inlineSources } from "./inline-sources.ts";

// The example from MDN's Content-Security-Policy script-src page.
const alertHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe("hashSource", () => {
  test("is the base64 SHA-256 of the UTF-8 text, as CSP writes it", () => {
    expect(hashSource("alert('Hello, world.');")).toBe(alertHash);
  });

  test("hashes non-ASCII text as UTF-8", () => {
    const utf8 = createHash("sha256")
      .update(Buffer.from([0xc3, 0xa9]))
      .digest("base64");
    expect(hashSource("é")).toBe(`'sha256-${utf8}'`);
  });
});

describe("inlineSources", () => {
  test("hashes inline scripts of any type and skips scripts with src", () => {
    const html =
      "<head><script>alert('Hello, world.');</script>" +
      '<script type="module" async="">alert(2)</script>' +
      '<script src="/assets/app.js"></script></head>';
    expect(inlineSources(html).scripts).toEqual([alertHash, hashSource("alert(2)")]);
  });

  test("skips data blocks such as JSON-LD, which never run", () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script type="importmap">{}</script>' +
      '<script type=" text/javascript ">a()</script>';
    expect(inlineSources(html).scripts).toEqual([hashSource("{}"), hashSource("a()")]);
  });

  test("skips an empty script, which never runs, but not one of white space", () => {
    expect(inlineSources("<script></script><script> </script>").scripts).toEqual([hashSource(" ")]);
  });

  test("lists a repeated script once", () => {
    const html = "<script>a()</script><p></p><script>a()</script>";
    expect(inlineSources(html).scripts).toEqual([hashSource("a()")]);
  });

  test("hashes the text browsers see: CR LF becomes LF", () => {
    expect(inlineSources("<script>a();\r\nb();\r</script>").scripts).toEqual([
      hashSource("a();\nb();\n"),
    ]);
  });

  test("a script's text ends at the first closing tag, whatever its case", () => {
    const html = '<SCRIPT>let s = "<b>";</Script ><script>x</script>';
    expect(inlineSources(html).scripts).toEqual([hashSource('let s = "<b>";'), hashSource("x")]);
  });

  test("hashes style elements and style attributes separately", () => {
    const html = '<style>p{color:red}</style><p style="color: &quot;x&quot;">a</p>';
    expect(inlineSources(html)).toEqual({
      scripts: [],
      styles: [hashSource("p{color:red}")],
      styleAttributes: [hashSource('color: "x"')],
    });
  });

  test('reads attribute values that contain ">" and ignores comments', () => {
    const html = '<!-- <script>no()</script> --><a title="a > b" href="/">x</a><script>y</script>';
    expect(inlineSources(html).scripts).toEqual([hashSource("y")]);
  });

  test("refuses inline event handlers, which no hash can allow", () => {
    expect(() => inlineSources('<img src="/a.png" onerror="x()">', "blog/index.html")).toThrow(
      /blog\/index\.html: <img onerror="…"> is an inline event handler/,
    );
  });

  test("refuses javascript: URLs, however they are disguised", () => {
    for (const href of ["javascript:x()", " JavaScript:x()", "java&#x09;script:x()"]) {
      expect(() => inlineSources(`<a href="${href}">x</a>`)).toThrow(/javascript: URL/);
    }
  });

  test("allows the word javascript: in text and in non-URL attributes", () => {
    const html = '<meta name="description" content="javascript: the good parts"><p>javascript:</p>';
    expect(inlineSources(html).scripts).toEqual([]);
  });

  test("an unclosed script is an error, never a silent pass", () => {
    expect(() => inlineSources("<script>a()")).toThrow(/<script> is never closed/);
  });
});
