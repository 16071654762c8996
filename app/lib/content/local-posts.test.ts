import { describe, expect, test } from "vitest";
import { localNeighbours, withLocalPosts, type LocalPostInput } from "./local-posts.ts";
import type { ShownPost } from "./merge-entries.ts";

const site = { baseUrl: "https://you.example", basePath: "/portfolio/" };
const external: ShownPost = {
  url: "https://medium.com/@you/elsewhere",
  title: "Elsewhere",
  description: "On another platform.",
  publishDate: "2025-02-01",
  thumbnail: "cover.jpg",
  thumbnailAlt: "",
};
const local = (
  slug: string,
  publishDate: string,
  more = {},
  translations: LocalPostInput["translations"] = {},
): LocalPostInput => ({
  slug,
  translations,
  default: {
    file: `content/posts/${slug}/index.md`,
    frontMatter: {
      title: slug,
      description: `About ${slug}.`,
      publishDate,
      tags: [],
      draft: false,
      ...more,
    },
  },
});

/** The site's languages: English by default, and Japanese. */
const english = { locales: ["en_US", "ja_JP"] };
const japanese = { locales: ["en_US", "ja_JP"], shown: "ja_JP" };
const ja = (frontMatter: object = {}) => ({
  file: "content/posts/hello/index.ja_JP.md",
  frontMatter: { title: "こんにちは", description: "挨拶。", draft: false, ...frontMatter },
});

describe("withLocalPosts", () => {
  test("in another language's build, a post not translated into it is marked with the language it is written in", () => {
    const [post] = withLocalPosts(
      [],
      [local("hello", "2025-01-01", {}, { pt_BR: ja() })],
      site,
      { thumbnailAlt: "" },
      japanese,
    );
    expect(post).toMatchObject({ title: "hello", lang: "en-US" });
    expect(post!.local).toMatchObject({ file: "content/posts/hello/index.md" });
    const [own] = withLocalPosts(
      [],
      [local("hello", "2025-01-01")],
      site,
      { thumbnailAlt: "" },
      english,
    );
    expect(own!.lang).toBeUndefined();
  });

  test("in the language of a translation: its words, tags, update and canonical URL, the post's day, no mark", () => {
    const translation = ja({
      publishDate: "2025-02-01",
      updated: "2025-02-03",
      tags: ["パフォーマンス"],
      canonical: "https://zenn.dev/you/hello",
    });
    const post = local(
      "hello",
      "2025-01-01",
      { updated: "2025-01-05", tags: ["Go"], canonical: "https://dev.to/you/hello" },
      { ja_JP: translation },
    );
    const [shown] = withLocalPosts([], [post], site, { thumbnailAlt: "" }, japanese);
    expect(shown).toEqual({
      url: "https://you.example/portfolio/blog/hello",
      title: "こんにちは",
      description: "挨拶。",
      publishDate: "2025-01-01",
      tags: ["パフォーマンス"],
      thumbnailAlt: "",
      local: {
        slug: "hello",
        file: "content/posts/hello/index.ja_JP.md",
        updated: "2025-02-03",
        tags: ["パフォーマンス"],
        canonical: "https://zenn.dev/you/hello",
        home: "en_US",
        languages: [],
      },
    });
  });

  test("a translation without an update or canonical URL of its own has none; without tags, the post's, marked", () => {
    const post = local(
      "hello",
      "2025-01-01",
      { updated: "2025-01-05", tags: ["Go"], canonical: "https://dev.to/you/hello" },
      { ja_JP: ja() },
    );
    const [shown] = withLocalPosts([], [post], site, { thumbnailAlt: "" }, japanese);
    expect(shown!.lang).toBeUndefined();
    expect(shown!.local).toEqual({
      slug: "hello",
      file: "content/posts/hello/index.ja_JP.md",
      tags: ["Go"],
      tagsLang: "en-US",
      home: "en_US",
      languages: ["ja_JP"],
    });
    const [empty] = withLocalPosts(
      [],
      [local("hello", "2025-01-01", { tags: ["Go"] }, { ja_JP: ja({ tags: [] }) })],
      site,
      { thumbnailAlt: "" },
      japanese,
    );
    expect(empty!.local).toMatchObject({ tags: [] });
    expect(empty!.local!.tagsLang).toBeUndefined();
  });

  test("its languages, in every build: the default's and each translation's, but a page whose canonical is elsewhere", () => {
    const post = local(
      "hello",
      "2025-01-01",
      {},
      { ja_JP: ja(), pt_BR: ja({ canonical: "https://medium.com/@you/ola" }), ar_EG: ja() },
    );
    for (const languages of [english, japanese]) {
      const [shown] = withLocalPosts([], [post], site, { thumbnailAlt: "" }, languages);
      expect(shown!.local!.languages).toEqual(["en_US", "ja_JP", "ar_EG"]);
    }
  });

  test("a post with its own lang: marked where the page is in another language, and belonging to its language's pages", () => {
    const post = local("hallo", "2025-01-01", { lang: "ja", tags: ["Go"] });
    const [onEnglish] = withLocalPosts([], [post], site, { thumbnailAlt: "" }, english);
    expect(onEnglish).toMatchObject({ title: "hallo", lang: "ja" });
    expect(onEnglish!.local).toMatchObject({ home: "ja_JP", languages: ["ja_JP"] });
    const [onJapanese] = withLocalPosts([], [post], site, { thumbnailAlt: "" }, japanese);
    expect(onJapanese!.lang).toBeUndefined();
    expect(onJapanese!.local).toMatchObject({ home: "ja_JP", languages: ["ja_JP"] });
    // A language the site does not speak: the default's post, marked on every page.
    const french = local("salut", "2025-01-01", { lang: "fr" });
    for (const languages of [english, japanese]) {
      const [shown] = withLocalPosts([], [french], site, { thumbnailAlt: "" }, languages);
      expect(shown).toMatchObject({ lang: "fr", local: { home: "en_US", languages: ["en_US"] } });
    }
  });

  test("no local posts: the list as it was", () => {
    expect(withLocalPosts([external], [], site, { thumbnailAlt: "" }, english)).toEqual([external]);
  });

  test("local and external posts together, newest first, a local one at its page's URL", () => {
    const posts = withLocalPosts(
      [external],
      [
        local("older", "2025-01-01"),
        local("newer", "2025-03-01", {
          updated: "2025-03-02",
          tags: ["Go"],
          canonical: "https://dev.to/you/newer",
        }),
      ],
      site,
      { thumbnailAlt: "" },
      english,
    );
    expect(posts.map((post) => post.title)).toEqual(["newer", "Elsewhere", "older"]);
    expect(posts[0]).toEqual({
      url: "https://you.example/portfolio/blog/newer",
      title: "newer",
      description: "About newer.",
      publishDate: "2025-03-01",
      tags: ["Go"],
      thumbnailAlt: "",
      local: {
        slug: "newer",
        file: "content/posts/newer/index.md",
        updated: "2025-03-02",
        tags: ["Go"],
        canonical: "https://dev.to/you/newer",
        home: "en_US",
        // A cross-post's page is not its own canonical.
        languages: [],
      },
    });
  });

  test("a local post shows postDefaults' thumbnail, as an external one without its own does", () => {
    const [post] = withLocalPosts(
      [],
      [local("a", "2025-01-01")],
      site,
      { thumbnail: "default.jpg", thumbnailAlt: "A default" },
      english,
    );
    expect(post).toMatchObject({ thumbnail: "default.jpg", thumbnailAlt: "A default" });
  });
});

describe("localNeighbours", () => {
  const posts = withLocalPosts(
    [external],
    [local("one", "2025-01-01"), local("two", "2025-02-02"), local("three", "2025-03-03")],
    site,
    { thumbnailAlt: "" },
    english,
  );
  test("the newer and the older local post, external ones passed over", () => {
    expect(localNeighbours(posts, "two")).toMatchObject({
      newer: { title: "three" },
      older: { title: "one" },
    });
    expect(localNeighbours(posts, "three").newer).toBeUndefined();
    expect(localNeighbours(posts, "one").older).toBeUndefined();
  });
});
