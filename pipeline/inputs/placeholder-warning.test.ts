import { afterEach, describe, expect, test, vi } from "vitest";
import { owner } from "../../content/owner";
import { posts } from "../../content/posts";
import { projects } from "../../content/projects";
import { parseSettings } from "../../app/lib/settings/settings-schema";
import type { Content } from "../../app/lib/content/validate-content";
import {
  placeholderProblems,
  placeholderWarning,
  resetPlaceholderWarning,
  template,
  warnAboutPlaceholders,
} from "./placeholder-warning";

// Fixtures, not the real content: a fork edits content/ and must not see
// these tests fail because it did.
const yours: Content = {
  owner: {
    name: "Ada Lovelace",
    jobTitle: "Engineer",
    greeting: "Hi, I'm Ada",
    bio: "I write programs for engines.",
    about: ["One.", "Two.", "Three."],
    description: "Ada Lovelace writes programs.",
    headshot: "me.jpg",
    headshotAlt: "Portrait of Ada Lovelace",
    knowsAbout: ["Engines"],
    locale: "en_GB",
  },
  posts: [
    {
      url: "https://ada.example/notes",
      title: "Notes",
      description: "Notes on the engine.",
      publishDate: "2025-01-02",
      thumbnail: "notes.jpg",
      thumbnailAlt: "",
    },
  ],
  projects: [
    { url: "https://ada.example/engine", title: "Engine", description: "An engine.", tech: [] },
  ],
};
const yourSettings = parseSettings({
  VITE_LINKEDIN_URL: "https://www.linkedin.com/in/ada",
  VITE_GITHUB_URL: "https://github.com/ada",
  VITE_TWITTER_URL: "https://x.com/ada",
  VITE_BASE_URL: "https://ada.example",
});

const templates: Content = {
  owner: { ...yours.owner, name: template.name, greeting: template.greeting, bio: template.bio },
  posts: [{ ...yours.posts[0]!, url: template.postUrls[0]!, title: "Sample" }],
  projects: [{ ...yours.projects[0]!, url: template.projectUrls[0]!, title: "cipherline" }],
};

afterEach(() => resetPlaceholderWarning());

describe("placeholderProblems", () => {
  test("your own identity raises nothing", () => {
    expect(placeholderProblems(yours, yourSettings)).toEqual([]);
    expect(placeholderWarning(yours, yourSettings)).toBeUndefined();
  });

  test("the template's identity is listed item by item", () => {
    expect(placeholderProblems(templates, parseSettings({}))).toEqual([
      'content/owner.ts: owner.name is still "Tobi Adeyemi"',
      `content/owner.ts: owner.greeting is still the template's greeting, "Hi, I'm Tobi"`,
      "content/owner.ts: owner.bio is still the template's bio",
      `content/posts.ts: posts[0] ("Sample") is the template's sample post`,
      `content/projects.ts: projects[0] ("cipherline") is the template's sample project`,
      "VITE_LINKEDIN_URL is still the template's default, https://www.linkedin.com/in/tobi-adeyemi",
      "VITE_GITHUB_URL is still the template's default, https://github.com/tobi-adeyemi",
      "VITE_TWITTER_URL is still the template's default, https://x.com/tobi_adeyemi",
      "VITE_BASE_URL is still the template's default, https://tobiadeyemi.dev",
    ]);
  });

  test("a fork that only changed its name is warned about texts that still name the template", () => {
    const content = structuredClone(yours);
    content.owner.headshotAlt = "Portrait of Tobi Adeyemi";
    content.owner.about[2] = "Ask TOBI ADEYEMI anything.";
    expect(placeholderProblems(content, yourSettings)).toEqual([
      'content/owner.ts: owner.about[2] still names "Tobi Adeyemi"',
      'content/owner.ts: owner.headshotAlt still names "Tobi Adeyemi"',
    ]);
  });

  test("a sample entry among your own is found at its index", () => {
    const content = structuredClone(yours);
    content.posts.push({ ...templates.posts[0]!, title: "Kept by mistake" });
    expect(placeholderProblems(content, yourSettings)).toEqual([
      `content/posts.ts: posts[1] ("Kept by mistake") is the template's sample post`,
    ]);
  });

  test("one default link left, with or without a trailing slash", () => {
    for (const url of ["https://github.com/tobi-adeyemi", "https://github.com/tobi-adeyemi/"]) {
      const settings = { ...yourSettings, githubUrl: url };
      expect(placeholderProblems(yours, settings)).toEqual([
        "VITE_GITHUB_URL is still the template's default, https://github.com/tobi-adeyemi",
      ]);
    }
  });

  test("while content/ is still the template's, these constants match it", () => {
    // Vacuous in a fork (the name differs), which is the point.
    if (owner.name !== template.name) return;
    expect(owner.greeting).toBe(template.greeting);
    expect(owner.bio).toBe(template.bio);
    expect(posts.map((p) => p.url)).toEqual(template.postUrls);
    expect(projects.map((p) => p.url)).toEqual(template.projectUrls);
  });
});

describe("warnAboutPlaceholders", () => {
  test("prints one warning with a heading and every problem", () => {
    const print = vi.fn();
    expect(warnAboutPlaceholders(templates, parseSettings({}), print)).toBe(true);
    expect(print).toHaveBeenCalledTimes(1);
    const message = print.mock.calls[0]![0] as string;
    expect(message).toMatch(/^Warning: this build still uses the template's placeholder identity/);
    expect(message).toContain('\n  - content/owner.ts: owner.name is still "Tobi Adeyemi"');
    expect(message.split("\n").filter((l) => l.startsWith("  - "))).toHaveLength(9);
  });

  test("prints once per process, however often the checks run", () => {
    const print = vi.fn();
    warnAboutPlaceholders(templates, parseSettings({}), print);
    expect(warnAboutPlaceholders(templates, parseSettings({}), print)).toBe(false);
    expect(print).toHaveBeenCalledTimes(1);
  });

  test("prints nothing for your own identity", () => {
    const print = vi.fn();
    expect(warnAboutPlaceholders(yours, yourSettings, print)).toBe(false);
    expect(print).not.toHaveBeenCalled();
  });

  test("goes to stderr by default", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    warnAboutPlaceholders(templates, parseSettings({}));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("placeholder identity"));
    warn.mockRestore();
  });
});
