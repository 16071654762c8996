import type { Experience } from "../../../content/schema/experience.ts";
import type { Copy } from "../../../content/schema/site.ts";
import { copyButtonLabels, postBodyLabels } from "../../../content/schema/labels.ts";
import { en } from "./dictionaries/en.ts";
import { labelPlaces } from "./label-places.ts";
import { dictionaryFor } from "./languages.ts";
import { labelsWritten, type Labels } from "./site-words.ts";

// The timeline's labels matter only to an owner with a career
// (content/experience.ts), and each to the parts of it that use it.
type Part = keyof Experience;
const careerLabels: Partial<Record<keyof Labels, Part[]>> = {
  experienceHeading: ["work"],
  educationHeading: ["education"],
  certificatesHeading: ["certificates"],
  talksHeading: ["talks"],
  publicationsHeading: ["publications"],
  awardsHeading: ["awards"],
  upcoming: ["talks"],
  slides: ["talks"],
  video: ["talks"],
  present: ["work", "education"],
  dateRange: ["work", "education"],
  duration: ["work"],
  durationYears: ["work"],
  durationMonths: ["work"],
};

// The words a post's body adds matter only to an owner who writes on the site
// (content/posts/), and only where the body is in this language.
const postLabels = new Set<keyof Labels>(postBodyLabels);

// The copy button of a post's code speaks the page's language: it matters to
// an owner who writes on the site, in each language the site has.
const postPageLabels = new Set<keyof Labels>(copyButtonLabels);

/**
 * What the build says when the owner's language has no dictionary: which
 * labels are still in English, ready to paste into content/copy.ts (or, for
 * another language of the site, into its words in content/languages.ts) and
 * translate. Nothing once every label is translated there.
 */
export function dictionaryNotice(
  locale: string,
  copy: Copy,
  {
    career = undefined as Experience | undefined,
    /** Whether a post written on the site is shown in this language. */
    posts = false,
    /** Whether the site has a post written on it, whose page this language shows. */
    postPages = false,
    /** Another language of the site (content/languages.ts), not owner.locale's. */
    translation = false,
  } = {},
): string | undefined {
  const { found, language } = dictionaryFor(locale);
  if (found) return undefined;
  const done = labelsWritten(copy);
  const left = (Object.keys(en) as (keyof Labels)[]).filter(
    (name) =>
      !done.has(name) &&
      (posts || !postLabels.has(name)) &&
      (postPages || !postPageLabels.has(name)) &&
      (careerLabels[name]?.some((part) => (career?.[part].length ?? 0) > 0) ?? true),
  );
  if (left.length === 0) return undefined;
  const [named, where] = translation
    ? [
        `content/languages.ts: languages.${locale}`,
        `content/languages.ts, languages.${locale}.copy`,
      ]
    : [`content/owner.ts: owner.locale "${locale}"`, "content/copy.ts"];
  return [
    `Notice: the site has no dictionary for "${language}" (${named}),`,
    `so ${left.length} of its labels are in English. Translate them in ${where},`,
    "where each one is optional and wins over the English:",
    "  labels: {",
    ...left.map((name) => `    ${name}: ${JSON.stringify(en[name])}, // ${labelPlaces[name]}`),
    "  },",
  ].join("\n");
}
