import type { AnalyticsInput } from "../../content/schema/analytics.ts";
import type {
  OverridesInput,
  PostDefaultsInput,
  PostInput,
  ProjectInput,
} from "../../content/schema/entries.ts";
import type { ExperienceInput } from "../../content/schema/experience.ts";
import type { LanguagesInput } from "../../content/schema/languages.ts";
import { countLabels, textLabels } from "../../content/schema/labels.ts";
import type { OwnerInput } from "../../content/schema/owner.ts";
import {
  profileIcons,
  type CopyInput,
  type LinksInput,
  type ThemeInput,
} from "../../content/schema/site.ts";
import { careerKey as keyOf } from "../../app/lib/career/career-keys.ts";
import { contrastProblems } from "../../app/lib/theme/accent.ts";
import { imageSpec, type ImageSpec } from "./images.ts";
import {
  localPosts,
  withOldAddresses,
  withOtherLanguagePosts,
  withRealPostParts,
  type LocalPostSpec,
} from "./local-posts.ts";
import { seeded, type Random } from "./random.ts";
import { locales, scriptOf } from "./scripts.ts";
import { words as wordsOf, type Words } from "./words.ts";

// A valid site made from a seed: a whole content/ folder and the settings a
// deploy may set, varied in everything a test could wrongly assume (see
// docs/testing.md, "Generated sites"). The same seed always gives the same
// site. Nothing here is rendered: site-files.ts writes it out.

export type { ImageFormat, ImageSpec } from "./images.ts";
export type { LocalPostSpec } from "./local-posts.ts";

type Imported<T> = T & { source: string };

/** Everything of content/ and the settings, as the build reads them. */
export type GeneratedSite = {
  seed: number;
  owner: OwnerInput;
  links: LinksInput;
  copy: CopyInput;
  theme: ThemeInput;
  posts: PostInput[];
  postDefaults: PostDefaultsInput;
  projects: ProjectInput[];
  importedPosts: Imported<PostInput>[];
  importedProjects: Imported<ProjectInput>[];
  overrides: OverridesInput;
  /** content/experience.ts, when the site has one. */
  experience?: ExperienceInput;
  /** content/imported/experience.json, when the site has one. */
  importedExperience?: Record<string, Imported<Record<string, unknown>>[]>;
  languages?: LanguagesInput;
  analytics?: AnalyticsInput;
  /** content/images/, by file name. */
  images: Record<string, ImageSpec>;
  /** content/files/, by file name. */
  files: Record<string, string>;
  /** content/posts/: the posts written on the site, each a folder. */
  localPosts: LocalPostSpec[];
  /** The VITE_* settings the deploy sets (its .env). */
  settings: Record<string, string>;
  /** What is unusual about it, for the run's one line. */
  traits: string[];
};

const techPool = [
  "Go",
  "go",
  "TypeScript",
  "Rust",
  "C",
  "C++",
  "C#",
  "F#",
  ".NET",
  "Node.js",
  "node.js",
  "PostgreSQL",
  "Kafka",
  "gRPC",
  "WebAssembly",
  "Kubernetes",
  "CLI",
  "ذكاء اصطناعي",
  "機械学習",
  "Machine Learning & AI",
];

const hosts = [
  "github.com",
  "gitlab.com",
  "codeberg.org",
  "medium.com",
  "dev.to",
  "hashnode.dev",
  "substack.com",
  "bücher.example",
  "sub.domain.example.co.uk",
  "127.0.0.1:8080",
];

/** A month from 1995 to 2026, "YYYY-MM". */
const month = (random: Random, from = 1995, to = 2026) =>
  `${random.int(from, to)}-${String(random.int(1, 12)).padStart(2, "0")}`;
/** A day of a month ("YYYY-MM-DD"); 28 at most, so every month has it. */
const day = (random: Random, from = 1995, to = 2026) =>
  `${month(random, from, to)}-${String(random.int(1, 28)).padStart(2, "0")}`;

/** An entry's key as the site names it: from its fields as validated (trimmed). */
const careerKey = (entry: Parameters<typeof keyOf>[0]) =>
  keyOf(
    Object.fromEntries(
      Object.entries(entry).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v]),
    ) as typeof entry,
  );

/** How many of something: none, one, a few or many, each about as likely. */
function amount(random: Random, many: number): number {
  const kind = random.int(0, 3);
  if (kind < 2 || many < 2) return Math.min(kind, many);
  return kind === 2 ? random.int(2, Math.min(4, many)) : random.int(Math.min(5, many), many);
}

export function generateSite(seed: number): GeneratedSite {
  const random = seeded(seed);
  const traits: string[] = [];
  const [locale, scriptName] = random.pick(locales);
  const script = scriptOf(scriptName);
  const words = wordsOf(random, script);
  traits.push(locale);

  // Where the site lives: its own domain, or a GitHub Pages project site under a sub-path.
  const domain = random.pick(["owner.example", "my-site.example.dev", "xn--bcher-kva.example"]);
  const baseUrl = `https://${domain}`;
  const settings: Record<string, string> = {};
  const basePath = random.pick(["/", "/", "/portfolio/", "/a/b-c/", "/My.Site~2/"]);
  if (basePath !== "/") {
    settings.VITE_BASE_PATH = basePath;
    traits.push(`under ${basePath}`);
  }
  const origin = random.chance(0.3) ? "https://owner.github.io" : baseUrl;
  if (origin !== baseUrl) settings.VITE_BASE_URL = origin;
  if (random.chance(0.3)) settings.VITE_BLOG_DESCRIPTION_LIMIT = String(random.int(50, 400));
  if (random.chance(0.3)) settings.VITE_PROJECT_DESCRIPTION_LIMIT = String(random.int(50, 300));
  if (random.chance(0.3)) settings.VITE_SECTION_CONTENT_LIMIT = String(random.int(2, 7));
  if (random.chance(0.1)) settings.VITE_ADDRESS = words.plain(1, 4);
  if (random.chance(0.1)) settings.VITE_GITHUB_URL = `https://github.com/${domain.split(".")[0]}`;

  const images: Record<string, ImageSpec> = {};
  const image = (stem: string) => {
    const [name, spec] = imageSpec(random, stem);
    images[name] = spec;
    return name;
  };

  /** A URL of the owner's: on another host, on the site's own domain, or under its path. */
  let serial = 0;
  const url = (kind: string) => {
    const slug = `${kind}-${++serial}`;
    switch (random.int(0, 5)) {
      case 0:
        return `${origin}/notes/${slug}`;
      case 1:
        return `${origin}${basePath}${kind}s/${slug}/`;
      case 2:
        return `https://${random.pick(hosts)}/${domain.split(".")[0]}/${slug}?ref=site#top`;
      case 3:
        return `https://${random.pick(hosts)}/@owner/${encodeURIComponent(words.plain(1, 2))}-${slug}`;
      default:
        return `https://${random.pick(hosts)}/${slug}`;
    }
  };

  // Who the site is about.
  const name = random.chance(0.1) ? words.text(1, 3) : words.name();
  const owner: OwnerInput = {
    name,
    jobTitle: words.text(1, 6),
    greeting: words.text(1, 8),
    bio: words.text(3, 30),
    about: [words.text(5, 80), words.text(5, 80), words.text(5, 80)],
    description: words.text(5, 40),
    headshot: image("headshot"),
    headshotAlt: words.text(1, 8),
    knowsAbout: Array.from({ length: amount(random, 12) }, () => words.text(1, 3)),
    locale,
    ...(random.chance(0.2) && {
      monogram: random.pick(["icon", [...words.plain(1, 1)][0]!, "AB", "Z"]),
    }),
  };

  const files: Record<string, string> = {};
  const more: LinksInput["more"] = Array.from({ length: amount(random, 10) }, (_, i) => {
    const icon = random.pick(profileIcons);
    const label = random.chance(0.5) ? words.text(1, 3) : icon;
    if (icon === "email" || random.chance(0.1))
      return { label, url: `mailto:owner+${i}@${domain}`, icon };
    if (icon === "resume" || random.chance(0.1)) {
      const file = random.pick([`cv-${i}.pdf`, `resume_${i}.PDF`, `key-${i}.asc`]);
      files[file] = `%PDF-1.4\n% ${name}\n`;
      return { label, file, icon };
    }
    const own = random.chance(0.2);
    return {
      label,
      url: own ? `${origin}${basePath}rss.xml` : url("profile"),
      icon,
      ...(random.chance(0.3) && { rel: "me" as const }),
    };
  });
  const place = random.int(0, 2);
  const links: LinksInput = {
    linkedin: `https://www.linkedin.com/in/${encodeURIComponent(words.plain(1, 1))}`,
    github: `https://github.com/owner-${seed}`,
    twitter: random.pick(["https://x.com/owner", "https://twitter.com/o", "https://bsky.app/x"]),
    ...(place !== 1 && { address: words.text(1, 5) }),
    ...(place !== 0 && { city: words.plain(1, 2), country: words.plain(1, 2) }),
    baseUrl,
    more,
  };
  if (more.length > 0) traits.push(`${more.length} profiles`);

  const labels = (): CopyInput["labels"] =>
    Object.fromEntries([
      ...random.some(textLabels, 0, 6).map((label) => [label, words.text(1, 4)]),
      ...random.some(countLabels, 0, 2).map((label) => [
        label,
        {
          ...(random.chance(0.5) && { one: `{count} ${words.plain(1, 1)}` }),
          other: `{count} ${words.plain(1, 2)}`,
        },
      ]),
    ]);
  const copy: CopyInput = {
    blog: {
      description: words.text(3, 30),
      intro: words.text(2, 30),
      ...(random.chance(0.2) && { noPosts: words.text(1, 8) }),
    },
    projects: {
      description: words.text(3, 30),
      intro: words.text(2, 30),
      ...(random.chance(0.2) && { noProjects: words.text(1, 8) }),
    },
    ...(random.chance(0.2) && {
      home: { noPosts: words.text(1, 6), noProjects: words.text(1, 6) },
    }),
    ...(random.chance(0.2) && {
      notFound: { title: words.text(1, 4), text: words.text(3, 20), homeLink: words.text(1, 3) },
    }),
    ...(random.chance(0.2) && { error: { text: words.text(3, 20), homeLink: words.text(1, 3) } }),
    ...(random.chance(0.4) && { labels: labels() }),
  };

  const theme: ThemeInput = {
    accent: { light: accent(random, "light"), dark: accent(random, "dark") },
    ...(random.chance(0.5) && { switch: random.chance(0.6) }),
  };
  if (theme.switch) traits.push("theme switch");

  // Posts and projects, written by hand and imported, with a few shared images.
  const thumbnails = Array.from({ length: random.int(1, 5) }, (_, i) => image(`cover-${i}`));
  const post = (): PostInput => {
    const described = random.chance(0.8);
    return {
      url: url("post"),
      title: words.text(1, 14),
      ...(described && { description: description(random, words, 200) }),
      publishDate: day(random, 2005, 2026),
      ...(random.chance(0.5) && { thumbnail: random.pick(thumbnails) }),
      ...(random.chance(0.3) && { thumbnailAlt: words.text(1, 6) }),
      ...(random.chance(0.15) && {
        lang: random.pick(["en", "fr", "pt-BR", "ar", "zh-Hant", "sr-Latn"]),
      }),
    };
  };
  const tech = () => random.some(techPool, 0, 4);
  const project = (): ProjectInput => ({
    url: url("project"),
    title: random.chance(0.7) ? `${words.plain(1, 1)}-${++serial}` : words.text(1, 6),
    description: description(random, words, 100),
    tech: tech(),
    ...(random.chance(0.6) && { date: day(random, 2010, 2026) }),
    ...(random.chance(0.3) && { stars: random.pick([0, 1, 999, 1200, 54_000, 2_100_000]) }),
    ...(random.chance(0.3) && { forks: random.pick([0, 1, 45, 1500]) }),
    ...(random.chance(0.1) && { archived: true }),
    ...(random.chance(0.3) && { updated: month(random, 2015, 2026) }),
    ...(random.chance(0.1) && { featured: true }),
  });
  const posts = Array.from({ length: amount(random, 12) }, post);
  const projects = Array.from({ length: amount(random, 12) }, project);
  const feed = `https://${random.pick(hosts)}/feed.xml`;
  const importedPosts = Array.from({ length: amount(random, 40) }, () => ({
    ...post(),
    source: feed,
  }));
  const importedProjects = Array.from({ length: amount(random, 30) }, () => ({
    ...project(),
    source: `owner-${seed}`,
  }));
  // An entry both written and imported: the written one is shown.
  if (posts.length > 0 && random.chance(0.2))
    importedPosts.push({ ...post(), url: posts[0]!.url, source: feed });
  const postDefaults: PostDefaultsInput = random.chance(0.3)
    ? { thumbnail: random.pick(thumbnails), thumbnailAlt: words.text(1, 4) }
    : {};

  const overrides: OverridesInput = {
    // Hidden by URL, a trailing slash aside.
    hidden: random
      .some([...importedPosts, ...importedProjects], 0, 4)
      .map(({ url }) => (random.chance(0.3) ? `${url.replace(/\/$/, "")}/` : url)),
    posts: Object.fromEntries(
      random.some(importedPosts, 0, 3).map(({ url }) => [
        url,
        {
          title: words.text(1, 8),
          ...(random.chance(0.5) && { thumbnail: random.pick(thumbnails) }),
        },
      ]),
    ),
    projects: Object.fromEntries(
      random
        .some(importedProjects, 0, 3)
        .map(({ url }) => [url, { description: words.text(2, 10), featured: random.chance(0.5) }]),
    ),
  };
  const shownPosts = posts.length + importedPosts.length;
  const shownProjects = projects.length + importedProjects.length;
  traits.push(`${shownPosts} posts, ${shownProjects} projects`);

  const site: GeneratedSite = {
    seed,
    owner,
    links,
    copy,
    theme,
    posts,
    postDefaults,
    projects,
    importedPosts,
    importedProjects,
    overrides,
    images,
    files,
    localPosts: [],
    settings,
    traits,
  };

  if (random.chance(0.5)) career(random, words, url, site);
  if (random.chance(0.4)) languages(random, site);
  if (random.chance(0.4)) {
    site.analytics = analytics(random);
    traits.push(`${site.analytics.provider} page counts`);
  }
  // Last, so that what a seed gave before posts were written here stays as it was.
  const written = localPosts({
    random,
    words,
    languages: Object.keys(site.languages ?? {}),
    origin,
    basePath,
    hosts,
    technologies: techPool,
    description: (words, limit) => description(random, words, limit),
    day: (from, to) => day(random, from, to),
  });
  site.localPosts = written.posts;
  if (written.trait) traits.push(written.trait);
  // What real sites hold, drawn last too: a seed's site is what it was, plus these.
  const parts = withRealPostParts(random, site.localPosts);
  if (parts.length > 0) traits.push(`posts with ${parts.join(" and ")}`);
  for (const [locale, language] of Object.entries(site.languages ?? {})) {
    if (!random.chance(0.5)) continue;
    const script = locales.find(([key]) => key === locale)![1];
    language.links = { ...language.links, address: wordsOf(random, scriptOf(script)).text(1, 5) };
    traits.push(`an address in ${locale}`);
  }
  // Posts in another language than the owner's, drawn last of all for the same reason.
  traits.push(
    ...withOtherLanguagePosts(
      random,
      site.localPosts,
      site.owner.locale,
      Object.keys(site.languages ?? {}),
    ),
  );
  // Old addresses of posts moved home, drawn after everything else.
  traits.push(...withOldAddresses(random, site.localPosts));
  if (words.odd.size > 0) traits.push([...words.odd].join(", "));
  return site;
}

/** A description of about `limit` characters, now and then exactly at a limit's edge. */
function description(random: Random, words: Words, limit: number): string {
  if (!random.chance(0.15)) return words.text(2, 40);
  const text = words.plain(80, 120);
  const length = random.pick([49, 50, 51, limit - 1, limit, limit + 1]);
  return [...text].slice(0, length).join("").trim() || text;
}

/** An accent colour readable in `scheme`, as the build checks it. */
function accent(random: Random, scheme: "light" | "dark"): string {
  for (let tries = 0; tries < 40; tries++) {
    const hex = `#${Array.from({ length: 3 }, () =>
      random
        .int(scheme === "light" ? 0 : 120, scheme === "light" ? 130 : 255)
        .toString(16)
        .padStart(2, "0"),
    ).join("")}`;
    if (contrastProblems(hex, scheme).length === 0) return hex;
  }
  return scheme === "light" ? "#0b6e66" : "#5fd4c4";
}

/** A career written by hand, imported from a résumé, or both; hidden and changed entries. */
function career(random: Random, words: Words, url: (kind: string) => string, site: GeneratedSite) {
  const linked = () => (random.chance(0.6) ? { url: url("career") } : {});
  const span = () => {
    const start = month(random, 1995, 2026);
    if (random.chance(0.3)) return { start };
    const end = month(random, Number(start.slice(0, 4)), 2026);
    return { start, end: end < start ? start : end };
  };
  const unique = <T extends Parameters<typeof keyOf>[0]>(entries: T[]) => {
    const seen = new Set<string>();
    return entries.filter((entry) => !seen.has(careerKey(entry)) && seen.add(careerKey(entry)));
  };
  const part = <T extends Parameters<typeof keyOf>[0]>(many: number, make: () => T) =>
    unique(Array.from({ length: amount(random, many) }, make));
  const work = () => ({
    organization: words.title(),
    role: words.text(1, 5),
    ...span(),
    ...(random.chance(0.6) && { location: words.text(1, 3) }),
    ...linked(),
    highlights: Array.from({ length: amount(random, 5) }, () => words.text(4, 30)),
    tech: random.some(techPool, 0, 4),
  });
  const education = () => ({
    institution: words.title(),
    ...(random.chance(0.7) && { degree: words.text(1, 4) }),
    ...(random.chance(0.7) && { area: words.text(1, 4) }),
    ...span(),
    ...linked(),
  });
  const certificate = () => ({
    name: words.title(),
    ...(random.chance(0.6) && { issuer: words.text(1, 3) }),
    date: month(random),
    ...linked(),
  });
  const talk = () => ({
    title: words.text(2, 10),
    event: words.title(),
    // Now and then one still to come.
    date: random.chance(0.2) ? day(random, 2027, 2027) : day(random, 2005, 2026),
    ...linked(),
    ...(random.chance(0.5) && { slides: url("slides") }),
    ...(random.chance(0.4) && { video: url("video") }),
    ...(random.chance(0.5) && { location: words.text(1, 3) }),
  });
  const publication = () => ({
    title: words.text(2, 12),
    publisher: words.title(),
    date: random.chance(0.5) ? month(random) : day(random),
    ...linked(),
    ...(random.chance(0.5) && { summary: words.text(5, 40) }),
  });
  const award = () => ({
    title: words.text(1, 8),
    awarder: words.title(),
    date: random.chance(0.5) ? month(random) : day(random),
    ...(random.chance(0.5) && { summary: words.text(5, 30) }),
  });
  const written = random.chance(0.7);
  const imported = !written || random.chance(0.4);
  if (written)
    site.experience = random.chance(0.1)
      ? {}
      : {
          work: part(8, work),
          education: part(3, education),
          certificates: part(4, certificate),
          talks: part(6, talk),
          publications: part(5, publication),
          awards: part(3, award),
        };
  if (imported) {
    const source = <T extends object>(entries: T[]) =>
      entries.map((entry) => ({ ...entry, source: "resume.json" }));
    const career = {
      work: source(part(15, work)),
      education: source(part(3, education)),
      certificates: source(part(3, certificate)),
      publications: source(part(3, publication)),
      awards: source(part(2, award)),
    };
    site.importedExperience = career;
    const keys = [...career.work, ...career.education, ...career.certificates].map(careerKey);
    const hidden = random.some(keys, 0, 2);
    const shown = (entries: Parameters<typeof keyOf>[0][]) =>
      entries.map(careerKey).filter((key) => !hidden.includes(key));
    site.overrides.experience = {
      hidden,
      work: Object.fromEntries(
        random.some(shown(career.work), 0, 2).map((key) => [key, { role: words.text(1, 4) }]),
      ),
      education: Object.fromEntries(
        random.some(shown(career.education), 0, 1).map((key) => [key, { area: words.text(1, 3) }]),
      ),
    };
  }
  site.traits.push(
    `a career ${written && imported ? "written and imported" : written ? "written" : "imported"}`,
  );
}

/** One or two more languages, each with some of the owner's words translated. */
function languages(random: Random, site: GeneratedSite) {
  const others = locales.filter(
    ([locale]) => locale !== site.owner.locale && locale.split("_")[0] !== site.owner.locale,
  );
  const chosen = random.some(others, 1, 2);
  const career = site.experience ?? {};
  const keysOf = (part: "work" | "education" | "talks" | "awards") =>
    ((career[part] ?? []) as Parameters<typeof keyOf>[0][]).map(careerKey);
  site.languages = Object.fromEntries(
    chosen.map(([locale, scriptName]) => {
      const words = wordsOf(random, scriptOf(scriptName));
      const owner: Record<string, string | string[]> = Object.fromEntries(
        random
          .some(["name", "jobTitle", "greeting", "bio", "description", "headshotAlt"] as const)
          .map((field) => [field, field === "name" ? words.name() : words.text(1, 12)]),
      );
      if (random.chance(0.5))
        owner.about = [words.text(5, 40), words.text(5, 40), words.text(5, 40)];
      const page = () => ({
        ...(random.chance(0.5) && { description: words.text(3, 20) }),
        ...(random.chance(0.5) && { intro: words.text(2, 20) }),
      });
      const labels = Object.fromEntries(
        random.some(textLabels, 0, 4).map((label) => [label, words.text(1, 3)]),
      );
      return [
        locale,
        {
          ...(Object.keys(owner).length > 0 && { owner }),
          ...(random.chance(0.7) && {
            copy: { blog: page(), projects: page(), ...(random.chance(0.3) && { labels }) },
          }),
          experience: {
            work: Object.fromEntries(
              random
                .some(keysOf("work"), 0, 3)
                .map((key) => [key, { role: words.text(1, 4), highlights: [words.text(3, 12)] }]),
            ),
            talks: Object.fromEntries(
              random.some(keysOf("talks"), 0, 2).map((key) => [key, { title: words.text(2, 8) }]),
            ),
          },
        },
      ];
    }),
  );
  site.traits.push(`also in ${chosen.map(([locale]) => locale).join(" and ")}`);
}

function analytics(random: Random): AnalyticsInput {
  const hex = (length: number) =>
    Array.from({ length }, () => random.int(0, 15).toString(16)).join("");
  const host = random.chance(0.3) ? { host: "https://stats.owner.example" } : {};
  switch (random.int(0, 3)) {
    case 0:
      return { provider: "plausible", id: "owner.example", ...host };
    case 1:
      return {
        provider: "umami",
        id: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
        ...host,
      };
    case 2:
      return random.chance(0.5)
        ? { provider: "goatcounter", host: "https://stats.owner.example" }
        : { provider: "goatcounter", id: "owner" };
    default:
      return { provider: "cloudflare", id: hex(32) };
  }
}
