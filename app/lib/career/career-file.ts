// content/experience.ts is optional: a fork without a career has no such
// file. Vite's glob import finds it when it is there and nothing otherwise
// (the build's early check, outside Vite, loads it with
// pipeline/inputs/career-file.ts).
const found = import.meta.glob<{ experience?: unknown }>("../../../content/experience.ts", {
  eager: true,
});

/** What content/experience.ts exports as `experience`, as written; undefined without the file. */
export const careerFile: unknown = Object.values(found)[0]?.experience;
