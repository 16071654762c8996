import { describe, expect, test } from "vitest";
import {
  fixtureContent,
  fixtureFiles,
  problemLines,
  type FixtureContent,
} from "./fixture-content.test-support.ts";
import { validateContent } from "./validate-content.ts";

// A post or project on the owner's own domain is a page elsewhere; one that
// is a page of the site itself (Home, About, Blog, Projects) leads visitors
// back to the site instead of the article, and is refused.

const atRoot = { baseUrl: "https://ama.example", basePath: "/" };
const underPath = { baseUrl: "https://ama.example", basePath: "/portfolio/" };

function withPost(url: string): FixtureContent {
  const content = fixtureContent();
  content.posts[0]!.url = url;
  return content;
}

describe("an entry on the site's own domain", () => {
  test.each([
    "https://ama.example/notes/ledgers",
    "https://ama.example/blog/ledgers",
    "https://ama.example/files/talk.pdf",
    "https://notes.ama.example/blog",
  ])("%s is the owner's page elsewhere: accepted", (url) => {
    expect(() => validateContent(withPost(url), fixtureFiles, atRoot)).not.toThrow();
  });

  test("under a base path, the host's root and its /blog are the owner's other pages", () => {
    for (const url of ["https://ama.example/", "https://ama.example/blog"])
      expect(() => validateContent(withPost(url), fixtureFiles, underPath), url).not.toThrow();
  });
});

describe("an entry that is one of the site's own pages is refused, one line naming it", () => {
  const post = 'content/posts.ts: posts[0] ("Ledgers").url';
  test.each([
    ["https://ama.example/blog", "/blog"],
    ["https://ama.example/blog/?utm_source=feed#top", "/blog"],
    ["http://ama.example/", "/"],
    ["https://ama.example/about-me/index.html", "/about-me"],
  ])("%s points at %s", (url, page) => {
    expect(problemLines(withPost(url), fixtureFiles, atRoot)).toEqual([
      `  - ${post} points at the site's own page ${page}; a post must link to the article itself; got ${JSON.stringify(url)}`,
    ]);
  });

  test("under a base path, the page is named with it", () => {
    expect(
      problemLines(withPost("https://ama.example/portfolio"), fixtureFiles, underPath),
    ).toEqual([
      `  - ${post} points at the site's own page /portfolio/; a post must link to the article itself; got "https://ama.example/portfolio"`,
    ]);
  });

  test("a project, and imported entries, which can be hidden instead", () => {
    const content = fixtureContent();
    content.projects[0]!.url = "https://ama.example/projects";
    content.importedPosts = [
      { url: "https://ama.example/", title: "Home", publishDate: "2025-01-01" },
      { url: "https://ama.example/blog/", title: "Hidden", publishDate: "2025-01-02" },
    ];
    content.importedProjects = [
      { url: "https://ama.example/about-me", title: "Me", description: "About." },
    ];
    content.overrides = { hidden: ["https://ama.example/blog"] };
    expect(problemLines(content, fixtureFiles, atRoot)).toEqual([
      `  - content/projects.ts: projects[0] ("till").url points at the site's own page /projects; a project must link to the project itself; got "https://ama.example/projects"`,
      `  - content/imported/posts.json: [0] ("Home").url points at the site's own page /; a post must link to the article itself (or hide it in content/overrides.ts); got "https://ama.example/"`,
      `  - content/imported/projects.json: [0] ("Me").url points at the site's own page /about-me; a project must link to the project itself (or hide it in content/overrides.ts); got "https://ama.example/about-me"`,
    ]);
  });

  test("with no site address (bad settings, reported on their own), nothing is refused", () => {
    expect(() => validateContent(withPost("https://ama.example/blog"), fixtureFiles)).not.toThrow();
  });
});
