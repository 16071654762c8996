import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { checkInputs } from "./check-inputs.ts";
import { resetDictionaryNotice } from "./dictionary-notice.ts";
import { resetPlaceholderWarning } from "./placeholder-warning.ts";

// The build's notice for a language without a dictionary, printed by the
// real input checks on content written for this test.
const state = vi.hoisted(() => ({
  content: {} as Record<string, Record<string, unknown> | unknown[]>,
}));
vi.mock("../../app/lib/content/raw-content.ts", () => ({
  get rawContent() {
    return state.content;
  },
}));
vi.mock("../../content/links.ts", () => ({
  get links() {
    return state.content.links;
  },
}));

const root = mkdtempSync(join(tmpdir(), "dictionary-notice-"));
mkdirSync(join(root, "content/images"), { recursive: true });
writeFileSync(join(root, "content/images", "me.jpg"), "");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const words = (text: string) => ({ description: text, intro: text });
let warnings: string[];
beforeEach(() => {
  state.content = {
    owner: {
      name: "Amani Otieno",
      jobTitle: "Mhandisi",
      greeting: "Habari, mimi ni Amani",
      bio: "Ninajenga mifumo.",
      about: ["Moja.", "Mbili.", "Tatu."],
      description: "Tovuti ya Amani.",
      headshot: "me.jpg",
      headshotAlt: "Picha ya Amani",
      knowsAbout: [],
      locale: "sw_KE",
    },
    links: {
      linkedin: "https://www.linkedin.com/in/amani",
      github: "https://github.com/amani",
      twitter: "https://x.com/amani",
      address: "Nairobi, Kenya",
      baseUrl: "https://amani.example",
    },
    copy: { blog: words("Makala."), projects: words("Miradi.") },
    theme: { accent: { light: "#8a3ffc", dark: "#be95ff" } },
    posts: [],
    postDefaults: { thumbnail: "me.jpg", thumbnailAlt: "" },
    projects: [],
    importedPosts: [],
    importedProjects: [],
    overrides: {},
  };
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((m: string) => void warnings.push(m));
  resetPlaceholderWarning();
  resetDictionaryNotice();
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
  (state.content.owner as Record<string, unknown>).locale = "de_DE";
  checkInputs("production", root);
  (state.content.owner as Record<string, unknown>).locale = "sw_KE";
  checkInputs("development", root);
  expect(warnings).toEqual([]);
});
