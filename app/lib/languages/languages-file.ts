// content/languages.ts is optional: a site in one language has none. Vite's
// glob import finds it when it is there and nothing otherwise (the build's
// early check, outside Vite, reads it with pipeline/inputs/career-file.ts).
const written = import.meta.glob<{ languages?: unknown }>("../../../content/languages.ts", {
  eager: true,
});

/** content/languages.ts's `languages`, as written; undefined when missing. */
export const languagesFile = { languages: Object.values(written)[0]?.languages };
