import { describe, expect, test, vi } from "vitest";
import { en } from "../i18n/dictionaries/en.ts";
import { postArchive, postCard, projectCard } from "./cards.ts";

// The archive shows no image: the site's images (a build-time module) stay out.
vi.mock("./site-content.ts", () => ({ thumbnail: () => undefined }));

// The Blog's older posts under the years of the site's calendar: a Persian
// year spans two Gregorian ones, and must be one heading, not two.

const post = (publishDate: string) => ({
  url: `https://blog.example.com/${publishDate}`,
  title: `Written ${publishDate}`,
  publishDate,
  thumbnailAlt: "",
});
const posts = ["2023-05-01", "2023-02-10", "2022-12-30", "2022-04-02", "2022-03-01"].map(post);
const headings = (tag: string) =>
  postArchive(posts, tag, en.postsInYear).map(({ id, year, count, posts }) => ({
    id,
    year,
    count,
    dates: posts.map((p) => p.date.iso),
  }));

describe("postArchive", () => {
  test("English: Gregorian years, as ever", () => {
    expect(headings("en-US")).toEqual([
      { id: "posts-2023", year: "2023", count: "2 articles", dates: ["2023-05-01", "2023-02-10"] },
      {
        id: "posts-2022",
        year: "2022",
        count: "3 articles",
        dates: ["2022-12-30", "2022-04-02", "2022-03-01"],
      },
    ]);
  });

  test("Persian: Solar Hijri years in Persian digits, ids in ASCII", () => {
    expect(headings("fa-IR")).toEqual([
      { id: "posts-1402", year: "۱۴۰۲", count: "۱ article", dates: ["2023-05-01"] },
      {
        id: "posts-1401",
        year: "۱۴۰۱",
        count: "۳ articles",
        dates: ["2023-02-10", "2022-12-30", "2022-04-02"],
      },
      { id: "posts-1400", year: "۱۴۰۰", count: "۱ article", dates: ["2022-03-01"] },
    ]);
  });

  test("Thai: Buddhist years; each date in the same calendar", () => {
    const years = postArchive(posts, "th-TH", en.postsInYear);
    expect(years.map(({ id, year }) => [id, year])).toEqual([
      ["posts-2566", "2566"],
      ["posts-2565", "2565"],
    ]);
    expect(years[0]!.posts[0]!.date.text).toBe("1 พฤษภาคม 2566");
  });
});

describe("a post's words", () => {
  const card = (title: string, extra: { description?: string; lang?: string } = {}) =>
    postCard({ ...post("2025-01-01"), title, ...extra }, 200, "fa-IR").words;

  test("in the site's language, they run in the direction of their words, not of the first", () => {
    expect(card("SLO را چگونه تعیین کنیم")).toEqual({ dir: "rtl" });
    expect(card("Kubernetes", { description: "یادداشت‌هایی از یک سال کار با آن." })).toEqual({
      dir: "rtl",
    });
    expect(card("Notes from an incident review")).toEqual({ dir: "ltr" });
  });

  test("in a language of their own, they carry it and its direction", () => {
    expect(card("Go, the good parts", { lang: "en" })).toEqual({ lang: "en", dir: "ltr" });
    expect(card("Kafka في أنظمة الدفع", { lang: "ar" })).toEqual({ lang: "ar", dir: "rtl" });
  });
});

describe("cards on another language's page", () => {
  const written = {
    url: "https://ama.example/notes/ledgers",
    title: "Ledgers, in English",
    description: "Sobre livros-razão.",
    publishDate: "2025-03-01",
    thumbnailAlt: "",
    lang: "pt-BR",
  };
  test("a post not translated there carries its own language on its title and description", () => {
    const card = postCard(written, 200, "en-CA");
    expect(card.words).toEqual({ lang: "pt-BR", dir: "ltr" });
    expect(card).not.toHaveProperty("descriptionWords");
  });

  test("a post whose title is translated: the title in the page's language, the description in its own", () => {
    const card = postCard({ ...written, shown: { description: "pt-BR" } }, 200, "en-CA");
    expect(card.words).toEqual({ dir: "ltr" });
    expect(card.descriptionWords).toEqual({ lang: "pt-BR", dir: "ltr" });
  });

  test("a project likewise: its description's language apart when only its title is translated", () => {
    const project = {
      url: "https://x.example/till",
      title: "till",
      description: "Um caixa.",
      tech: [],
    };
    expect(projectCard({ ...project, lang: "pt-BR" }, 100, "en-CA", en)).toMatchObject({
      lang: "pt-BR",
    });
    const translated = projectCard(
      { ...project, lang: "pt-BR", shown: { description: "pt-BR" } },
      100,
      "en-CA",
      en,
    );
    expect(translated).not.toHaveProperty("lang");
    expect(translated.descriptionLang).toBe("pt-BR");
    expect(projectCard(project, 100, "en-CA", en)).not.toHaveProperty("descriptionLang");
  });
});
