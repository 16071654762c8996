import type { Project } from "../../../content/schema/entries.ts";
import { countLabel, fillLabel } from "../i18n/count-label.ts";
import type { Labels } from "../i18n/site-words.ts";

/** One technology of the chooser: its link's text and target, and the line shown when chosen. */
export type TechChoice = { name: string; id: string; shown: string };

/**
 * The Projects page's technology chooser: links to `#tech-<slug>`; the CSS shows, while
 * one is the page's target, only the cards that carry its slug (`keys`).
 */
export type TechFilter = {
  label: string;
  all: string;
  choices: TechChoice[];
  /** Each project's technologies as the card's data-tech lists them, by URL. */
  keys: Map<string, string>;
  css: string;
};

type FilterLabels = Pick<Labels, "techFilter" | "allTech" | "techShown">;

/** The id-safe form of a technology's name: "Node.js" → "node-js", "C++" → "cpp", "C#" → "csharp". */
export function techSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKC")
    .replaceAll("+", "p")
    .replaceAll("#", "sharp")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The chooser for these projects, or none when it would not narrow the list:
 * a technology is offered when two or more projects use it and some do not
 * (names compared without case, shown as first written), most used first.
 */
export function techFilter(
  projects: Project[],
  languageTag: string,
  labels: FilterLabels,
): TechFilter | undefined {
  const uses = new Map<string, { name: string; count: number }>();
  for (const project of projects)
    for (const key of new Set(project.tech.map((tech) => tech.toLowerCase()))) {
      const name = project.tech.find((tech) => tech.toLowerCase() === key)!;
      const use = uses.get(key) ?? { name, count: 0 };
      uses.set(key, { ...use, count: use.count + 1 });
    }
  const offered = [...uses]
    .filter(([, use]) => use.count >= 2 && use.count < projects.length)
    .sort(([, a], [, b]) => b.count - a.count || a.name.localeCompare(b.name, languageTag));
  if (offered.length === 0) return undefined;
  const slugs = new Map<string, string>();
  const taken = new Set(["all"]);
  for (const [key, use] of offered) {
    const base = techSlug(use.name) || "tech";
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(key, slug);
  }
  const choices = offered.map(([key, use]) => ({
    name: use.name,
    id: `tech-${slugs.get(key)!}`,
    shown: fillLabel(countLabel(labels.techShown, use.count, languageTag), { name: use.name }),
  }));
  const keys = new Map(
    projects.map((project) => [
      project.url,
      [...new Set(project.tech.map((tech) => slugs.get(tech.toLowerCase())))]
        .filter(Boolean)
        .join(" "),
    ]),
  );
  return { label: labels.techFilter, all: labels.allTech, choices, keys, css: filterCss(choices) };
}

// The chooser's own look: links as quiet pills, the chosen one in the accent, as the navigation marks its page.
const looks = [
  ".tech-filter ul{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}",
  ".tech-filter a{display:block;border:1px solid var(--color-line);border-radius:9999px;padding:.25rem .75rem;font-size:.875rem;line-height:1.25rem;color:var(--color-muted)}",
  ".tech-filter a:hover{border-color:var(--color-accent);color:var(--color-ink)}",
  ".tech-shown{display:none;margin-top:2rem;font-weight:600}",
  ".tech-shown:target{display:block}",
  ".tech-shown,.tech-filter{scroll-margin-top:1.5rem}",
];
const chosen =
  "{background:var(--color-accent-soft);border-color:var(--color-accent);color:var(--color-accent)}";

/**
 * The chooser's styles, for this page only: the line of the chosen technology
 * shows, its link is marked, and the cards without it are hidden. The lines
 * come before the links and the cards, so sibling selectors reach both: no
 * :has(), nothing to run.
 */
function filterCss(choices: TechChoice[]): string {
  const each = (rule: (id: string, slug: string) => string) =>
    choices.map(({ id }) => rule(id, id.slice("tech-".length))).join(",");
  return [
    ...looks,
    `${each((id) => `#${id}:target~.tech-filter [href="#${id}"]`)},.tech-filter [href="#tech-all"]${chosen}`,
    `.tech-shown:target~.tech-filter [href="#tech-all"]{background:none;border-color:var(--color-line);color:var(--color-muted)}`,
    `${each((id, slug) => `#${id}:target~div .project-card:not([data-tech~="${slug}"])`)}{display:none}`,
  ].join("\n");
}
