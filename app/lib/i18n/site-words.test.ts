import { describe, expect, test } from "vitest";
import type { Copy } from "../../../content/schema/site.ts";
import { de } from "./dictionaries/de.ts";
import { en } from "./dictionaries/en.ts";
import { ja } from "./dictionaries/ja.ts";
import { sharedLabels } from "./shared-labels.ts";
import { siteWords } from "./site-words.ts";

const words = (text: string) => ({ description: text, intro: text });
/** What content/copy.ts may hold today: only the owner's own words. */
const minimal: Copy = { blog: words("Posts."), projects: words("Projects.") };
/** A copy.ts written for the release before dictionaries: every field, in Portuguese. */
const older: Copy = {
  home: { noPosts: "Nenhum texto ainda.", noProjects: "Nenhum projeto ainda." },
  blog: { ...words("Textos."), noPosts: "Nada aqui." },
  projects: { ...words("Projetos."), noProjects: "Nada ainda." },
  notFound: { title: "Página não encontrada", text: "Não existe.", homeLink: "Ir para o início" },
  error: { text: "Algo deu errado.", homeLink: "Voltar" },
  labels: {
    skipLink: "Pular para o conteúdo",
    newTab: "abre em nova aba",
    socialProfiles: "Perfis sociais",
    builtWith: "Feito com",
    skills: "Competências",
    morePosts: "textos",
    moreProjects: "projetos",
  },
};

describe("siteWords", () => {
  test("an owner who sets only the locale gets the whole dictionary of their language", () => {
    const ja_ = siteWords("ja_JP", minimal);
    expect(ja_.labels).toEqual(ja);
    expect(ja_.home).toEqual({ noPosts: ja.noPosts, noProjects: ja.noProjects });
    expect(ja_.notFound).toEqual({
      title: ja.notFoundTitle,
      text: ja.notFoundText,
      homeLink: ja.homeLink,
    });
    expect(ja_.shared).toEqual(sharedLabels(ja));
  });

  test("one label written in copy.ts wins over the dictionary; the rest stay", () => {
    const copy: Copy = { ...minimal, labels: { recentArticles: "Neu im Blog" } };
    const { labels } = siteWords("de_DE", copy);
    expect(labels.recentArticles).toBe("Neu im Blog");
    expect({ ...labels, recentArticles: de.recentArticles }).toEqual(de);
  });

  test("a copy.ts of the release before builds unchanged: every word it wrote is still the site's", () => {
    const result = siteWords("pt_BR", older);
    expect(result.labels).toMatchObject(older.labels!);
    expect(result.home).toEqual(older.home);
    expect(result.blog).toEqual({ noPosts: "Nada aqui." });
    expect(result.projects).toEqual({ noProjects: "Nada ainda." });
    expect(result.notFound).toEqual(older.notFound);
    expect(result.shared).toMatchObject({ errorText: "Algo deu errado.", homeLink: "Voltar" });
  });

  test("the template's copy.ts of before, in English, gives exactly the English dictionary's words", () => {
    const template: Copy = {
      home: { noPosts: en.noPosts, noProjects: en.noProjects },
      blog: { ...words("x"), noPosts: en.noPosts },
      projects: { ...words("x"), noProjects: en.noProjects },
      notFound: { title: en.notFoundTitle, text: en.notFoundText, homeLink: en.homeLink },
      error: { text: en.errorText, homeLink: en.homeLink },
      labels: {
        skipLink: en.skipLink,
        newTab: en.newTab,
        socialProfiles: en.socialProfiles,
        builtWith: en.builtWith,
        skills: en.skills,
        morePosts: en.morePosts,
        moreProjects: en.moreProjects,
      },
    };
    const { blog, projects, ...rest } = siteWords("en_US", minimal);
    expect(siteWords("en_US", template)).toMatchObject({ ...rest, blog, projects });
  });

  test("a label written as undefined does not blank the dictionary's", () => {
    const copy = { ...minimal, labels: { skipLink: undefined } };
    expect(siteWords("en_US", copy).labels.skipLink).toBe(en.skipLink);
  });
});
