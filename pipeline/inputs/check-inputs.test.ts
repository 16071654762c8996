import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { checkInputs } from "./check-inputs";
import { resetPlaceholderWarning, template } from "./placeholder-warning";

// The content modules are replaced so a test can break them; the build
// imports them statically, so this is how bad content reaches checkInputs.
const state = vi.hoisted(() => ({
  owner: {} as Record<string, unknown>,
  posts: [] as Record<string, unknown>[],
  projects: [] as Record<string, unknown>[],
}));
vi.mock("../../content/owner", () => ({
  get owner() {
    return state.owner;
  },
}));
vi.mock("../../content/posts", () => ({
  get posts() {
    return state.posts;
  },
}));
vi.mock("../../content/projects", () => ({
  get projects() {
    return state.projects;
  },
}));

// A project root with the images the content names and no .env file, so a
// developer's own .env cannot change the outcome.
const root = mkdtempSync(join(tmpdir(), "check-inputs-"));
mkdirSync(join(root, "content/images"), { recursive: true });
for (const name of ["me.jpg", "post.jpg"]) writeFileSync(join(root, "content/images", name), "");
afterAll(() => rmSync(root, { recursive: true, force: true }));

let errors: string[];
let warnings: string[];
beforeEach(() => {
  state.owner = {
    name: template.name,
    jobTitle: "Engineer",
    greeting: template.greeting,
    bio: template.bio,
    about: ["One.", "Two.", "Three."],
    description: "A description.",
    headshot: "me.jpg",
    headshotAlt: "Portrait",
    knowsAbout: [],
    locale: "en_US",
  };
  state.posts = [
    {
      url: template.postUrls[0],
      title: "Sample",
      description: "A post.",
      publishDate: "2025-02-24",
      thumbnail: "post.jpg",
      thumbnailAlt: "",
    },
  ];
  state.projects = [{ url: "https://example.com/tool", title: "Tool", description: "A tool." }];
  errors = [];
  warnings = [];
  vi.spyOn(console, "error").mockImplementation((m: string) => void errors.push(m));
  vi.spyOn(console, "warn").mockImplementation((m: string) => void warnings.push(m));
  vi.spyOn(process, "exit").mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  resetPlaceholderWarning();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("checkInputs: bad input stops the build", () => {
  test("bad settings and bad content exit 1 with one message naming each problem", () => {
    vi.stubEnv("VITE_SECTION_CONTENT_LIMIT", "1.5");
    vi.stubEnv("VITE_GITHUB_URL", "javascript:alert(1)");
    state.posts[0]!.publishDate = "2025-02-30";
    delete state.owner.description;
    state.projects.push({ ...state.projects[0]!, description: "Again.", title: "Copy" });
    expect(() => checkInputs("production", root)).toThrow("exit 1");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBe(
      [
        "",
        "The site was not built.",
        "",
        "Invalid settings (check your environment or .env file):",
        '  - VITE_GITHUB_URL must be an absolute http(s) URL; got "javascript:alert(1)"',
        '  - VITE_SECTION_CONTENT_LIMIT must be a whole number of at least 2; got "1.5"',
        "",
        "Invalid content:",
        "  - content/owner.ts: owner.description is required; got nothing (the field is missing)",
        '  - content/posts.ts: posts[0] ("Sample").publishDate must be a real calendar date written YYYY-MM-DD; got "2025-02-30"',
        '  - content/projects.ts: projects[1] ("Copy").url must be unique, but entry 0 has the same URL; got "https://example.com/tool"',
        "",
      ].join("\n"),
    );
    expect(warnings).toEqual([]);
  });

  test("a javascript: URL in content alone stops the build", () => {
    state.projects[0]!.url = "javascript:alert(1)";
    expect(() => checkInputs("development", root)).toThrow("exit 1");
    expect(errors[0]).toContain(
      '  - content/projects.ts: projects[0] ("Tool").url must be an absolute http(s) URL; got "javascript:alert(1)"',
    );
  });
});

describe("checkInputs: the template's identity", () => {
  test("a production build warns once and goes on", () => {
    const settings = checkInputs("production", root);
    checkInputs("production", root); // the configs load more than once a build
    expect(settings.sectionContentLimit).toBe(2);
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("placeholder identity");
    expect(warnings[0]).toContain('owner.name is still "Tobi Adeyemi"');
    expect(warnings[0]).toContain('posts[0] ("Sample") is the template\'s sample post');
    expect(warnings[0]).toContain("VITE_BASE_URL is still the template's default");
  });

  test("react-router typegen (npm run typecheck) does not warn", () => {
    const argv = process.argv;
    process.argv = [argv[0]!, "react-router", "typegen"];
    try {
      checkInputs("production", root);
    } finally {
      process.argv = argv;
    }
    expect(warnings).toEqual([]);
  });

  test("a development build does not warn", () => {
    checkInputs("development", root);
    expect(warnings).toEqual([]);
  });

  test("a production build with your own identity does not warn", () => {
    Object.assign(state.owner, { name: "Ada", greeting: "Hi, I'm Ada", bio: "Engines." });
    state.posts[0]!.url = "https://ada.example/notes";
    for (const [name, url] of Object.entries({
      VITE_LINKEDIN_URL: "https://www.linkedin.com/in/ada",
      VITE_GITHUB_URL: "https://github.com/ada",
      VITE_TWITTER_URL: "https://x.com/ada",
      VITE_BASE_URL: "https://ada.example",
    }))
      vi.stubEnv(name, url);
    checkInputs("production", root);
    expect(warnings).toEqual([]);
  });
});
