import { describe, expect, test } from "vitest";
import { calendarDate, publishedDay } from "./dates.ts";
import { clip, contentImages, firstText, htmlText, plainText } from "./html.ts";
import { climbs, imageStem } from "./images.ts";
import { canonicalUrl, identity } from "./urls.ts";

describe("calendarDate: the date as the feed wrote it, in its own offset", () => {
  test.each([
    ["2024-11-30T23:30:00-08:00", "2024-11-30"],
    ["2024-12-01T00:15:00+05:30", "2024-12-01"],
    ["2024-11-30", "2024-11-30"],
    ["Sat, 30 Nov 2024 23:30:00 -0800", "2024-11-30"],
    ["Sun, 1 Dec 2024 01:00:00 GMT", "2024-12-01"],
    ["30 Nov 24 23:30 PST", "2024-11-30"],
    ["2020/1/10 14:33:00", "2020-01-10"],
  ])("%s → %s", (raw, date) => expect(calendarDate(raw)).toBe(date));

  test.each(["", "soon", "2024-02-30T10:00:00Z", undefined])("%s → none", (raw) =>
    expect(calendarDate(raw)).toBeUndefined(),
  );
});

describe("publishedDay: the day the post's own address says, when the feed's is a day off", () => {
  test.each([
    // Hexo writes the feed in UTC; the address is Beijing's New Year's morning.
    [
      "2020-12-31T16:30:00.000Z",
      "https://me.example/2021/01/01/2020-year-in-review/",
      "2021-01-01",
    ],
    ["Thu, 31 Dec 2020 16:30:00 GMT", "https://me.example/2021-01-01-review.html", "2021-01-01"],
    ["2020-12-31T16:30:00Z", "https://me.example/2021/01/01", "2021-01-01"],
    // An address with no day, or a day far from the feed's (a later edit's), says nothing.
    ["2020-12-31T16:30:00Z", "https://me.example/blog/review/", "2020-12-31"],
    ["2020-12-31T16:30:00Z", "https://me.example/2019/05/04/old-slug/", "2020-12-31"],
    ["2020-12-31T16:30:00Z", "https://me.example/2021/02/31/x/", "2020-12-31"],
  ])("%s at %s → %s", (raw, url, day) => expect(publishedDay(raw, url)).toBe(day));

  test("no date in the feed: none, whatever the address", () => {
    expect(publishedDay(undefined, "https://me.example/2021/01/01/x/")).toBeUndefined();
  });
});

describe("URLs", () => {
  test("tracking parameters go, the others stay", () => {
    expect(canonicalUrl("https://x.example/a?utm_source=rss&id=3&UTM_Medium=feed")).toBe(
      "https://x.example/a?id=3",
    );
    expect(canonicalUrl("https://medium.com/@a/post-1a2b?source=rss-abc------2")).toBe(
      "https://medium.com/@a/post-1a2b",
    );
    expect(canonicalUrl("https://blog.example.com/p?source=rss----7f60cf5620c9---4")).toBe(
      "https://blog.example.com/p",
    );
    expect(canonicalUrl("https://shop.example/p?source=newsletter")).toBe(
      "https://shop.example/p?source=newsletter",
    );
  });

  test("identity ignores the trailing slash, the fragment and http vs https", () => {
    expect(identity("http://x.example/a/#top")).toBe(identity("https://x.example/a"));
    expect(identity("https://x.example/a?utm_source=x")).toBe(identity("https://x.example/a"));
    expect(identity("https://x.example/a")).not.toBe(identity("https://x.example/b"));
  });
});

describe("HTML to text", () => {
  test("markup removed, entities decoded, whitespace collapsed, headings as written", () => {
    expect(
      htmlText("<h2>Intro</h2>\n<p>Fast &amp; <em>safe</em>&nbsp;code.</p><script>x()</script>"),
    ).toBe("Intro Fast & safe code.");
  });

  test("plain text keeps angle brackets as text but decodes entities", () => {
    expect(plainText("Rust &amp;amp; Go: a <Queue> &lt;b&gt;")).toBe(
      "Rust &amp; Go: a <Queue> <b>",
    );
    expect(plainText("It&#8217;s &amp; done")).toBe("It’s & done");
  });

  test("the first text of an article is its first paragraph with words", () => {
    expect(
      firstText(
        "<h3>Subtitle</h3><figure><img src=x><figcaption>Cap</figcaption></figure><p> </p><p>First <b>one</b>.</p><p>Second.</p>",
      ),
    ).toBe("First one.");
    expect(firstText("<div>No paragraphs here</div>")).toBe("No paragraphs here");
  });

  test("clip cuts at a word and says so", () => {
    expect(clip("short", 10)).toBe("short");
    expect(clip("one two three four five", 14)).toBe("one two three…");
  });

  test("content images: tracking pixels and data: URLs left out, relative ones resolved", () => {
    const html = `<img src="https://medium.com/_/stat?event=x" width="1" height="1">
      <img src="data:image/png;base64,AAAA"><img src="/a.png" width="600"><img data-src="b.jpg">`;
    expect(contentImages(html, "https://blog.example/post/")).toEqual([
      "https://blog.example/a.png",
      "https://blog.example/post/b.jpg",
    ]);
  });
});

describe("image names", () => {
  test("safe and stable: the post's slug and a hash of its URL", () => {
    const stem = imageStem("https://medium.com/@a/Ünïcode Title?x=1");
    expect(stem).toMatch(/^unicode-title-[0-9a-f]{8}$/);
    expect(imageStem("https://medium.com/@a/Ünïcode Title?x=1")).toBe(stem);
    expect(imageStem("https://x.example/")).toMatch(/^x-example-[0-9a-f]{8}$/);
    expect(imageStem("https://x.example/../../etc/passwd")).toMatch(/^passwd-[0-9a-f]{8}$/);
  });

  test("a URL that climbs out, however it is escaped, is caught", () => {
    expect(climbs("https://x.example/img/..%2F..%2Fescape.png")).toBe(true);
    expect(climbs("https://x.example/img/%252e%252e%252fescape.png")).toBe(true);
    expect(climbs("https://x.example/img/..%5Cescape.png")).toBe(true);
    expect(climbs("https://x.example/img/photo..final.png")).toBe(false);
  });
});
