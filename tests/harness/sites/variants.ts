// The one table of the sites the template's proof builds: each variant is the
// sample owner, a persona or odd content, with the settings it needs. A test
// asks for a variant by name (`site("persona-ja")`, or `servedSite` to have
// it served too); site-builds.ts builds it on first use, once per run.
import { afterAll, beforeAll } from "vitest";
import { startServer, type LocalServer } from "../../../server/local-server";
import { longCareer, arCareer, careerFile, jaCareer } from "../../fixtures/personas/careers";
import * as ar from "../../fixtures/personas/ar";
import * as de from "../../fixtures/personas/de";
import * as ja from "../../fixtures/personas/ja";
import * as th from "../../fixtures/personas/th";
import { personaContent } from "../../fixtures/personas/pt-br";
import { hostileContent } from "../../fixtures/hostile";
import { importedContent } from "../../fixtures/imported";
import { languagesContent } from "../../fixtures/languages";
import { projectsBacklog } from "../../fixtures/projects-backlog";
import { drawnThumbnailContent } from "../../fixtures/drawn-thumbnail";
import { localPostsContent, personaPostsContent } from "../../fixtures/local-posts-site";
import { aliasesContent } from "../../fixtures/aliases-site";
import { postTranslationsContent } from "../../fixtures/post-translations-site";
import { ownDomainContent, ownDomainSettings } from "../../fixtures/own-domain";
import { sampleContent } from "../../fixtures/sample/sample-content";
import { generatedPostSlug } from "./generated-local-posts";
import { buildSite, type BuiltSite, type SiteInputs } from "./site-builds";

const theme = (switchOn: boolean) =>
  `export const theme = { accent: { light: "#0b6e66", dark: "#5fd4c4" }, switch: ${switchOn} };\n`;
const analyticsFile = (analytics: object | undefined) =>
  `export const analytics = ${JSON.stringify(analytics)};\n`;
const subPath = { VITE_BASE_PATH: "/portfolio/", VITE_BASE_URL: "https://example.github.io" };
/** Every setting of the site's address and profiles, set otherwise than the sample's links. */
export const otherSettings = {
  VITE_BASE_URL: "https://alt.example.org",
  VITE_BASE_PATH: "/portfolio/",
  VITE_TWITTER_URL: "https://twitter.com/alt_handle",
  VITE_LINKEDIN_URL: "https://www.linkedin.com/in/alt-person",
  VITE_GITHUB_URL: "https://github.com/alt-person",
  VITE_ADDRESS: "Nairobi, Kenya",
};

/** Cookieless page views to a stand-in on 127.0.0.1, as analytics.test.ts serves one. */
export type Analytics = { provider: string; id: string; host?: string };

/** A site id each provider accepts. */
export const providerIds = {
  plausible: "you.example",
  umami: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
  goatcounter: "you",
  cloudflare: "0123456789abcdef0123456789abcdef",
} as const;

/**
 * `count` posts written on the site, a paragraph each:
 * content/posts/<generatedPostSlug(i)>/, tagged Queues, and every other one
 * パフォーマンス, a tag whose address keeps its script.
 */
function shortPosts(count: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `content/posts/${generatedPostSlug(i)}/index.md`,
      [
        "---",
        `title: Notes on queues, part ${i + 1}`,
        `description: What part ${i + 1} of the series measured.`,
        `publishDate: 2025-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
        "tags:",
        "  - Queues",
        ...(i % 2 === 0 ? ["  - パフォーマンス"] : []),
        "---",
        "",
        `Part ${i + 1}: a queue, a consumer and what the numbers said.`,
        "",
      ].join("\n"),
    ]),
  );
}

/** A Home label of 300 words, some of them long, as generated seed 678879 had. */
const longHomeLabel = Array.from(
  { length: 300 },
  (_, i) => ["backpressure", "Zahlungsverkehrsabwicklungssysteme", "a", "Größe", "incident"][i % 5],
).join(" ");

export const variants = {
  /** The template's sample owner: the site most tests of the template run on. */
  sample: () => ({ files: sampleContent() }),
  /** The sample under /portfolio/, as a GitHub Pages project site. */
  "sub-path": () => ({ files: sampleContent(), settings: subPath }),
  /** The sample with another base URL, base path, social links and address. */
  "other-settings": () => ({ files: sampleContent(), settings: otherSettings }),
  /** The sample with the theme switch on. */
  "theme-switch": () => ({ files: { ...sampleContent(), "content/theme.ts": theme(true) } }),
  /** The sample with the switch and analytics written out as off: the same bytes as the sample. */
  "options-off": () => ({
    files: {
      ...sampleContent(),
      "content/theme.ts": theme(false),
      "content/analytics.ts": analyticsFile(undefined),
    },
  }),
  /** The sample with the theme switch and analytics on, counting locally unless `local` is false. */
  analytics: (analytics: Analytics, settings: Record<string, string> = {}) => ({
    files: {
      ...sampleContent(),
      "content/theme.ts": theme(true),
      "content/analytics.ts": analyticsFile(analytics),
    },
    settings,
  }),
  /**
   * Generated seed 678879 on the sample: page views sent to `provider`'s own
   * hosts (counted on 127.0.0.1 too), and a Home label of hundreds of words.
   */
  "analytics-faults": (provider: keyof typeof providerIds) => ({
    files: {
      ...sampleContent(),
      "content/analytics.ts": analyticsFile({ provider, id: providerIds[provider] }),
      "content/copy.ts": String(sampleContent()["content/copy.ts"]).replace(
        "  labels: {\n",
        `  labels: {\n    navHome: "${longHomeLabel}",\n`,
      ),
    },
    settings: { VITE_ANALYTICS_LOCAL: "true" },
  }),
  /** A Brazilian owner who rewrote content/ alone. */
  "persona-pt-br": async () => ({ files: await personaContent() }),
  "persona-ja": async () => ({ files: await ja.content() }),
  "persona-ar": async () => ({ files: await ar.content() }),
  "persona-de": async () => ({ files: await de.content() }),
  /** The sample owner with twenty jobs, and with an empty career file. */
  "career-long": () => ({
    files: { ...sampleContent(), "content/experience.ts": careerFile(longCareer()) },
  }),
  "career-empty": () => ({
    files: { ...sampleContent(), "content/experience.ts": careerFile({}) },
  }),
  "career-ja": async () => ({
    files: { ...(await ja.content()), "content/experience.ts": careerFile(jaCareer) },
  }),
  "career-ar": async () => ({
    files: { ...(await ar.content()), "content/experience.ts": careerFile(arCareer) },
  }),
  /** A Thai engineer with an imported career of fifteen jobs, her talks, papers and an award. */
  "career-th": async () => ({ files: await th.content() }),
  /** Text that looks like markup and scripts, in every field. */
  hostile: () => ({ files: hostileContent() }),
  /** 150 imported projects with their signal, one pinned. */
  "projects-backlog": async () => ({ files: { ...sampleContent(), ...(await projectsBacklog()) } }),
  /** A fork with its own accent whose posts have no thumbnail. */
  "drawn-thumbnail": async () => ({ files: await drawnThumbnailContent() }),
  /** The sample who also writes on the site: content/posts/, a cross-post, a draft and a post to come. */
  "local-posts": () => ({ files: localPostsContent() }),
  /** The same, moved home: posts whose slugs keep their script, and their old addresses. */
  aliases: () => ({ files: aliasesContent() }),
  /** The same under /portfolio/, as a GitHub Pages project site. */
  "aliases-sub-path": () => ({ files: aliasesContent(), settings: subPath }),
  /** The same in English and Japanese: one post translated, one not. */
  "post-translations": () => ({ files: postTranslationsContent() }),
  /** The Japanese and the Arabic persona, each with a post written on the site in her language. */
  "local-posts-ja": async () => ({ files: await personaPostsContent("ja", ja.content) }),
  "local-posts-ar": async () => ({ files: await personaPostsContent("ar", ar.content) }),
  /** A fork whose writing lives on its own domain, beside the portfolio. */
  "own-domain": () => ({ files: ownDomainContent(), settings: ownDomainSettings }),
  /**
   * The sample in three languages (Japanese, and Arabic right to left), with
   * the theme switch on and page views sent to a stand-in at `analyticsHost`.
   */
  translations: (analyticsHost: string) => ({
    files: {
      ...languagesContent(),
      "content/theme.ts": theme(true),
      "content/analytics.ts": analyticsFile({
        provider: "plausible",
        id: "you.example",
        host: analyticsHost,
      }),
    },
    settings: { VITE_ANALYTICS_LOCAL: "true" },
  }),
  /** The sample in the same three languages with the theme switch, and no page views: for the hosts. */
  languages: () => ({ files: { ...languagesContent(), "content/theme.ts": theme(true) } }),
  /**
   * The hosts' site: the sample in the same three languages, with 40 short
   * posts written on the site, under /portfolio/ as a GitHub Pages project site.
   */
  hosts: () => ({ files: { ...languagesContent(), ...shortPosts(40) }, settings: subPath }),
  /** The same under /portfolio/, as a GitHub Pages project site. */
  "languages-sub-path": () => ({
    files: { ...languagesContent(), "content/theme.ts": theme(true) },
    settings: subPath,
  }),
  /** The sample with a content/languages.ts that adds no language: the same bytes as the sample. */
  "languages-empty": () => ({
    files: {
      ...sampleContent(),
      "content/languages.ts":
        'import type { LanguagesInput } from "./schema/languages.ts";\n\nexport const languages: LanguagesInput = {};\n',
    },
  }),
  /** The sample plus what `npm run import` brought from feeds and GitHub on 127.0.0.1. */
  imported: async () => ({ files: await importedContent() }),
} satisfies Record<string, (...args: never[]) => SiteInputs | Promise<SiteInputs>>;

export type Variant = keyof typeof variants;

/** The variant `name`, built (by this call or an earlier one in this run). */
export async function site<Name extends Variant>(
  name: Name,
  ...args: Parameters<(typeof variants)[Name]>
): Promise<BuiltSite> {
  const make = variants[name] as (...a: typeof args) => SiteInputs | Promise<SiteInputs>;
  return buildSite(name, await make(...args));
}

export type ServedSite = BuiltSite & { url: string; server: LocalServer };

/**
 * The variant built and served as `npm start` serves it, for the test file
 * that calls this at its top level; the result is there once its tests run.
 */
export function servedSite<Name extends Variant>(
  name: Name,
  ...args: Parameters<(typeof variants)[Name]>
): () => ServedSite {
  let served: ServedSite | undefined;
  beforeAll(async () => {
    const built = await site(name, ...args);
    const server = await startServer(built.client);
    served = { ...built, url: server.baseURL, server };
  }, 300_000);
  afterAll(() => served?.server.stop());
  return () => {
    if (!served) throw new Error(`servedSite("${name}") is used before its file's setup ran`);
    return served;
  };
}
