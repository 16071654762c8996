/** Where the owner's career comes from, for the advice on trimming it (stage 7). */
export type CareerSources = { written: boolean; imported: boolean };

/** From content/experience.ts's `experience` and the imported career as read (read-content.ts); undefined when missing. */
export const careerSources = ({
  experience,
  importedExperience,
}: {
  experience: unknown;
  importedExperience: unknown;
}): CareerSources => ({
  written: experience !== undefined,
  imported: importedExperience !== undefined,
});
