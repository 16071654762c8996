// What another language of the site (content/languages.ts) may give in its
// own words, declared once: the languages schema is made from this table,
// and so is the translation of the content (app/lib/languages/translate.ts).
//
// "marked": left out, the field shows the default language's words, marked
// with that language's `lang`, and the build lists it as untranslated.
// "own": a name, the same in every language unless written (never marked).
// "original": a post's or a project's words, left out, stay in the language
// the entry is written in, marked so, and are not listed (the article itself
// is in that language).

export type Fallback = "marked" | "own" | "original";

/** The owner's words (content/owner.ts). */
export const ownerWords = {
  name: "own",
  jobTitle: "marked",
  greeting: "marked",
  bio: "marked",
  about: "marked",
  description: "marked",
  headshotAlt: "marked",
  knowsAbout: "marked",
} as const satisfies Record<string, Fallback>;

/** Where the owner is: the footer's and About's address line (content/links.ts). */
export const linkWords = { address: "marked" } as const satisfies Record<string, Fallback>;

/** A profile of links.more, named by its `url` or `file`: its label. */
export const profileWords = { label: "marked" } as const satisfies Record<string, Fallback>;

/** A post's or a project's card, named by its `url` (an imported one too). */
export const entryWords = { title: "original", description: "original" } as const satisfies Record<
  string,
  Fallback
>;

/** The words of the Blog's and the Projects' pages (content/copy.ts). */
export const pageWords = { description: "marked", intro: "marked" } as const satisfies Record<
  string,
  Fallback
>;

/** The pages whose words translate (content/copy.ts). */
export const wordedPages = ["blog", "projects"] as const;

/** Each part of the career (content/experience.ts), each entry named by its key. */
export const careerWords = {
  work: { role: "marked", location: "marked", highlights: "marked" },
  education: { institution: "own", degree: "marked", area: "marked" },
  certificates: { name: "marked", issuer: "own" },
  // An event's, a publisher's or an awarder's name is its own in any language unless written.
  talks: { title: "marked", event: "own", location: "marked" },
  publications: { title: "marked", publisher: "own", summary: "marked" },
  awards: { title: "marked", awarder: "own", summary: "marked" },
} as const satisfies Record<string, Record<string, Fallback>>;
