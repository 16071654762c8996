import { en } from "../i18n/dictionaries/en.ts";
import { describe, expect, test } from "vitest";
import type { Project } from "../../../content/schema/entries.ts";
import type { Owner } from "../../../content/schema/owner.ts";
import { profileLinks } from "../profiles/social-links.ts";
import type { Settings } from "../settings/settings-schema.ts";
import { currentPage, identity, postalAddress, type JsonLd } from "./nodes.ts";
import { aboutGraph, blogGraph, homeGraph, postGraph, projectsGraph } from "./page-graphs.ts";

const owner: Owner = {
  name: "Ada Example",
  jobTitle: "Backend Engineer",
  greeting: "Hi",
  bio: "I build things.",
  about: ["a", "b", "c"],
  description: "Ada builds backend systems.",
  headshot: "headshot.jpg",
  headshotAlt: "Portrait of Ada",
  knowsAbout: ["Go", "Distributed systems"],
  locale: "en_GB",
};

const settings: Settings = {
  linkedinUrl: "https://www.linkedin.com/in/ada",
  githubUrl: "https://github.com/ada",
  twitterUrl: "https://x.com/ada",
  address: "Accra, Ghana",
  baseUrl: "https://ada.example",
  basePath: "/site/",
  blogDescriptionLimit: 200,
  projectDescriptionLimit: 100,
  sectionContentLimit: 2,
  requireOwnContent: false,
  analyticsLocal: false,
  shareCards: false,
};

const links = {
  ...{ linkedin: "", github: "", twitter: "", address: "", baseUrl: "" },
  more: [
    { label: "Email", url: "mailto:ada@ada.example", icon: "email" as const },
    {
      label: "Mastodon",
      url: "https://hachyderm.io/@ada",
      icon: "mastodon" as const,
      rel: "me" as const,
    },
    { label: "CV", file: "cv.pdf", icon: "resume" as const },
  ],
};
const who = identity(
  owner,
  settings,
  "/site/assets/headshot-1.jpeg",
  profileLinks(settings, links, en),
);
const page = { url: "https://ada.example/site/blog", name: "Blog | Ada", description: "Posts." };

/** Parsed back from JSON, as a crawler reads it. */
function nodes(graph: JsonLd): Record<string, unknown>[] {
  const parsed = JSON.parse(JSON.stringify(graph)) as JsonLd;
  expect(parsed["@context"]).toBe("https://schema.org");
  return parsed["@graph"] as Record<string, unknown>[];
}

const ofType = (graph: JsonLd, type: string) => nodes(graph).filter((n) => n["@type"] === type);

describe("identity", () => {
  test("every URL is absolute and under the base URL and path", () => {
    expect(who.home).toBe("https://ada.example/site/");
    expect(who.image).toBe("https://ada.example/site/assets/headshot-1.jpeg");
    expect(who.language).toBe("en-GB");
    expect(who.sameAs).toEqual([
      settings.linkedinUrl,
      settings.githubUrl,
      settings.twitterUrl,
      "https://hachyderm.io/@ada",
    ]);
  });

  test("more profiles: web profiles join sameAs, an e-mail link is the email, a file is neither", () => {
    expect(who.email).toBe("ada@ada.example");
    expect(who.sameAs.some((url) => url.includes("cv.pdf") || url.startsWith("mailto:"))).toBe(
      false,
    );
  });
});

describe("postalAddress", () => {
  test("'City, Country' gives the locality and the country", () => {
    expect(postalAddress("Lagos, Nigeria")).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Lagos",
      addressCountry: "Nigeria",
    });
  });
  test("a single name is the locality", () => {
    expect(postalAddress(" Lagos ")).toMatchObject({ addressLocality: "Lagos" });
    expect(postalAddress("Lagos").addressCountry).toBeUndefined();
  });
  test.each([
    ["大阪、日本", "大阪", "日本"],
    ["القاهرة، مصر", "القاهرة", "مصر"],
    ["上海，中国", "上海", "中国"],
    ["Lagos ,  Nigeria", "Lagos", "Nigeria"],
  ])("%j: the comma of its script separates city and country", (line, city, country) => {
    expect(postalAddress(line)).toMatchObject({ addressLocality: city, addressCountry: country });
  });
  test("a city and a country written apart win over the line", () => {
    expect(postalAddress("Osaka", { city: "大阪市", country: "日本" })).toMatchObject({
      addressLocality: "大阪市",
      addressCountry: "日本",
    });
  });
});

describe("graphs", () => {
  test("Home: the WebSite and the Person with every field", () => {
    const graph = homeGraph(who);
    expect(ofType(graph, "WebSite")).toEqual([
      expect.objectContaining({ url: who.home, name: "Ada Example", inLanguage: "en-GB" }),
    ]);
    expect(ofType(graph, "Person")).toEqual([
      {
        "@type": "Person",
        "@id": "https://ada.example/site/#person",
        name: "Ada Example",
        url: "https://ada.example/site/",
        image: "https://ada.example/site/assets/headshot-1.jpeg",
        jobTitle: "Backend Engineer",
        description: "Ada builds backend systems.",
        knowsAbout: ["Go", "Distributed systems"],
        address: { "@type": "PostalAddress", addressLocality: "Accra", addressCountry: "Ghana" },
        sameAs: [
          settings.linkedinUrl,
          settings.githubUrl,
          settings.twitterUrl,
          "https://hachyderm.io/@ada",
        ],
        email: "ada@ada.example",
      },
    ]);
  });

  test("another language's pages describe the same person: one @id, every spelling of the name", () => {
    const japanese = identity(
      { ...owner, name: "エイダ", locale: "ja_JP" },
      { ...settings, basePath: "/site/ja/" },
      "/site/assets/headshot-1.jpeg",
      profileLinks(settings, links, en),
      undefined,
      { basePath: "/site/", names: ["Ada Example", "エイダ"] },
    );
    const [person] = ofType(homeGraph(japanese), "Person");
    expect(person).toMatchObject({
      "@id": "https://ada.example/site/#person",
      name: "エイダ",
      alternateName: ["Ada Example"],
      url: "https://ada.example/site/",
    });
    const [website] = ofType(homeGraph(japanese), "WebSite");
    expect(website).toMatchObject({
      url: "https://ada.example/site/ja",
      author: { "@id": "https://ada.example/site/#person" },
    });
  });

  test("About: a ProfilePage about the same Person", () => {
    const about = { ...page, url: "https://ada.example/site/about-me" };
    const graph = aboutGraph(who, about);
    const [profile] = ofType(graph, "ProfilePage");
    expect(profile).toMatchObject({ url: about.url, mainEntity: { "@id": `${who.home}#person` } });
    expect(ofType(graph, "Person")).toHaveLength(1);
  });

  test("Blog: every post as a BlogPosting with its author", () => {
    const post = {
      url: "https://medium.com/@ada/post",
      title: "A post",
      description: "About <things> & more.",
      publishDate: "2025-01-31",
      image: "https://ada.example/site/assets/thumb-1.jpeg",
    };
    const [blog] = ofType(blogGraph(who, page, [post]), "Blog");
    expect(blog).toMatchObject({ url: page.url, name: page.name, description: "Posts." });
    expect(blog?.blogPost).toEqual([
      {
        "@type": "BlogPosting",
        headline: "A post",
        description: "About <things> & more.",
        url: post.url,
        datePublished: "2025-01-31",
        image: post.image,
        inLanguage: "en-GB",
        author: { "@type": "Person", "@id": `${who.home}#person`, name: owner.name, url: who.home },
      },
    ]);
  });

  test("Blog: a post with only a title has no description; one in another language says so", () => {
    const post = {
      url: "https://blog.example.fr/un-billet",
      title: "Un billet",
      publishDate: "2025-02-01",
      lang: "fr",
      image: "https://ada.example/site/assets/thumb-1.jpeg",
    };
    const [blog] = ofType(blogGraph(who, page, [post]), "Blog");
    const [posting] = blog?.blogPost as Record<string, unknown>[];
    expect(posting).toMatchObject({ headline: "Un billet", inLanguage: "fr" });
    expect(posting).not.toHaveProperty("description");
  });

  test("a post written on the site: a BlogPosting of the blog, by the owner, with its words and tags", () => {
    const postPage = {
      url: "https://ada.example/site/blog/cold",
      name: "Cold | Ada",
      description: "D.",
    };
    const post = {
      url: postPage.url,
      title: "Cold",
      description: "Cold starts.",
      publishDate: "2025-03-10",
      updated: "2025-03-12",
      tags: ["Go"],
      image: "https://ada.example/site/assets/thumb-1.jpeg",
      words: 420,
    };
    const graph = postGraph(who, postPage, "https://ada.example/site/blog", post);
    expect(ofType(graph, "WebSite")).toHaveLength(1);
    expect(ofType(graph, "BlogPosting")).toEqual([
      {
        "@type": "BlogPosting",
        "@id": `${postPage.url}#post`,
        url: postPage.url,
        mainEntityOfPage: postPage.url,
        headline: "Cold",
        description: "Cold starts.",
        datePublished: "2025-03-10",
        dateModified: "2025-03-12",
        keywords: ["Go"],
        wordCount: 420,
        image: post.image,
        inLanguage: "en-GB",
        isPartOf: {
          "@type": "Blog",
          "@id": "https://ada.example/site/blog#blog",
          url: "https://ada.example/site/blog",
        },
        author: { "@type": "Person", "@id": `${who.home}#person`, name: owner.name, url: who.home },
      },
    ]);
    // A cross-post: the original is the main page of the posting, and what it is based on.
    const original = "https://dev.to/ada/cold";
    const [cross] = ofType(
      postGraph(who, postPage, "https://ada.example/site/blog", {
        ...post,
        tags: [],
        updated: undefined,
        canonical: original,
      }),
      "BlogPosting",
    );
    expect(cross).toMatchObject({
      mainEntityOfPage: original,
      isBasedOn: original,
      dateModified: "2025-03-10",
    });
    expect(cross).not.toHaveProperty("keywords");
    // On another language's page, untranslated: in the language it is written in.
    const [untranslated] = ofType(
      postGraph(who, postPage, "https://ada.example/site/blog", { ...post, lang: "fr-FR" }),
      "BlogPosting",
    );
    expect(untranslated).toMatchObject({ inLanguage: "fr-FR" });
  });

  test("Projects: code on a code host is SoftwareSourceCode, anything else CreativeWork", () => {
    const projects: Project[] = [
      { url: "https://github.com/ada/tool", title: "tool", description: "A tool.", tech: ["Go"] },
      { url: "https://ada.example/demo", title: "demo", description: "A demo.", tech: [] },
    ];
    const [collection] = ofType(projectsGraph(who, page, projects), "CollectionPage");
    expect(collection?.hasPart).toEqual([
      expect.objectContaining({
        "@type": "SoftwareSourceCode",
        name: "tool",
        url: "https://github.com/ada/tool",
        codeRepository: "https://github.com/ada/tool",
        keywords: "Go",
        author: expect.objectContaining({ name: owner.name }),
      }),
      expect.objectContaining({ "@type": "CreativeWork", name: "demo", description: "A demo." }),
    ]);
  });
});

describe("currentPage", () => {
  test.each([
    ["http://localhost/site/blog", "https://ada.example/site/blog"],
    ["http://localhost/site/blog/", "https://ada.example/site/blog"],
    ["http://localhost/site/", "https://ada.example/site/"],
  ])("a request for %s is the page %s", (requestUrl, url) => {
    expect(currentPage(new URL(requestUrl), settings, "Name", "Text")).toEqual({
      url,
      name: "Name",
      description: "Text",
    });
  });
});
