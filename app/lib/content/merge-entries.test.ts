import { describe, expect, test } from "vitest";
import type { Post, Project } from "../../../content/schema/entries.ts";
import { mergeEntries, newestFirst } from "./merge-entries.ts";

const post = (url: string, publishDate: string, thumbnail?: string): Post => ({
  url,
  title: url,
  description: "A post.",
  publishDate,
  ...(thumbnail ? { thumbnail } : {}),
  thumbnailAlt: "",
});
const project = (url: string, date?: string): Project => ({
  url,
  title: url,
  description: "A project.",
  tech: [],
  ...(date ? { date } : {}),
});
const none = { hidden: [], posts: {}, projects: {} };
const postDefaults = { thumbnail: "default.jpg", thumbnailAlt: "A pattern" };
const merge = (parts: Partial<Parameters<typeof mergeEntries>[0]>) =>
  mergeEntries({
    posts: [],
    postDefaults,
    projects: [],
    importedPosts: [],
    importedProjects: [],
    overrides: none,
    ...parts,
  });

describe("order", () => {
  test("posts are newest first, whatever their order in the files", () => {
    const { posts } = merge({
      posts: [
        post("https://a.example/old", "2023-05-01"),
        post("https://a.example/new", "2025-01-09"),
      ],
      importedPosts: [post("https://b.example/mid", "2024-07-30")],
    });
    expect(posts.map((p) => p.publishDate)).toEqual(["2025-01-09", "2024-07-30", "2023-05-01"]);
  });

  test("projects with a date are newest first, then the rest in the order written", () => {
    const { projects } = merge({
      projects: [project("https://p.example/a"), project("https://p.example/b", "2022-01-01")],
      importedProjects: [
        project("https://p.example/c", "2025-03-03"),
        project("https://p.example/d"),
      ],
    });
    expect(projects.map((p) => p.url.slice(-1))).toEqual(["c", "b", "a", "d"]);
  });

  test("entries of the same date keep their order", () => {
    const same = ["x", "y", "z"].map((name) => ({ name, date: "2024-01-01" }));
    expect(newestFirst(same, (e) => e.date).map((e) => e.name)).toEqual(["x", "y", "z"]);
  });
});

describe("imported entries", () => {
  test("a hand-written entry wins over an imported one with its URL (trailing slash aside)", () => {
    const { posts } = merge({
      posts: [{ ...post("https://a.example/one", "2024-01-01"), title: "Mine" }],
      importedPosts: [{ ...post("https://a.example/one/", "2024-01-01"), title: "Imported" }],
    });
    expect(posts.map((p) => p.title)).toEqual(["Mine"]);
  });

  test("hidden entries are left out, and overrides replace fields", () => {
    const { posts, projects } = merge({
      importedPosts: [
        post("https://a.example/one", "2024-01-01"),
        post("https://a.example/two", "2024-02-02"),
      ],
      importedProjects: [project("https://p.example/a")],
      overrides: {
        hidden: ["https://a.example/two/"],
        posts: { "https://a.example/one": { title: "Better", publishDate: "2025-01-01" } },
        projects: { "https://p.example/a": { description: "Said better.", date: "2020-02-02" } },
      },
    });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ title: "Better", publishDate: "2025-01-01" });
    expect(projects[0]).toMatchObject({ description: "Said better.", date: "2020-02-02" });
  });

  test("overrides change an imported project's signal too", () => {
    const imported = { ...project("https://p.example/a"), stars: 1200, archived: true };
    const { projects } = merge({
      importedProjects: [imported],
      overrides: {
        ...none,
        projects: {
          "https://p.example/a": { archived: false, featured: true, updated: "2025-03" },
        },
      },
    });
    expect(projects[0]).toMatchObject({
      stars: 1200,
      archived: false,
      featured: true,
      updated: "2025-03",
    });
  });
});

describe("thumbnails", () => {
  test("a post without one shows the default thumbnail with its alt text", () => {
    const { posts } = merge({
      posts: [post("https://a.example/own", "2024-01-01", "own.jpg")],
      importedPosts: [post("https://a.example/bare", "2024-01-02")],
    });
    expect(posts.map((p) => [p.thumbnail, p.thumbnailAlt])).toEqual([
      ["default.jpg", "A pattern"],
      ["own.jpg", ""],
    ]);
  });
});
