// content/experience.ts and content/imported/experience.json are optional: a
// fork without a career has neither. Vite's glob import finds them when they
// are there and nothing otherwise (the build's early check, outside Vite,
// reads them with pipeline/inputs/career-file.ts).
const written = import.meta.glob<{ experience?: unknown }>("../../../content/experience.ts", {
  eager: true,
});
const imported = import.meta.glob<{ default: unknown }>(
  "../../../content/imported/experience.json",
  { eager: true },
);

/** content/experience.ts's `experience`, and the imported career, as written; undefined when missing. */
export const careerFiles = {
  experience: Object.values(written)[0]?.experience,
  importedExperience: Object.values(imported)[0]?.default,
};
