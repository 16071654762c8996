import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const id = "virtual:career-timeline";
const component = (file: string) =>
  JSON.stringify(fileURLToPath(new URL(`../../app/components/career/${file}`, import.meta.url)));

/**
 * About's timeline for a site with a career: `__CAREER__` and the module
 * `virtual:career-timeline` (the timeline and the printed résumé's heading,
 * or stubs). Without a career, neither their code nor their imports join
 * the bundle, which then splits into the chunks it had before there was a
 * timeline.
 */
export function careerModulePlugin(career: boolean): Plugin {
  return {
    name: "portfolio:career-module",
    config: () => ({ define: { __CAREER__: JSON.stringify(career) } }),
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => {
      if (resolved !== `\0${id}`) return undefined;
      return career
        ? `export { CareerTimeline } from ${component("career-timeline.tsx")};\n` +
            `export { ResumeHeading } from ${component("resume-heading.tsx")};`
        : "export const CareerTimeline = () => null;\nexport const ResumeHeading = () => null;";
    },
  };
}
