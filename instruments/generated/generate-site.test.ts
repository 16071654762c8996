import { expect, test } from "vitest";
import { analyticsSchema } from "../../content/schema/analytics.ts";
import { validateContent } from "../../app/lib/content/validate-content.ts";
import { dictionaryFor } from "../../app/lib/i18n/languages.ts";
import { languageTag } from "../../app/lib/metadata/site-urls.ts";
import { techFilter } from "../../app/lib/projects/tech-filter.ts";
import { parseSettings } from "../../app/lib/settings/settings-schema.ts";
import { siteWords } from "../../app/lib/i18n/site-words.ts";
import { textDirection } from "../../app/lib/content/text-direction.ts";
import { generateSite, type GeneratedSite } from "./generate-site.ts";

// The generator's promises, on many seeds at once: the same seed gives the
// same site, every site it makes is valid (the build's own checks accept it),
// and over a few hundred seeds it varies everything a test could wrongly assume.

const seeds = Array.from({ length: 200 }, (_, i) => i * 7919);

test("a seed always gives the same site", () => {
  for (const seed of seeds.slice(0, 20))
    expect(JSON.stringify(generateSite(seed))).toBe(JSON.stringify(generateSite(seed)));
  expect(JSON.stringify(generateSite(1))).not.toBe(JSON.stringify(generateSite(2)));
});

function validated(site: GeneratedSite) {
  const settings = parseSettings(site.settings, site.links);
  const files = { images: Object.keys(site.images), files: Object.keys(site.files) };
  const content = validateContent(site, files, settings);
  const others = Object.keys(site.languages ?? {}).map((locale) =>
    validateContent(site, files, settings, locale),
  );
  if (site.analytics) analyticsSchema.parse(site.analytics);
  return { settings, content, others };
}

test("every generated site is one the build accepts, and together they vary all a test could assume", () => {
  const seen = new Set<string>();
  const note = (fact: string, holds: unknown = true) => holds && seen.add(fact);
  const amount = (n: number) => (n === 0 ? "none" : n === 1 ? "one" : "many");
  for (const seed of seeds) {
    const site = generateSite(seed);
    const { settings, content, others } = validated(site);
    const tag = languageTag(site.owner.locale);
    note(`direction ${textDirection(tag)}`);
    const { found } = dictionaryFor(site.owner.locale);
    note(`a language ${found ? "with" : "without"} a dictionary`);
    const calendar = new Intl.DateTimeFormat(tag).resolvedOptions().calendar;
    note(`calendar ${calendar === "gregory" ? "gregory" : "another"}`);
    note("words without spaces", /[\u3040-\u30ff\u4e00-\u9fff\u0e00-\u0e7f]/.test(site.owner.bio));
    note(`${amount(content.posts.length)} posts`);
    note(`${amount(content.projects.length)} projects`);
    for (const part of [
      "work",
      "education",
      "certificates",
      "talks",
      "publications",
      "awards",
    ] as const)
      note(`${amount(content.experience[part].length)} ${part}`);
    note(`${1 + others.length} languages`);
    note(`base path ${settings.basePath === "/" ? "/" : "sub-path"}`);
    note("another base URL setting", site.settings.VITE_BASE_URL);
    note("limits set", site.settings.VITE_SECTION_CONTENT_LIMIT);
    note(`theme switch ${content.themeSwitch}`);
    note(`analytics ${site.analytics?.provider ?? "none"}`);
    const labels = siteWords(site.owner.locale, content.copy).labels;
    note(`filter ${techFilter(content.projects, tag, labels) ? "shown" : "not shown"}`);
    note(
      "stars",
      content.projects.some((project) => project.stars !== undefined),
    );
    note("imported posts hidden", site.overrides.hidden?.length);
    note("imported career", site.importedExperience);
    const urls = JSON.stringify(site);
    note("a URL on the site's own domain", urls.includes(`"${settings.baseUrl}/notes/`));
    note("a URL under the site's path", urls.includes(`"${settings.baseUrl}${settings.basePath}`));
    for (const image of Object.values(site.images)) note(`image ${image.format}`);
    note(
      "a large image",
      Object.values(site.images).some((image) => image.width >= 1200),
    );
    note(
      "a long unbroken word",
      site.traits.some((trait) => trait.includes("longer than")),
    );
    note(
      "one-letter text",
      site.traits.some((trait) => trait.includes("one-letter")),
    );
    note("a profile file", Object.keys(site.files).length);
    note("a monogram", site.owner.monogram);
  }
  const expected = [
    "direction ltr",
    "direction rtl",
    "a language without a dictionary",
    "a language with a dictionary",
    "calendar gregory",
    "calendar another",
    "words without spaces",
    ...["none", "one", "many"].flatMap((n) =>
      [
        "posts",
        "projects",
        "work",
        "education",
        "certificates",
        "talks",
        "publications",
        "awards",
      ].map((what) => `${n} ${what}`),
    ),
    "1 languages",
    "2 languages",
    "3 languages",
    "base path /",
    "base path sub-path",
    "another base URL setting",
    "limits set",
    "theme switch true",
    "theme switch false",
    ...["none", "plausible", "umami", "goatcounter", "cloudflare"].map((p) => `analytics ${p}`),
    "filter shown",
    "filter not shown",
    "stars",
    "imported posts hidden",
    "imported career",
    "a URL on the site's own domain",
    "a URL under the site's path",
    ...["jpeg", "png", "webp", "avif"].map((format) => `image ${format}`),
    "a large image",
    "a long unbroken word",
    "one-letter text",
    "a profile file",
    "a monogram",
  ];
  expect(expected.filter((fact) => !seen.has(fact))).toEqual([]);
  // Validating a few hundred sites takes seconds, more on a busy machine.
}, 60_000);
