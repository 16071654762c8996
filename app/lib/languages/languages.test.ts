import { describe, expect, test } from "vitest";
import {
  fixtureContent,
  fixtureFiles,
  problemLines,
} from "../content/fixture-content.test-support.ts";
import { validateContent } from "../content/validate-content.ts";
import {
  buildSiteBasePath,
  languageBasePath,
  languagePaths,
  siteLanguages,
} from "./site-languages.ts";
import { untranslatedNotice } from "./untranslated-notice.ts";

// content/languages.ts: the site's other languages, their folders and names,
// each language's content over the default's, and every mistake one line.

const career = {
  work: [
    { organization: "Paystack", role: "Staff Engineer", start: "2021-03", location: "Lagos" },
    {
      organization: "Hubtel",
      role: "Backend Engineer",
      start: "2017-06",
      end: "2021-02",
      highlights: ["Moved payouts to a ledger."],
    },
  ],
  education: [{ institution: "KNUST", degree: "BSc Computer Science", start: "2013-09" }],
  certificates: [],
};
const withLanguages = (languages: unknown, more: Record<string, unknown> = {}) => ({
  ...fixtureContent(),
  experience: career,
  languages,
  ...more,
});
const FILE = "content/languages.ts: languages";

describe("the site's languages", () => {
  test("the default first at the site's URLs, then each in its folder, named in itself", () => {
    const languages = siteLanguages("en_GB", { ja_JP: {}, ar_EG: {} });
    expect(languages.map((l) => [l.locale, l.tag, l.prefix, l.dir, l.name])).toEqual([
      ["en_GB", "en-GB", "", "ltr", "English"],
      ["ja_JP", "ja-JP", "ja", "ltr", "日本語"],
      ["ar_EG", "ar-EG", "ar", "rtl", "العربية"],
    ]);
  });

  test("a subtag two languages share gives each its whole tag, named with its region", () => {
    const languages = siteLanguages("en_US", { pt_BR: {}, pt_PT: {}, en_GB: {}, zh_TW: {} });
    expect(languages.map((l) => [l.prefix, l.name])).toEqual([
      ["", "English (United States)"],
      ["pt-br", "Português (Brasil)"],
      ["pt-pt", "Português (Portugal)"],
      ["en-gb", "English (United Kingdom)"],
      ["zh", "中文（台灣）"],
    ]);
  });

  test("each language's pages under the site's base path, from any language's build", () => {
    const [, ja] = siteLanguages("en_GB", { ja_JP: {} });
    expect(languageBasePath("/portfolio/", ja!)).toBe("/portfolio/ja/");
    const languages = siteLanguages("en_GB", { ja_JP: {} });
    const fromJapanese = languagePaths("/portfolio/ja/", languages, languages[1]!);
    expect(fromJapanese.map((l) => l.basePath)).toEqual(["/portfolio/", "/portfolio/ja/"]);
  });

  test("the site's base path, from the settings of any language's build", () => {
    const languages = siteLanguages("en_GB", { ja_JP: {} });
    const site = (basePath: string, language?: string) =>
      buildSiteBasePath({ basePath, ...(language ? { language } : {}) }, languages);
    expect(site("/portfolio/ja/", "ja_JP")).toBe("/portfolio/");
    expect(site("/ja/", "ja_JP")).toBe("/");
    expect(site("/portfolio/")).toBe("/portfolio/");
    expect(site("/")).toBe("/");
  });
});

describe("a language's content", () => {
  const ja = {
    owner: {
      greeting: "こんにちは、アマです",
      bio: "決済基盤を作っています。",
      name: "アマ・メンサ",
    },
    copy: { blog: { intro: "支払いについて。" }, labels: { recentArticles: "新着" } },
    experience: {
      // Written in another order than the career's, and in another case: matched by name and month.
      work: { "hubtel (2017-06)": { role: "バックエンドエンジニア" }, "Paystack (2021-03)": {} },
      education: { "KNUST (2013-09)": { degree: "計算機科学 学士" } },
    },
  };
  const content = validateContent(
    withLanguages(
      { ja_JP: ja },
      {
        copy: {
          ...fixtureContent().copy,
          blog: { ...fixtureContent().copy.blog, noPosts: "No articles yet." },
        },
      },
    ),
    fixtureFiles,
    undefined,
    "ja_JP",
  );

  test("takes its words over the default language's, and its own locale and labels", () => {
    expect(content.owner).toMatchObject({
      locale: "ja_JP",
      name: "アマ・メンサ",
      greeting: "こんにちは、アマです",
      jobTitle: "Platform Engineer",
    });
    expect(content.copy.blog.intro).toBe("支払いについて。");
    expect(content.copy.labels).toEqual({ recentArticles: "新着" });
    // The default language's own wordings of its labels and pages stay there.
    expect(content.copy).not.toHaveProperty("home");
    expect(content.copy.blog).not.toHaveProperty("noPosts");
    expect(content.languages.map((l) => l.prefix)).toEqual(["", "ja"]);
  });

  test("a career's translation finds its entry by name and month, whatever the order", () => {
    expect(content.experience.work.map((job) => job.role)).toEqual([
      "Staff Engineer",
      "バックエンドエンジニア",
    ]);
    expect(content.experience.education[0]!.degree).toBe("計算機科学 学士");
  });

  test("what it leaves out is the default language's, listed, and marked with its language", () => {
    expect(content.translation!.untranslated).toEqual([
      "owner.jobTitle",
      "owner.about",
      "owner.description",
      "owner.headshotAlt",
      "owner.knowsAbout",
      "links.address",
      "copy.blog.description",
      "copy.projects.description",
      "copy.projects.intro",
      'experience.work["Paystack (2021-03)"].role',
      'experience.work["Paystack (2021-03)"].location',
      'experience.work["Hubtel (2017-06)"].highlights',
    ]);
    const { langs } = content.translation!;
    expect(langs.owner.about).toBe("en-GB");
    expect(langs.owner.bio).toBeUndefined();
    expect(langs.owner.name).toBeUndefined(); // a name is the owner's in any language
    expect(langs.pages.projects.intro).toBe("en-GB");
    expect(langs.career.work["Paystack (2021-03)"]).toEqual({ role: "en-GB", location: "en-GB" });
    expect(langs.career.work["Hubtel (2017-06)"]).toEqual({ highlights: "en-GB" });
    // Posts are the default language's unless they say otherwise.
    expect(content.posts[0]!.lang).toBe("en-GB");
    // One line: how many, and where to see them.
    expect(untranslatedNotice("ja_JP", content.translation!)).toBe(
      'Notice: content/languages.ts leaves 12 of your words in ja_JP\'s pages in "en-GB" (shown marked as such); `npm run untranslated` lists them.',
    );
  });

  test("talks, publications and awards: titles and words translated, names the same in any language", () => {
    const more = {
      talks: [
        { title: "Ledgers", event: "GopherCon Africa", date: "2025-10-04", location: "Lagos" },
      ],
      publications: [
        { title: "Idempotency", publisher: "ACM Queue", date: "2024-05", summary: "Retries." },
      ],
      awards: [{ title: "Engineer of the Year", awarder: "Paystack", date: "2023-12" }],
    };
    const words = {
      experience: {
        talks: { "Ledgers (2025-10)": { title: "台帳の規模", location: "ラゴス" } },
        publications: { "Idempotency (2024-05)": { title: "冪等性" } },
        awards: { "engineer of the year (2023-12)": { title: "年間最優秀エンジニア" } },
      },
    };
    const translated = validateContent(
      withLanguages({ ja_JP: words }, { experience: { ...career, ...more } }),
      fixtureFiles,
      undefined,
      "ja_JP",
    );
    expect(translated.experience.talks[0]).toMatchObject({
      title: "台帳の規模",
      event: "GopherCon Africa",
      location: "ラゴス",
    });
    expect(translated.experience.publications[0]).toMatchObject({
      title: "冪等性",
      publisher: "ACM Queue",
      summary: "Retries.",
    });
    expect(translated.experience.awards[0]!.title).toBe("年間最優秀エンジニア");
    expect(translated.translation!.untranslated).toContain(
      'experience.publications["Idempotency (2024-05)"].summary',
    );
    expect(
      problemLines(
        withLanguages(
          { ja_JP: { experience: { talks: { Ledgers: { title: "x" } } } } },
          { experience: { ...career, ...more } },
        ),
      ),
    ).toEqual([
      `  - ${FILE}.ja_JP.experience.talks.Ledgers names no entry of the career, which names them "Name (YYYY-MM)" by their start; did you mean "Ledgers (2025-10)"?; got "Ledgers"`,
    ]);
  });

  test("the default language's content is as it was, with the list of languages", () => {
    const english = validateContent(withLanguages({ ja_JP: ja }), fixtureFiles);
    expect(english.owner.greeting).toBe("Hello, I'm Ama");
    expect(english.translation).toBeUndefined();
    expect(english.posts[0]!.lang).toBeUndefined();
  });
});

describe("every mistake in content/languages.ts is one line naming the field", () => {
  test("a key that is not a locale gets the locale it means", () => {
    expect(problemLines(withLanguages({ japanese: {} }))).toEqual([
      `  - ${FILE}.japanese is not a valid name here: must look like "en_US" or "pt_BR" (did you mean "ja_JP"?); got "japanese"`,
    ]);
  });

  test("the site's own language is refused, with what to do", () => {
    expect(problemLines(withLanguages({ en_GB: {}, en: {} }))).toEqual([
      `  - ${FILE}.en_GB is the site's own language (content/owner.ts: owner.locale "en_GB"): its words are content/owner.ts's and content/copy.ts's; remove it here; got "en_GB"`,
      `  - ${FILE}.en is the site's own language (content/owner.ts: owner.locale "en_GB"): its words are content/owner.ts's and content/copy.ts's; remove it here; got "en"`,
    ]);
  });

  test("About has three paragraphs in every language; unknown fields and labels are named", () => {
    const lines = problemLines(
      withLanguages({
        ja_JP: {
          owner: { about: ["一つ。"], tagline: "x", nmae: "x" },
          copy: { labels: { recentArticle: "新着" } },
        },
      }),
    );
    expect(lines).toEqual([
      `  - ${FILE}.ja_JP.owner.about must have exactly three paragraphs; got ["一つ。"]`,
      // The key and where it is, never the whole object around it.
      `  - ${FILE}.ja_JP.owner.tagline is not a field here (it may have: name, jobTitle, greeting, bio, about, description, headshotAlt, knowsAbout)`,
      `  - ${FILE}.ja_JP.owner.nmae is not a field here (did you mean "name"?)`,
      expect.stringMatching(
        /^ {2}- content\/languages\.ts: languages\.ja_JP\.copy\.labels\.recentArticle is not a label of the site \(did you mean "recentArticles"\?\)/,
      ),
    ]);
  });

  test("a career entry the career does not have says which it could mean", () => {
    expect(
      problemLines(withLanguages({ ja_JP: { experience: { work: { Paystack: { role: "x" } } } } })),
    ).toEqual([
      `  - ${FILE}.ja_JP.experience.work.Paystack names no entry of the career, which names them "Name (YYYY-MM)" by their start; did you mean "Paystack (2021-03)"?; got "Paystack"`,
    ]);
  });
});

describe("every word the owner writes, in each language", () => {
  const more = [
    { label: "Currículo", file: "cv.pdf", icon: "resume" },
    { label: "Mastodon", url: "https://hachyderm.io/@ama", icon: "mastodon" },
  ];
  const base = fixtureContent();
  const content = (words: Record<string, unknown>) =>
    validateContent(
      withLanguages(
        { en_CA: words },
        {
          owner: { ...base.owner, locale: "pt_BR", knowsAbout: ["Go", "Pagamentos"] },
          links: { ...base.links, address: "São Paulo, Brasil", more },
          importedPosts: [
            {
              url: "https://dev.to/ama/imported/",
              title: "Importado",
              description: "Um post importado.",
              publishDate: "2025-01-01",
            },
          ],
        },
      ),
      fixtureFiles,
      undefined,
      "en_CA",
    );

  test("skills, the address, the profiles' labels, and posts' and projects' words, by their url", () => {
    const translated = content({
      owner: { knowsAbout: ["Go", "Payments"] },
      links: { address: "São Paulo, Brazil", more: { "cv.pdf": { label: "Résumé" } } },
      posts: {
        "https://ama.example/notes/ledgers/": { title: "Ledgers, in English" },
        "https://dev.to/ama/imported": { title: "Imported", description: "An imported post." },
      },
      projects: { "https://github.com/ama-mensah/till": { description: "A till, in English." } },
    });
    expect(translated.owner.knowsAbout).toEqual(["Go", "Payments"]);
    expect(translated.links.address).toBe("São Paulo, Brazil");
    expect(translated.links.more.map((p) => p.label)).toEqual(["Résumé", "Mastodon"]);
    const { langs, untranslated } = translated.translation!;
    expect(langs.links.address).toBeUndefined();
    expect(langs.profiles).toEqual({
      "cv.pdf": {},
      "https://hachyderm.io/@ama": { label: "pt-BR" },
    });
    const [own, imported] = translated.posts;
    // The cards' words are this language's where written, the post's own elsewhere.
    expect(own).toMatchObject({ title: "Ledgers, in English", lang: "pt-BR" });
    expect(own!.shown).toEqual({ description: "pt-BR" });
    expect(imported).toMatchObject({ title: "Imported", description: "An imported post." });
    expect(imported!.shown).toEqual({});
    const [till] = translated.projects;
    expect(till).toMatchObject({ description: "A till, in English.", shown: { title: "pt-BR" } });
    // A post's or a project's words left out are the article's own: not listed as untranslated.
    expect(untranslated.filter((field) => /^(posts|projects)/.test(field))).toEqual([]);
    expect(untranslated).toContain('links.more["https://hachyderm.io/@ama"].label');
  });

  test("left out, they show the default language's words, marked so", () => {
    const { translation, posts, projects } = content({});
    expect(translation!.langs.owner.knowsAbout).toBe("pt-BR");
    expect(translation!.langs.links.address).toBe("pt-BR");
    expect(translation!.langs.profiles["cv.pdf"]).toEqual({ label: "pt-BR" });
    expect(posts.map((post) => [post.lang, post.shown])).toEqual([
      ["pt-BR", undefined],
      ["pt-BR", undefined],
    ]);
    expect(projects[0]).toMatchObject({ lang: "pt-BR" });
  });

  test("a post, a project or a profile the site does not have is one line with what it could mean", () => {
    const lines = problemLines(
      withLanguages({
        ja_JP: {
          posts: { "https://ama.example/notes/ledger": { title: "台帳" } },
          projects: { "https://github.com/ama-mensah/tills": { title: "レジ" } },
          links: { more: { "cv.PDF": { label: "履歴書" } } },
        },
      }),
    );
    expect(lines).toEqual([
      `  - ${FILE}.ja_JP.posts["https://ama.example/notes/ledger"] names no post of the site, which are named by their url; did you mean "https://ama.example/notes/ledgers"?; got "https://ama.example/notes/ledger"`,
      `  - ${FILE}.ja_JP.projects["https://github.com/ama-mensah/tills"] names no project of the site, which are named by their url; did you mean "https://github.com/ama-mensah/till"?; got "https://github.com/ama-mensah/tills"`,
      `  - ${FILE}.ja_JP.links.more["cv.PDF"] names no profile of content/links.ts, which are named by their url or file; got "cv.PDF"`,
    ]);
  });
});
