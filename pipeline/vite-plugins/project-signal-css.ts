import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import type { Project } from "../../content/schema/entries.ts";
import { appCssMarkerPlugin } from "./app-css-marker.ts";

/** The line in app/app.css that the project signal's styles replace. */
export const projectSignalMarker =
  "/* project signal: written here by pipeline/vite-plugins/project-signal-css.ts */";

/** Whether any project shows stars, forks, its last update or an archived mark. */
export const hasSignal = (projects: Project[]) =>
  projects.some((p) => !!p.stars || !!p.forks || !!p.updated || !!p.archived);

/**
 * The styles of app/project-signal.css when a project shows a signal, or
 * nothing: a site whose projects have none keeps every byte of its CSS.
 */
export function projectSignalCss(projects: Project[]): string {
  if (!hasSignal(projects)) return "";
  return readFileSync(new URL("../../app/project-signal.css", import.meta.url), "utf8");
}

export function projectSignalCssPlugin(projects: Project[]): Plugin {
  return appCssMarkerPlugin("project-signal-css", projectSignalMarker, projectSignalCss(projects));
}
