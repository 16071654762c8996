import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const id = "virtual:career-timeline";
const component = fileURLToPath(
  new URL("../../app/components/career/career-timeline.tsx", import.meta.url),
);

/**
 * About's timeline for a site with a career: `__CAREER__` and the module
 * `virtual:career-timeline` (the component, or a stub). Without a career,
 * neither the timeline's code nor its imports join the bundle, which then
 * splits into the chunks it had before there was a timeline.
 */
export function careerModulePlugin(career: boolean): Plugin {
  return {
    name: "portfolio:career-module",
    config: () => ({ define: { __CAREER__: JSON.stringify(career) } }),
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => {
      if (resolved !== `\0${id}`) return undefined;
      return career
        ? `export { CareerTimeline } from ${JSON.stringify(component)};`
        : "export const CareerTimeline = () => null;";
    },
  };
}
