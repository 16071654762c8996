import { describe, expect, test } from "vitest";
import { parseTestSettings, settingsError, testLinks } from "./settings-error.test-support.ts";
import {
  parseSettings,
  settingDefaults,
  type SettingName,
  type SettingsError,
} from "./settings-schema.ts";

type Env = Record<string, string | boolean | undefined>;

/** The problem lines of an error message ("  - NAME rule; got value"). */
function problemLines(error: Error): string[] {
  return error.message.split("\n").filter((line) => line.startsWith("  - "));
}

/** The exact line the message must hold for one bad setting. */
function line(name: SettingName, rule: string, value: string): string {
  return `  - ${name} ${rule}; got ${JSON.stringify(value)}`;
}

function expectOnlyProblem(env: Env, name: SettingName, rule: string, value: string): void {
  const error = settingsError(env);
  expect(problemLines(error)).toEqual([line(name, rule, value)]);
}

describe("parseSettings: defaults", () => {
  test("every setting absent takes its default", () => {
    expect(parseTestSettings({})).toEqual({
      linkedinUrl: "https://www.linkedin.com/in/tobi-adeyemi",
      githubUrl: "https://github.com/tobi-adeyemi",
      twitterUrl: "https://x.com/tobi_adeyemi",
      address: "Lagos, Nigeria",
      baseUrl: "https://tobiadeyemi.dev",
      basePath: "/",
      blogDescriptionLimit: 200,
      projectDescriptionLimit: 100,
      sectionContentLimit: 2,
      requireOwnContent: false,
      analyticsLocal: false,
      shareCards: false,
    });
  });

  test("the numeric defaults are the ones in the specification", () => {
    const settings = parseTestSettings({});
    expect(settings.blogDescriptionLimit).toBe(200);
    expect(settings.projectDescriptionLimit).toBe(100);
    expect(settings.sectionContentLimit).toBe(2);
    expect(typeof settings.blogDescriptionLimit).toBe("number");
  });

  test("an undefined value counts as absent", () => {
    const env: Env = {};
    for (const name of Object.keys(settingDefaults(testLinks))) env[name] = undefined;
    expect(parseTestSettings(env)).toEqual(parseTestSettings({}));
  });

  test("non-string values (Vite's DEV/PROD/SSR booleans) are ignored, not validated", () => {
    expect(
      parseTestSettings({
        DEV: true,
        PROD: false,
        SSR: false,
        VITE_BASE_URL: true as unknown as string,
      }),
    ).toEqual(parseTestSettings({}));
  });

  test("unrelated environment variables are ignored", () => {
    expect(parseTestSettings({ PATH: "/usr/bin", VITE_OTHER: "x", MODE: "production" })).toEqual(
      parseTestSettings({}),
    );
  });

  test("given values replace the defaults", () => {
    expect(
      parseTestSettings({
        VITE_LINKEDIN_URL: "https://www.linkedin.com/in/someone",
        VITE_GITHUB_URL: "https://github.com/someone",
        VITE_TWITTER_URL: "http://twitter.com/someone",
        VITE_ADDRESS: "Abuja, Nigeria",
        VITE_BASE_URL: "https://someone.example",
        VITE_BASE_PATH: "/portfolio/",
        VITE_BLOG_DESCRIPTION_LIMIT: "150",
        VITE_PROJECT_DESCRIPTION_LIMIT: "75",
        VITE_SECTION_CONTENT_LIMIT: "4",
        VITE_REQUIRE_OWN_CONTENT: "true",
        VITE_SHARE_CARDS: "true",
      }),
    ).toEqual({
      linkedinUrl: "https://www.linkedin.com/in/someone",
      githubUrl: "https://github.com/someone",
      twitterUrl: "http://twitter.com/someone",
      address: "Abuja, Nigeria",
      baseUrl: "https://someone.example",
      basePath: "/portfolio/",
      blogDescriptionLimit: 150,
      projectDescriptionLimit: 75,
      sectionContentLimit: 4,
      requireOwnContent: true,
      analyticsLocal: false,
      shareCards: true,
    });
  });

  test("the owner's links default to content/links.ts, not to the template's", () => {
    const links = {
      linkedin: "https://www.linkedin.com/in/ama",
      github: "https://github.com/ama",
      twitter: "https://x.com/ama",
      address: "Accra, Ghana",
      baseUrl: "https://ama.example/",
    };
    expect(parseSettings({}, links)).toMatchObject({
      linkedinUrl: links.linkedin,
      githubUrl: links.github,
      twitterUrl: links.twitter,
      address: "Accra, Ghana",
      baseUrl: "https://ama.example",
    });
    // A setting still wins over the content's default.
    expect(parseSettings({ VITE_GITHUB_URL: "https://github.com/other" }, links).githubUrl).toBe(
      "https://github.com/other",
    );
  });

  test("an address written as city and country apart is the default line, joined as its script joins", () => {
    const apart = { ...testLinks, address: undefined };
    expect(parseSettings({}, { ...apart, city: "Accra", country: "Ghana" }).address).toBe(
      "Accra, Ghana",
    );
    expect(parseSettings({}, { ...apart, city: "大阪", country: "日本" }).address).toBe(
      "大阪、日本",
    );
    expect(parseSettings({}, { ...testLinks, city: "Ikeja" }).address).toBe("Lagos, Nigeria");
  });

  test("VITE_REQUIRE_OWN_CONTENT is off unless set to true or 1", () => {
    for (const [value, expected] of [
      ["true", true],
      ["1", true],
      ["FALSE", false],
      ["0", false],
    ] as const)
      expect(parseTestSettings({ VITE_REQUIRE_OWN_CONTENT: value }).requireOwnContent).toBe(
        expected,
      );
    expect(settingsError({ VITE_REQUIRE_OWN_CONTENT: "yes" }).message).toContain(
      'VITE_REQUIRE_OWN_CONTENT must be "true" or "false"; got "yes"',
    );
  });
});

const numericSettings = [
  { name: "VITE_BLOG_DESCRIPTION_LIMIT", key: "blogDescriptionLimit", min: 50 },
  { name: "VITE_PROJECT_DESCRIPTION_LIMIT", key: "projectDescriptionLimit", min: 50 },
  { name: "VITE_SECTION_CONTENT_LIMIT", key: "sectionContentLimit", min: 2 },
] as const;

describe.each(numericSettings)(
  "parseSettings: $name (whole number, at least $min)",
  ({ name, key, min }) => {
    const rule = `must be a whole number of at least ${min}`;

    test("the minimum is accepted and coerced to a number", () => {
      expect(parseTestSettings({ [name]: String(min) })[key]).toBe(min);
    });

    test("a larger value is accepted", () => {
      expect(parseTestSettings({ [name]: String(min + 37) })[key]).toBe(min + 37);
    });

    test("surrounding whitespace is tolerated", () => {
      expect(parseTestSettings({ [name]: ` ${min + 10} ` })[key]).toBe(min + 10);
    });

    test("leading zeros are read as decimal", () => {
      expect(parseTestSettings({ [name]: `0${min + 1}` })[key]).toBe(min + 1);
    });

    test.each([
      ["the empty string", ""],
      ["blank text", "   "],
      ["letters", "abc"],
      ["a fraction", "12.5"],
      ["a negative number", "-3"],
      ["a number with unit", `${min + 1}px`],
      ["exponent notation", "1e3"],
      ["hexadecimal", "0x40"],
      ["one below the minimum", String(min - 1)],
      ["zero", "0"],
    ])("%s is rejected with the setting, the rule and the value", (_label, value) => {
      expectOnlyProblem({ [name]: value }, name, rule, value);
    });

    test("the message is exactly the documented example form", () => {
      const error = settingsError({ [name]: "abc" });
      expect(error.message).toContain(
        `${name} must be a whole number of at least ${min}; got "abc"`,
      );
    });
  },
);

const urlSettings = [
  { name: "VITE_LINKEDIN_URL", key: "linkedinUrl" },
  { name: "VITE_GITHUB_URL", key: "githubUrl" },
  { name: "VITE_TWITTER_URL", key: "twitterUrl" },
  { name: "VITE_BASE_URL", key: "baseUrl" },
] as const;

describe.each(urlSettings)("parseSettings: $name (absolute http(s) URL)", ({ name, key }) => {
  const rule = "must be an absolute http(s) URL";

  test("an https URL is accepted", () => {
    expect(parseTestSettings({ [name]: "https://example.com/someone" })[key]).toBe(
      "https://example.com/someone",
    );
  });

  test("an http URL is accepted", () => {
    expect(parseTestSettings({ [name]: "http://example.com/someone" })[key]).toBe(
      "http://example.com/someone",
    );
  });

  test.each([
    ["empty", ""],
    ["not a URL", "not a url"],
    ["ftp scheme", "ftp://x.com"],
    ["javascript scheme", "javascript:alert(1)"],
    ["data scheme", "data:text/html,hi"],
    ["mailto scheme", "mailto:me@example.com"],
    ["protocol-relative", "//example.com"],
    ["path only", "/someone"],
    ["no host", "http://"],
    ["missing scheme", "example.com"],
  ])("%s is rejected with the setting, the rule and the value", (_label, value) => {
    expectOnlyProblem({ [name]: value }, name, rule, value);
  });
});

describe("parseSettings: VITE_BASE_URL trailing slash", () => {
  test.each([
    ["https://example.com/", "https://example.com"],
    ["https://example.com///", "https://example.com"],
    ["https://user.github.io/portfolio/", "https://user.github.io/portfolio"],
    ["https://example.com", "https://example.com"],
  ])("%s becomes %s", (given, expected) => {
    expect(parseTestSettings({ VITE_BASE_URL: given }).baseUrl).toBe(expected);
  });

  test("the other URL settings keep their trailing slash", () => {
    expect(parseTestSettings({ VITE_GITHUB_URL: "https://github.com/someone/" }).githubUrl).toBe(
      "https://github.com/someone/",
    );
  });
});

describe("parseSettings: VITE_ADDRESS", () => {
  test.each([
    ["empty", ""],
    ["spaces only", "   "],
    ["tabs and newlines", "\t\n"],
  ])("%s is rejected", (_label, value) => {
    expectOnlyProblem({ VITE_ADDRESS: value }, "VITE_ADDRESS", "must not be empty", value);
  });

  test("surrounding whitespace is trimmed", () => {
    expect(parseTestSettings({ VITE_ADDRESS: "  Abuja, Nigeria  " }).address).toBe(
      "Abuja, Nigeria",
    );
  });
});

describe("parseSettings: VITE_BASE_PATH", () => {
  const rule = 'must be a path that starts and ends with "/", such as "/" or "/portfolio/"';

  test.each(["/", "/portfolio/", "/a/b-c/", "/my.site_v2~/"])(
    "%s is accepted unchanged",
    (value) => {
      expect(parseTestSettings({ VITE_BASE_PATH: value }).basePath).toBe(value);
    },
  );

  test.each([
    ["no slashes", "portfolio"],
    ["no trailing slash", "/portfolio"],
    ["no leading slash", "portfolio/"],
    ["empty", ""],
    ["double slash", "//"],
    ["a space", "/my portfolio/"],
    ["a full URL", "https://example.com/"],
  ])("%s is rejected", (_label, value) => {
    expectOnlyProblem({ VITE_BASE_PATH: value }, "VITE_BASE_PATH", rule, value);
  });
});

describe("parseSettings: several bad settings", () => {
  test("every bad setting is listed in one SettingsError", () => {
    const error = settingsError({
      VITE_LINKEDIN_URL: "javascript:alert(1)",
      VITE_GITHUB_URL: "not a url",
      VITE_TWITTER_URL: "//example.com",
      VITE_ADDRESS: " ",
      VITE_BASE_URL: "ftp://x.com",
      VITE_BASE_PATH: "portfolio",
      VITE_BLOG_DESCRIPTION_LIMIT: "abc",
      VITE_PROJECT_DESCRIPTION_LIMIT: "49",
      VITE_SECTION_CONTENT_LIMIT: "1",
    });
    const lines = problemLines(error);
    expect(lines).toHaveLength(9);
    expect(lines).toEqual(
      expect.arrayContaining([
        line("VITE_LINKEDIN_URL", "must be an absolute http(s) URL", "javascript:alert(1)"),
        line("VITE_GITHUB_URL", "must be an absolute http(s) URL", "not a url"),
        line("VITE_TWITTER_URL", "must be an absolute http(s) URL", "//example.com"),
        line("VITE_ADDRESS", "must not be empty", " "),
        line("VITE_BASE_URL", "must be an absolute http(s) URL", "ftp://x.com"),
        line(
          "VITE_BASE_PATH",
          'must be a path that starts and ends with "/", such as "/" or "/portfolio/"',
          "portfolio",
        ),
        line("VITE_BLOG_DESCRIPTION_LIMIT", "must be a whole number of at least 50", "abc"),
        line("VITE_PROJECT_DESCRIPTION_LIMIT", "must be a whole number of at least 50", "49"),
        line("VITE_SECTION_CONTENT_LIMIT", "must be a whole number of at least 2", "1"),
      ]),
    );
  });

  test("good settings next to bad ones are not listed", () => {
    const error = settingsError({
      VITE_GITHUB_URL: "https://github.com/ok",
      VITE_BLOG_DESCRIPTION_LIMIT: "10",
      VITE_SECTION_CONTENT_LIMIT: "x",
    });
    expect(problemLines(error)).toEqual([
      line("VITE_BLOG_DESCRIPTION_LIMIT", "must be a whole number of at least 50", "10"),
      line("VITE_SECTION_CONTENT_LIMIT", "must be a whole number of at least 2", "x"),
    ]);
    expect(error.message).not.toContain("VITE_GITHUB_URL");
  });

  test("the message says where settings come from", () => {
    expect(settingsError({ VITE_ADDRESS: "" }).message).toMatch(/environment or \.env file/);
  });
});

describe("parseSettings: forms the URL parser would forgive", () => {
  const rule = "must be an absolute http(s) URL";
  test.each([
    "https:example.com",
    "http://.",
    "http://-",
    "https://example..com",
    "https://-x.com",
  ])("%s is refused", (value) => {
    const error = settingsError({ VITE_GITHUB_URL: value });
    expect(problemLines(error)).toEqual([line("VITE_GITHUB_URL", rule, value)]);
  });
  test.each(["http://localhost:8080", "https://127.0.0.1/x", "https://sub.example.co.uk/a?b#c"])(
    "%s is accepted",
    (value) => {
      expect(parseTestSettings({ VITE_GITHUB_URL: value }).githubUrl).toBe(value);
    },
  );
});

describe("parseSettings: base path and number edge cases", () => {
  test.each(["/../", "/./", "/a/../"])("base path %s is refused", (value) => {
    const error = settingsError({ VITE_BASE_PATH: value });
    expect(problemLines(error)).toEqual([
      line(
        "VITE_BASE_PATH",
        'must be a path that starts and ends with "/", such as "/" or "/portfolio/"',
        value,
      ),
    ]);
  });
  test("a number too large to count exactly is refused with the rule", () => {
    const value = "99999999999999999999999";
    const error = settingsError({ VITE_SECTION_CONTENT_LIMIT: value });
    expect(problemLines(error)).toEqual([
      line(
        "VITE_SECTION_CONTENT_LIMIT",
        `must be a whole number of at least 2 and at most ${Number.MAX_SAFE_INTEGER}`,
        value,
      ),
    ]);
  });
});

describe("parseSettings: which bad settings the owner set", () => {
  test("each problem says whether its setting was set or took its default from content/links.ts", () => {
    const error = (() => {
      try {
        parseSettings(
          { VITE_GITHUB_URL: "github.com/ama" },
          { ...testLinks, twitter: "x.com/ama" },
        );
      } catch (caught) {
        return caught as SettingsError;
      }
      throw new Error("parseSettings should have thrown");
    })();
    expect(error.problems).toEqual([
      {
        name: "VITE_GITHUB_URL",
        set: true,
        line: '  - VITE_GITHUB_URL must be an absolute http(s) URL; got "github.com/ama"',
      },
      {
        name: "VITE_TWITTER_URL",
        set: false,
        line: '  - VITE_TWITTER_URL (not set, so its default in content/links.ts) must be an absolute http(s) URL; got "x.com/ama"',
      },
    ]);
  });
});
