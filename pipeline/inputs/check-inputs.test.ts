import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { checkInputs, forgetCheckedInputs, recheckInputs } from "./check-inputs.ts";
import { template } from "./template-identity.ts";

// content/ as read (read-content.ts) is replaced so a test can break it:
// this is how bad content reaches checkInputs.
const state = vi.hoisted(() => ({
  content: {} as Record<string, unknown>,
  reads: 0,
  postFiles: { posts: [] } as { posts: unknown[] } | { error: string },
  analytics: undefined as unknown,
}));
vi.mock("./read-content.ts", () => ({
  readContent: () => {
    state.reads++;
    return {
      content: structuredClone(state.content),
      analytics: structuredClone(state.analytics),
      problems: [],
      postFiles: structuredClone(state.postFiles),
    };
  },
}));
const content = () => state.content as { [part: string]: Record<string, unknown> };
const posts = () => state.content.posts as Record<string, unknown>[];
const projects = () => state.content.projects as Record<string, unknown>[];

// A project root with the images the content names and no .env file, so a
// developer's own .env cannot change the outcome.
const root = mkdtempSync(join(tmpdir(), "check-inputs-"));
mkdirSync(join(root, "content/images"), { recursive: true });
for (const name of ["me.jpg", "post.jpg"]) writeFileSync(join(root, "content/images", name), "");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const words = (text: string) => ({ description: text, intro: text });
let errors: string[];
let warnings: string[];
beforeEach(() => {
  state.postFiles = { posts: [] };
  state.analytics = undefined;
  state.content = {
    owner: {
      name: template.name,
      jobTitle: "Engineer",
      greeting: "Hello",
      bio: "A bio.",
      about: ["One.", "Two.", "Three."],
      description: "A description.",
      headshot: "me.jpg",
      headshotAlt: "Portrait",
      knowsAbout: [],
      locale: "en_US",
    },
    links: {
      linkedin: "https://www.linkedin.com/in/tobi-adeyemi",
      github: "https://github.com/someone",
      twitter: "https://x.com/someone",
      address: "Accra, Ghana",
      baseUrl: "https://someone.example",
    },
    copy: {
      home: { noPosts: "None.", noProjects: "None." },
      blog: { ...words("Posts."), noPosts: "None." },
      projects: { ...words("Projects."), noProjects: "None." },
      notFound: { title: "Not found", text: "Gone.", homeLink: "Home" },
      error: { text: "Oops.", homeLink: "Home" },
      labels: {
        skipLink: "Skip",
        newTab: "new tab",
        socialProfiles: "Profiles",
        builtWith: "With",
        skills: "Skills",
        morePosts: "posts",
        moreProjects: "projects",
      },
    },
    theme: { accent: { light: "#8a3ffc", dark: "#be95ff" } },
    posts: [
      {
        url: template.postUrls[0],
        title: "Sample",
        description: "A post.",
        publishDate: "2025-02-24",
        thumbnail: "post.jpg",
        thumbnailAlt: "",
      },
    ],
    postDefaults: { thumbnail: "post.jpg", thumbnailAlt: "" },
    projects: [{ url: "https://example.com/tool", title: "Tool", description: "A tool." }],
    importedPosts: [],
    importedProjects: [],
    overrides: {},
  };
  state.reads = 0;
  errors = [];
  warnings = [];
  vi.spyOn(console, "error").mockImplementation((m: string) => void errors.push(m));
  vi.spyOn(console, "warn").mockImplementation((m: string) => void warnings.push(m));
  vi.spyOn(process, "exit").mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  forgetCheckedInputs();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("checkInputs: bad input stops the build", () => {
  test("bad settings and bad content exit 1 with one message naming each problem", () => {
    vi.stubEnv("VITE_SECTION_CONTENT_LIMIT", "1.5");
    vi.stubEnv("VITE_GITHUB_URL", "javascript:alert(1)");
    posts()[0]!.publishDate = "2025-02-30";
    delete content().owner!.description;
    projects().push({ ...projects()[0]!, description: "Again.", title: "Copy" });
    content().theme!.accent = { light: "#7fd0c0", dark: "#5fd4c4" };
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
        '  - content/theme.ts: theme.accent.light has a contrast ratio of 1.72:1 against the light page background #fbfaf8; text needs at least 4.5:1 (WCAG AA); got "#7fd0c0"',
        '  - content/theme.ts: theme.accent.light has a contrast ratio of 1.79:1 against the light card background #ffffff; text needs at least 4.5:1 (WCAG AA); got "#7fd0c0"',
        '  - content/theme.ts: theme.accent.light has a contrast ratio of 1.70:1 against its own tint #edfcf9 (the active navigation link); text needs at least 4.5:1 (WCAG AA); got "#7fd0c0"',
        "",
      ].join("\n"),
    );
    expect(warnings).toEqual([]);
  });

  test("a javascript: URL in content alone stops the build", () => {
    projects()[0]!.url = "javascript:alert(1)";
    expect(() => checkInputs("development", root)).toThrow("exit 1");
    expect(errors[0]).toContain(
      '  - content/projects.ts: projects[0] ("Tool").url must be an absolute http(s) URL; got "javascript:alert(1)"',
    );
  });

  test("a post at one of the site's own pages, where the settings put the site, stops the build", () => {
    vi.stubEnv("VITE_BASE_PATH", "/portfolio/");
    posts()[0]!.url = "https://someone.example/blog"; // outside /portfolio/: the owner's own page
    projects()[0]!.url = "https://someone.example/portfolio/blog/";
    expect(() => checkInputs("development", root)).toThrow("exit 1");
    expect(errors).toEqual([
      [
        "",
        "The site was not built.",
        "",
        "Invalid content:",
        `  - content/projects.ts: projects[0] ("Tool").url points at the site's own page /portfolio/blog; a project must link to the project itself; got "https://someone.example/portfolio/blog/"`,
        "",
      ].join("\n"),
    ]);
  });

  test("a bad link in content/links.ts is reported once, as content, not as a setting never set", () => {
    content().links!.twitter = "x.com/someone";
    expect(() => checkInputs("development", root)).toThrow("exit 1");
    expect(errors).toEqual([
      [
        "",
        "The site was not built.",
        "",
        "Invalid content:",
        '  - content/links.ts: links.twitter must be an absolute http(s) URL; got "x.com/someone"',
        "",
      ].join("\n"),
    ]);
  });

  test("a bad setting that was set is still the setting's, next to the content's own line", () => {
    content().links!.twitter = "x.com/someone";
    vi.stubEnv("VITE_TWITTER_URL", "x.com/other");
    vi.stubEnv("VITE_BLOG_DESCRIPTION_LIMIT", "10");
    content().links!.github = "github.com/someone";
    expect(() => checkInputs("development", root)).toThrow("exit 1");
    expect(errors).toEqual([
      [
        "",
        "The site was not built.",
        "",
        "Invalid settings (check your environment or .env file):",
        '  - VITE_TWITTER_URL must be an absolute http(s) URL; got "x.com/other"',
        '  - VITE_BLOG_DESCRIPTION_LIMIT must be a whole number of at least 50; got "10"',
        "",
        "Invalid content:",
        '  - content/links.ts: links.github must be an absolute http(s) URL; got "github.com/someone"',
        '  - content/links.ts: links.twitter must be an absolute http(s) URL; got "x.com/someone"',
        "",
      ].join("\n"),
    ]);
  });
});

describe("checkInputs: posts written on the site", () => {
  const file = (slug: string, frontMatter: Record<string, unknown>) => ({
    slug,
    folder: `content/posts/${slug}`,
    default: {
      file: `content/posts/${slug}/index.md`,
      frontMatter: { tags: [], draft: false, ...frontMatter },
      body: "Text.\n",
      bodyLine: 6,
    },
    translations: {},
  });

  test("the published ones are listed among the others, newest first, each at its page's URL", () => {
    state.postFiles = {
      posts: [
        file("newer", { title: "Newer", description: "N.", publishDate: "2099-01-01" }),
        file("older", {
          title: "Older",
          description: "O.",
          publishDate: "2020-01-01",
          tags: ["Go"],
        }),
        file("draft", {
          title: "Draft",
          description: "D.",
          publishDate: "2020-01-02",
          draft: true,
        }),
      ],
    };
    posts()[0]!.publishDate = "2021-05-05";
    const inputs = checkInputs("production", root);
    expect(inputs.localPosts.map((post) => post.slug)).toEqual(["older"]);
    expect(inputs.content.posts.map((post) => [post.title, post.url, post.local?.slug])).toEqual([
      ["Sample", posts()[0]!.url, undefined],
      ["Older", "https://someone.example/blog/older", "older"],
    ]);
    expect(inputs.content.posts[1]!.local).toEqual({
      slug: "older",
      file: "content/posts/older/index.md",
      tags: ["Go"],
      home: "en_US",
      languages: ["en_US"],
    });
  });

  test("another language's build lists a post's translation into it, and the others as written, marked", () => {
    content().languages = { ja_JP: { owner: { greeting: "こんにちは" } } };
    vi.stubEnv("VITE_LANGUAGE", "ja_JP");
    vi.stubEnv("VITE_BASE_PATH", "/ja/");
    const translated = file("hello", {
      title: "Hello",
      description: "H.",
      publishDate: "2020-01-01",
    });
    state.postFiles = {
      posts: [
        {
          ...translated,
          translations: {
            ja_JP: {
              file: "content/posts/hello/index.ja_JP.md",
              frontMatter: { title: "こんにちは", description: "挨拶。", draft: false },
              body: "本文。\n",
              bodyLine: 4,
            },
          },
        },
        file("plain", { title: "Plain", description: "P.", publishDate: "2020-01-02" }),
      ],
    };
    const local = checkInputs("production", root).content.posts.filter((post) => post.local);
    expect(local.map(({ title, url, lang }) => ({ title, url, lang }))).toEqual([
      { title: "Plain", url: "https://someone.example/ja/blog/plain", lang: "en-US" },
      { title: "こんにちは", url: "https://someone.example/ja/blog/hello", lang: undefined },
    ]);
    expect(local[1]!.local).toMatchObject({
      file: "content/posts/hello/index.ja_JP.md",
      languages: ["en_US", "ja_JP"],
    });
  });

  test("npm run dev shows drafts and posts to come", () => {
    state.postFiles = {
      posts: [
        file("draft", {
          title: "Draft",
          description: "D.",
          publishDate: "2099-01-01",
          draft: true,
        }),
      ],
    };
    expect(checkInputs("development", root).localPosts.map((post) => post.slug)).toEqual(["draft"]);
  });

  test("content/analytics.ts's mistake is one line of the content's list, with the others", () => {
    state.analytics = { provider: "plausibel", id: "x" };
    state.postFiles = {
      error: "Invalid content:\n  - content/posts/x/index.md:2: title is required",
    };
    content().owner!.locale = "Persian";
    expect(() => checkInputs("production", root)).toThrow("exit 1");
    expect(errors).toHaveLength(1);
    const lines = errors[0]!.split("\n");
    expect(lines.filter((line) => line === "Invalid content:")).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("  - "))).toEqual([
      expect.stringMatching(/^ {2}- content\/owner\.ts: owner\.locale .*"fa_IR"/),
      '  - content/analytics.ts: analytics.provider must be one of: plausible, umami, goatcounter, cloudflare; got "plausibel"',
      "  - content/posts/x/index.md:2: title is required",
    ]);
  });

  test("the bodies it shows: every mistake of every file at once, one line each, by line", () => {
    mkdirSync(join(root, "content/posts/ok"), { recursive: true });
    writeFileSync(join(root, "content/posts/ok/chart.png"), "");
    const body = (slug: string, text: string, more: Record<string, unknown> = {}) => {
      const post = file(slug, {
        title: slug,
        description: "D.",
        publishDate: "2020-01-01",
        ...more,
      });
      return { ...post, default: { ...post.default, body: text } };
    };
    const broken = body(
      "broken",
      "<script>x()</script>\n\n![A chart](./chart.png)\n\n![](./a.png) ![Remote](https://x.example/b.png)\n",
    );
    state.postFiles = {
      posts: [
        body("ok", "Text.\n\n![A chart](./chart.png)\n"),
        {
          ...broken,
          translations: {
            ja_JP: {
              file: "content/posts/broken/index.ja_JP.md",
              frontMatter: { title: "壊れた", description: "D.", draft: false },
              body: "# 見出し\n",
              bodyLine: 4,
            },
          },
        },
        body("draft", "<iframe></iframe>\n", { draft: true }),
      ],
    };
    content().languages = { ja_JP: { owner: { greeting: "こんにちは" } } };
    delete content().owner!.description;
    expect(() => checkInputs("production", root)).toThrow("exit 1");
    expect(errors[0]!.split("\n").filter((line) => line.startsWith("  - "))).toEqual([
      "  - content/owner.ts: owner.description is required; got nothing (the field is missing)",
      "  - content/posts/broken/index.md:6: <script> is not allowed in a post (the site's security policy runs no script a post brings)",
      "  - content/posts/broken/index.md:8: an image that does not exist (./chart.png) is not allowed in a post (put the file beside index.md, in content/posts/broken, or correct its name)",
      '  - content/posts/broken/index.md:10: an image without alt text (./a.png) is not allowed in a post (describe the image, or write ![""](./a.png) for a decorative one)',
      "  - content/posts/broken/index.md:10: an image from another host (https://x.example/b.png) is not allowed in a post (the site's security policy allows only the site's own images: put the file beside the post)",
      "  - content/posts/broken/index.md:10: an image that does not exist (./a.png) is not allowed in a post (put the file beside index.md, in content/posts/broken, or correct its name)",
      "  - content/posts/broken/index.ja_JP.md:4: a level-1 heading (\"見出し\") is not allowed in a post (the title in the front matter is the page's heading: start the post's sections at ##)",
    ]);
    // npm run dev shows the draft, so its body is checked too.
    errors = [];
    expect(() => checkInputs("development", root)).toThrow("exit 1");
    expect(errors[0]).toContain(
      "  - content/posts/draft/index.md:6: <iframe> is not allowed in a post",
    );
  });

  test("a mistake in a post's file stops the build with the content's other mistakes", () => {
    state.postFiles = {
      error: "Invalid content:\n  - content/posts/x/index.md:2: title is required",
    };
    delete content().owner!.description;
    expect(() => checkInputs("production", root)).toThrow("exit 1");
    expect(errors[0]).toContain("content/owner.ts: owner.description is required");
    expect(errors[0]).toContain("  - content/posts/x/index.md:2: title is required");
  });
});

describe("checkInputs: the template's identity", () => {
  test("a production build warns once and goes on", () => {
    const { settings } = checkInputs("production", root);
    checkInputs("production", root); // the configs load more than once a build
    expect(settings.sectionContentLimit).toBe(2);
    expect(settings.githubUrl).toBe("https://github.com/someone");
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("placeholder identity");
    expect(warnings[0]).toContain('owner.name is still "Tobi Adeyemi"');
    expect(warnings[0]).toContain('posts[0] ("Sample") is the template\'s sample post');
    expect(warnings[0]).toContain("VITE_LINKEDIN_URL is still the template's");
  });

  test("VITE_REQUIRE_OWN_CONTENT=true refuses to build the template's content, naming each place", () => {
    vi.stubEnv("VITE_REQUIRE_OWN_CONTENT", "true");
    expect(() => checkInputs("production", root)).toThrow("exit 1");
    expect(errors[0]).toContain(
      "VITE_REQUIRE_OWN_CONTENT is on, and the template's own content is still in use:",
    );
    expect(errors[0]).toContain('  - content/owner.ts: owner.name is still "Tobi Adeyemi"');
    expect(errors[0]).toContain("  - VITE_LINKEDIN_URL is still the template's");
  });

  test("VITE_REQUIRE_OWN_CONTENT=true builds your own content", () => {
    vi.stubEnv("VITE_REQUIRE_OWN_CONTENT", "true");
    vi.stubEnv("VITE_LINKEDIN_URL", "https://www.linkedin.com/in/someone");
    content().owner!.name = "Ama Mensah";
    posts()[0]!.url = "https://ama.example/notes";
    expect(checkInputs("production", root).settings.requireOwnContent).toBe(true);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
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
});

describe("checkInputs: once a process", () => {
  test("the configs load more than once a build: content/ is read and checked once, its messages printed once", () => {
    const first = checkInputs("production", root);
    expect(checkInputs("production", root)).toBe(first);
    expect(state.reads).toBe(1);
    expect(warnings).toHaveLength(1);
    // Another mode is another check.
    checkInputs("development", root);
    expect(state.reads).toBe(2);
  });

  test("other settings (a changed .env, for npm run dev) are checked anew", () => {
    checkInputs("development", root);
    vi.stubEnv("VITE_SECTION_CONTENT_LIMIT", "3");
    expect(checkInputs("development", root).settings.sectionContentLimit).toBe(3);
    expect(state.reads).toBe(2);
  });

  test("npm run dev's check of changed content replaces what is remembered, unless it is bad", () => {
    checkInputs("development", root);
    content().owner!.name = "Ama Mensah";
    expect(recheckInputs("development", root).inputs?.content.owner.name).toBe("Ama Mensah");
    expect(checkInputs("development", root).content.owner.name).toBe("Ama Mensah");
    delete content().owner!.description;
    expect(recheckInputs("development", root).errors).toEqual([
      "Invalid content:\n  - content/owner.ts: owner.description is required; got nothing (the field is missing)",
    ]);
    expect(checkInputs("development", root).content.owner.name).toBe("Ama Mensah");
    expect(errors).toEqual([]);
  });
});
