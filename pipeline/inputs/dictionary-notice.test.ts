import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  fixtureContent,
  fixtureFiles,
  type FixtureContent,
} from "../../app/lib/content/fixture-content.test-support.ts";
import { checkInputs, forgetCheckedInputs } from "./check-inputs.ts";
import type { LocalPost } from "./post-files.ts";

// The build's notice for a language without a dictionary, printed by the
// real input checks on content written for this test.
const state = vi.hoisted(() => ({ content: {} as FixtureContent, posts: [] as LocalPost[] }));
vi.mock("./read-content.ts", () => ({
  readContent: () => ({
    content: state.content,
    analytics: undefined,
    problems: [],
    postFiles: { posts: state.posts },
  }),
}));

const root = mkdtempSync(join(tmpdir(), "dictionary-notice-"));
mkdirSync(join(root, "content/images"), { recursive: true });
for (const name of fixtureFiles.images) writeFileSync(join(root, "content/images", name), "");
afterAll(() => rmSync(root, { recursive: true, force: true }));

let warnings: string[];
beforeEach(() => {
  const fixture = fixtureContent();
  state.content = {
    ...fixture,
    owner: { ...fixture.owner, locale: "sw_KE" },
    copy: { blog: fixture.copy.blog, projects: fixture.copy.projects } as FixtureContent["copy"],
  };
  state.posts = [];
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((m: string) => void warnings.push(m));
  forgetCheckedInputs();
});
afterEach(() => vi.restoreAllMocks());

test("a production build in a language without a dictionary prints one notice, however often the configs load", () => {
  checkInputs("production", root);
  checkInputs("production", root);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('Notice: the site has no dictionary for "sw"');
  expect(warnings[0]).toContain('    letsConnect: "Let\'s Connect",');
});

test("no notice in a language with a dictionary, nor while developing", () => {
  state.content.owner.locale = "de_DE";
  checkInputs("production", root);
  state.content.owner.locale = "sw_KE";
  checkInputs("development", root);
  expect(warnings).toEqual([]);
});

test("an owner who writes on the site is told of the words a post's body and its code's copy button add too", () => {
  checkInputs("production", root);
  expect(warnings[0]).not.toContain("alertNote");
  expect(warnings[0]).not.toContain("copyCode");
  forgetCheckedInputs();
  const file = {
    file: "content/posts/hello/index.md",
    frontMatter: {
      title: "Hello",
      description: "A post.",
      publishDate: "2025-01-02",
      tags: [],
      draft: false,
    },
    body: "Hello.\n",
    bodyLine: 6,
  };
  state.posts = [{ slug: "hello", folder: "content/posts/hello", default: file, translations: {} }];
  checkInputs("production", root);
  expect(warnings[1]).toContain('    alertNote: "Note",');
  expect(warnings[1]).toContain('    footnotesHeading: "Footnotes",');
  expect(warnings[1]).toContain('    copyCode: "Copy code",');
});
