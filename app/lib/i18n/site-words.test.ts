import { describe, expect, test } from "vitest";
import { copySchema, type Copy } from "../../../content/schema/site.ts";
import { personaCopy } from "../../../tests/fixtures/personas/pt-br-copy.ts";
import { copy as sampleCopy } from "../../../tests/fixtures/sample/content/copy.ts";
import { de } from "./dictionaries/de.ts";
import { en } from "./dictionaries/en.ts";
import { ja } from "./dictionaries/ja.ts";
import { sharedLabels } from "./shared-labels.ts";
import { siteWords } from "./site-words.ts";

const words = (text: string) => ({ description: text, intro: text });
/** What content/copy.ts may hold today: only the owner's own words. */
const minimal: Copy = { blog: words("Posts."), projects: words("Projects.") };
/** A copy.ts written for the release before dictionaries: every field, in Portuguese. */
const older = copySchema.parse(personaCopy);
/** The template's own copy.ts of that release, in English. */
const template = copySchema.parse(sampleCopy);

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
    // The navigation's links in the table's order, in the language's words.
    expect(ja_.shared).toEqual(
      sharedLabels(ja, [
        { to: "/", label: ja.navHome },
        { to: "/projects", label: ja.navProjects },
        { to: "/blog", label: ja.navBlog },
      ]),
    );
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
    expect(result.blog).toEqual({ noPosts: older.blog.noPosts });
    // Each page keeps its own empty-state words, as copy.ts had a field for each.
    const apart = siteWords("pt_BR", { ...older, blog: { ...older.blog, noPosts: "Nada aqui." } });
    expect([apart.home.noPosts, apart.blog.noPosts]).toEqual([older.home!.noPosts, "Nada aqui."]);
    expect(result.projects).toEqual({ noProjects: older.projects.noProjects });
    expect(result.notFound).toEqual(older.notFound);
    expect(result.shared).toMatchObject({
      errorText: older.error!.text,
      homeLink: older.error!.homeLink,
    });
  });

  test("the template's copy.ts of before, in English, gives exactly the English dictionary's words", () => {
    const { blog, projects, ...rest } = siteWords("en_US", minimal);
    expect(siteWords("en_US", template)).toEqual({
      ...rest,
      blog: { noPosts: en.noPosts },
      projects: { noProjects: en.noProjects },
    });
    expect([blog, projects]).toEqual([{ noPosts: en.noPosts }, { noProjects: en.noProjects }]);
  });

  test("a label written as undefined does not blank the dictionary's", () => {
    const copy = { ...minimal, labels: { skipLink: undefined } };
    expect(siteWords("en_US", copy).labels.skipLink).toBe(en.skipLink);
  });
});
