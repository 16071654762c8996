import { expect } from "vitest";
import type { SiteAddress } from "../metadata/own-urls.ts";
import { ContentError, validateContent } from "./validate-content.ts";

// A whole, valid content of a made-up owner, as the files of content/ would
// hold it: tests break one field at a time and check the line the build
// prints. Never the live content/, which a fork replaces.

const words = (text: string) => ({ description: `${text}.`, intro: `${text}, mostly.` });

export function fixtureContent() {
  return {
    owner: {
      name: "Ama Mensah",
      jobTitle: "Platform Engineer",
      greeting: "Hello, I'm Ama",
      bio: "I build payment platforms.",
      about: ["One.", "Two.", "Three."],
      description: "Ama Mensah builds payment platforms.",
      headshot: "ama.jpg",
      headshotAlt: "Portrait of Ama Mensah",
      knowsAbout: ["Go"],
      locale: "en_GB",
    },
    links: {
      linkedin: "https://www.linkedin.com/in/ama-mensah",
      github: "https://github.com/ama-mensah",
      twitter: "https://x.com/ama_mensah",
      address: "Accra, Ghana",
      baseUrl: "https://ama.example",
      more: [] as unknown[],
    },
    copy: {
      home: { noPosts: "None yet.", noProjects: "None yet." },
      blog: { ...words("Notes"), noPosts: "None yet." },
      projects: { ...words("Tools"), noProjects: "None yet." },
      notFound: { title: "Not found", text: "Gone.", homeLink: "Home" },
      error: { text: "Oops.", homeLink: "Home" },
      labels: {
        skipLink: "Skip",
        newTab: "new tab",
        socialProfiles: "Profiles",
        builtWith: "Built with",
        skills: "Skills",
        morePosts: "notes",
        moreProjects: "tools",
      },
    },
    theme: { accent: { light: "#8a3ffc", dark: "#be95ff" } },
    posts: [
      {
        url: "https://ama.example/notes/ledgers",
        title: "Ledgers",
        description: "On ledgers.",
        publishDate: "2025-03-01",
        thumbnail: "ledgers.jpg",
        thumbnailAlt: "",
      },
    ] as Record<string, unknown>[],
    postDefaults: {} as Record<string, unknown>,
    projects: [
      { url: "https://github.com/ama-mensah/till", title: "till", description: "A till." },
    ] as Record<string, unknown>[],
    importedPosts: [] as unknown[],
    importedProjects: [] as unknown[],
    overrides: {} as Record<string, unknown>,
  };
}

export type FixtureContent = ReturnType<typeof fixtureContent>;

/** The files the fixture names, in content/images/ and content/files/. */
export const fixtureFiles = { images: ["ama.jpg", "ledgers.jpg"], files: ["cv.pdf"] };

/** The problem lines validateContent prints for `raw` (fails the test if it passes). */
export function problemLines(raw: unknown, available = fixtureFiles, site?: SiteAddress): string[] {
  let caught: unknown;
  try {
    validateContent(raw, available, site);
  } catch (error) {
    caught = error;
  }
  expect(caught, "validateContent should have thrown").toBeInstanceOf(ContentError);
  return (caught as Error).message.split("\n").filter((line) => line.startsWith("  - "));
}
