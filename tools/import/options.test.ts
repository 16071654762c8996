import { resolve } from "node:path";
import { expect, test } from "vitest";
import { parseArgs } from "./options.ts";

test("the three commands, the flags and the settings", () => {
  const env = {
    GITHUB_TOKEN: "t",
    GITHUB_API_URL: "https://ghe.example.com/api/v3/",
    DEV_API_URL: "http://127.0.0.1:9/dev-api/",
    IMPORT_TIMEOUT_SECONDS: "2.5",
  };
  const [posts, options] = parseArgs(["posts", "https://dev.to/feed/ada"], env);
  expect(posts).toEqual({ kind: "posts", feed: "https://dev.to/feed/ada" });
  expect(options).toEqual({
    contentDir: resolve("content"),
    timeoutMs: 2500,
    maxImageBytes: 10 * 1024 * 1024,
    githubApiUrl: "https://ghe.example.com/api/v3",
    githubToken: "t",
    devApiUrl: "http://127.0.0.1:9/dev-api",
  });
  // A DEV writer as people write it, recorded as the profile's address; the export flags with --home.
  expect(
    parseArgs(["posts", "dev.to/ada_dev", "--home", "--canonical", "home", "--drafts"], {})[0],
  ).toEqual({
    kind: "posts",
    feed: "https://dev.to/ada_dev",
    home: true,
    canonical: "home",
    drafts: true,
  });
  expect(() => parseArgs(["posts", "x.json", "--site", "https://t.example"], {})).toThrow(
    "--site goes with posts <export or folder> --home, which brings the posts home",
  );
  expect(parseArgs(["projects", "ada-l", "--forks"], {})[0]).toEqual({
    kind: "projects",
    user: "ada-l",
    forks: true,
    archived: false,
  });
  expect(parseArgs(["projects", "ada-l", "--pinned"], {})[0]).toEqual({
    kind: "projects",
    user: "ada-l",
    forks: false,
    archived: false,
    pinned: true,
  });
  expect(parseArgs([], { CONTENT_DIR: "/tmp/c" })).toEqual([
    { kind: "all" },
    expect.objectContaining({ contentDir: "/tmp/c" }),
  ]);
  expect(parseArgs(["--content=x"], {})[1].contentDir).toBe(resolve("x"));
  expect(parseArgs([], {})[1].githubApiUrl).toBe("https://api.github.com");
});

test.each([
  [["posts"], /feed's absolute http\(s\) URL, or its file/],
  [["posts", "javascript:alert(1)"], /feed's absolute http\(s\) URL/],
  [["projects", "a/../../b"], /GitHub user name/],
  [["projects", "-bad"], /GitHub user name/],
  [["posts", "https://x.example/f", "--archived"], /unknown option --archived/],
  [["posts", "https://x.example/f", "more"], /unexpected more/],
  [["fetch"], /unknown command "fetch"/],
  [["--content"], /--content needs a folder/],
])("%j is refused", (args, message) => {
  expect(() => parseArgs(args, {})).toThrow(message);
});

test("settings must be positive numbers", () => {
  expect(() => parseArgs([], { IMPORT_TIMEOUT_SECONDS: "0" })).toThrow(/IMPORT_TIMEOUT_SECONDS/);
  expect(() => parseArgs([], { IMPORT_MAX_IMAGE_MB: "-1" })).toThrow(/IMPORT_MAX_IMAGE_MB/);
});

test("remove takes a feed's URL or file, a GitHub user or a résumé, as sources.json lists them", () => {
  expect(parseArgs(["remove", "https://dev.to/feed/ada"], {})[0]).toEqual({
    kind: "remove",
    source: "https://dev.to/feed/ada",
  });
  expect(parseArgs(["remove", "ada-l"], {})[0]).toEqual({ kind: "remove", source: "ada-l" });
  expect(parseArgs(["remove", "./blog/../blog/feed.xml"], {})[0]).toEqual({
    kind: "remove",
    source: "blog/feed.xml",
  });
  for (const args of [["remove"], ["remove", "ftp://x.example/f"], ["remove", "https://"]])
    expect(() => parseArgs(args, {})).toThrow(
      /remove needs a feed's URL or file, a GitHub user name or a résumé/,
    );
});

test("posts takes a feed file too, recorded as a résumé file is: from the project, else absolute", () => {
  expect(parseArgs(["posts", resolve("blog/feed.xml")], {})[0]).toEqual({
    kind: "posts",
    feed: "blog/feed.xml",
  });
  expect(parseArgs(["posts", "../feed.xml"], {})[0]).toEqual({
    kind: "posts",
    feed: resolve("../feed.xml"),
  });
  for (const target of ["ftp://x.example/feed", "https://", "file:///home/ana/feed.xml"])
    expect(() => parseArgs(["posts", target], {})).toThrow(
      "posts needs the feed's absolute http(s) URL, or its file",
    );
});

test("resume takes a JSON Resume's URL, or a file, recorded by its path from the project", () => {
  const url = "https://ada.example/resume.json";
  expect(parseArgs(["resume", url], {})[0]).toEqual({ kind: "resume", source: url });
  expect(parseArgs(["resume", resolve("cv/resume.json")], {})[0]).toEqual({
    kind: "resume",
    source: "cv/resume.json",
  });
  expect(parseArgs(["remove", "./cv/resume.json"], {})[0]).toEqual({
    kind: "remove",
    source: "cv/resume.json",
  });
  // A file outside the project keeps its whole path, even one that contains the project's.
  const outside = `/tmp${process.cwd()}/resume.json`;
  expect(parseArgs(["resume", outside], {})[0]).toEqual({ kind: "resume", source: outside });
  expect(() => parseArgs(["resume"], {})).toThrow(/resume needs a JSON Resume file or its http/);
});

test("posts --home takes the canonical choice, with no default", () => {
  const feed = "https://medium.com/feed/@ada";
  expect(parseArgs(["posts", feed, "--home", "--canonical", "original"], {})[0]).toEqual({
    kind: "posts",
    feed,
    home: true,
    canonical: "original",
  });
  expect(parseArgs(["--canonical=home", "posts", feed, "--home"], {})[0]).toEqual({
    kind: "posts",
    feed,
    home: true,
    canonical: "home",
  });
  expect(() => parseArgs(["posts", feed, "--home"], {})).toThrow(
    /^--home needs --canonical original or --canonical home, and there is no default: original keeps .*; home makes .*canonical link to it$/,
  );
  expect(() => parseArgs(["posts", feed, "--home", "--canonical", "both"], {})).toThrow(
    /\(got "both"\)$/,
  );
  expect(() => parseArgs(["posts", feed, "--canonical", "home"], {})).toThrow(
    /--canonical goes with posts <feed> --home/,
  );
  expect(() => parseArgs(["projects", "ada-l", "--home"], {})).toThrow(/unknown option --home/);
});
