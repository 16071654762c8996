import { siteLanguages } from "../../app/lib/languages/site-languages.ts";
import { noCareer } from "../../app/lib/career/career-order.ts";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { parseTestSettings } from "../../app/lib/settings/settings-error.test-support.ts";
import type { Content } from "../../app/lib/content/validate-content.ts";
import {
  placeholderProblems,
  placeholderWarning,
  warnAboutPlaceholders,
} from "./placeholder-warning.ts";
import { template } from "./template-identity.ts";

// Fixtures, not the real content: a fork edits content/ and must not see
// these tests fail because it did. Images and the icon live in a temp root.
const root = mkdtempSync(join(tmpdir(), "placeholders-"));
mkdirSync(join(root, "content/images"), { recursive: true });
for (const name of ["me.jpg", "notes.jpg"]) writeFileSync(join(root, "content/images", name), name);
writeFileSync(join(root, "content/icon.svg"), "<svg/>");
afterAll(() => rmSync(root, { recursive: true, force: true }));
const oldDefaultThumbnail = "a147e9ca8753d3c91e7e6ef10166f5313d24b428e54a898b62034a7e2943b438";

const labels = {
  skipLink: "Skip",
  newTab: "new tab",
  socialProfiles: "Profiles",
  builtWith: "With",
  skills: "Skills",
  morePosts: "posts",
  moreProjects: "projects",
};
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
  links: { linkedin: "", github: "", twitter: "", address: "", baseUrl: "", more: [] },
  copy: {
    home: { noPosts: "None.", noProjects: "None." },
    blog: { description: "Ada's notes.", intro: "Notes.", noPosts: "None." },
    projects: { description: "Ada's engines.", intro: "Engines.", noProjects: "None." },
    notFound: { title: "Not found", text: "Gone.", homeLink: "Home" },
    error: { text: "Oops.", homeLink: "Home" },
    labels,
  },
  palette: {
    light: { accent: "#8a3ffc", soft: "#f4eeff", ink: "#ffffff" },
    dark: { accent: "#be95ff", soft: "#2a1f3d", ink: "#161616" },
  },
  themeSwitch: false,
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
  postDefaults: { thumbnailAlt: "" },
  tagSlugs: {},
  tagLocales: {},
  experience: noCareer,
  languages: siteLanguages("en_GB"),
  ownerNames: ["Ada Lovelace"],
  files: [],
  translation: undefined,
};
const yourSettings = parseTestSettings({
  VITE_LINKEDIN_URL: "https://www.linkedin.com/in/ada",
  VITE_GITHUB_URL: "https://github.com/ada",
  VITE_TWITTER_URL: "https://x.com/ada",
  VITE_BASE_URL: "https://ada.example",
  VITE_ADDRESS: "London, United Kingdom",
});

describe("placeholderProblems", () => {
  test("your own identity raises nothing", () => {
    expect(placeholderProblems(yours, yourSettings, root)).toEqual([]);
    expect(placeholderWarning(yours, yourSettings, root)).toBeUndefined();
  });

  test("the template's words, entries, links and colours are listed item by item", () => {
    const content = structuredClone(yours);
    content.owner.name = template.name;
    content.owner.greeting = "Hi, I'm Tobi";
    content.owner.about[1] = `${template.about[1]}, and then some.`;
    content.copy.blog.intro = template.texts["content/copy.ts: copy.blog.intro"]!;
    content.posts[0]!.url = template.postUrls[0]!;
    content.projects[0]!.url = template.projectUrls[0]!;
    content.palette.dark.accent = template.accent.dark;
    expect(placeholderProblems(content, parseTestSettings({}), root)).toEqual([
      'content/owner.ts: owner.name is still "Tobi Adeyemi"',
      "content/owner.ts: owner.greeting is still the template's text",
      "content/owner.ts: owner.about[1] is still the template's paragraph",
      "content/copy.ts: copy.blog.intro is still the template's text",
      `content/posts.ts: posts[0] ("Notes") is the template's sample post`,
      `content/projects.ts: projects[0] ("Engine") is the template's sample project`,
      "VITE_LINKEDIN_URL is still the template's, https://www.linkedin.com/in/tobi-adeyemi (set it in content/links.ts)",
      "VITE_GITHUB_URL is still the template's, https://github.com/tobi-adeyemi (set it in content/links.ts)",
      "VITE_TWITTER_URL is still the template's, https://x.com/tobi_adeyemi (set it in content/links.ts)",
      "VITE_BASE_URL is still the template's, https://tobiadeyemi.dev (set it in content/links.ts)",
      "VITE_ADDRESS is still the template's, Lagos, Nigeria (set it in content/links.ts)",
      "content/theme.ts: theme.accent.dark is still the template's colour, #5fd4c4",
    ]);
  });

  test("a fork that only changed its name is warned about texts that still name the template", () => {
    const content = structuredClone(yours);
    content.owner.headshotAlt = "Portrait of Tobi Adeyemi";
    content.copy.projects.description = "Projects by TOBI ADEYEMI.";
    expect(placeholderProblems(content, yourSettings, root)).toEqual([
      'content/owner.ts: owner.headshotAlt still names "Tobi Adeyemi"',
      'content/copy.ts: copy.projects.description still names "Tobi Adeyemi"',
    ]);
  });

  test("the template's images and icon are found by their bytes, whatever their names", () => {
    const dir = mkdtempSync(join(tmpdir(), "placeholders-images-"));
    mkdirSync(join(dir, "content/images"), { recursive: true });
    // The template's own files, from the sample fixture: a fork's content/ has its own.
    const sample = "tests/fixtures/sample/content";
    copyFileSync(`${sample}/icon.svg`, join(dir, "content/icon.svg"));
    for (const name of ["headshot.jpg", "wallet-addresses.jpg"])
      copyFileSync(`${sample}/images/${name}`, join(dir, "content/images", `renamed-${name}`));
    const content = structuredClone(yours);
    content.owner.headshot = "renamed-headshot.jpg";
    content.posts[0]!.thumbnail = "renamed-wallet-addresses.jpg";
    const problems = placeholderProblems(content, yourSettings, dir);
    rmSync(dir, { recursive: true, force: true });
    expect(problems).toEqual([
      "content/images/renamed-headshot.jpg is still the template's headshot",
      "content/images/renamed-wallet-addresses.jpg is still the template's sample post's thumbnail",
      "content/icon.svg is still the template's icon",
    ]);
  });

  test("the template's old default thumbnail, still named in postDefaults, is named once", () => {
    // The template no longer ships it: it is known by its SHA-256 alone.
    expect(template.images[oldDefaultThumbnail]).toBe("default thumbnail");
    const dir = mkdtempSync(join(tmpdir(), "placeholders-default-"));
    mkdirSync(join(dir, "content/images"), { recursive: true });
    writeFileSync(join(dir, "content/images/default-thumbnail.jpg"), "a stand-in");
    const standIn = createHash("sha256").update("a stand-in").digest("hex");
    const content = structuredClone(yours);
    content.postDefaults = { thumbnail: "default-thumbnail.jpg", thumbnailAlt: "" };
    content.posts.push({ ...content.posts[0]!, url: "https://ada.example/2" });
    content.posts.forEach((post) => (post.thumbnail = "default-thumbnail.jpg"));
    expect(placeholderProblems(content, yourSettings, dir)).toEqual([]);
    template.images[standIn] = template.images[oldDefaultThumbnail]!;
    try {
      expect(placeholderProblems(content, yourSettings, dir)).toEqual([
        "content/posts.ts: postDefaults.thumbnail names content/images/default-thumbnail.jpg, still the template's default thumbnail; remove it to show a thumbnail drawn in your accent colours",
      ]);
    } finally {
      Reflect.deleteProperty(template.images, standIn);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("one default link left, with or without a trailing slash", () => {
    for (const url of ["https://github.com/tobi-adeyemi", "https://github.com/tobi-adeyemi/"]) {
      const settings = { ...yourSettings, githubUrl: url };
      expect(placeholderProblems(yours, settings, root)).toEqual([
        "VITE_GITHUB_URL is still the template's, https://github.com/tobi-adeyemi (set it in content/links.ts)",
      ]);
    }
  });
});

describe("warnAboutPlaceholders", () => {
  const templates = { ...structuredClone(yours), owner: { ...yours.owner, name: template.name } };

  test("prints one warning with a heading and every problem", () => {
    const print = vi.fn();
    expect(warnAboutPlaceholders(templates, yourSettings, root, print)).toBe(true);
    expect(print).toHaveBeenCalledTimes(1);
    const message = print.mock.calls[0]![0] as string;
    expect(message).toMatch(/^Warning: this build still uses the template's placeholder identity/);
    expect(message).toContain('\n  - content/owner.ts: owner.name is still "Tobi Adeyemi"');
  });

  test("prints nothing for your own identity", () => {
    const print = vi.fn();
    expect(warnAboutPlaceholders(yours, yourSettings, root, print)).toBe(false);
    expect(print).not.toHaveBeenCalled();
  });

  test("goes to stderr by default", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    warnAboutPlaceholders(templates, yourSettings, root);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("placeholder identity"));
    warn.mockRestore();
  });
});
