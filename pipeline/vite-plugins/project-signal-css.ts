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

const signalStyles = () =>
  readFileSync(new URL("../../app/project-signal.css", import.meta.url), "utf8");

/**
 * The styles of app/project-signal.css when a project shows a signal, or
 * nothing: a site whose projects have none keeps every byte of its CSS.
 */
export const projectSignalCss = (projects: Project[]) =>
  hasSignal(projects) ? signalStyles() : "";

/** `signal`: whether a project shows one (hasSignal). */
export function projectSignalCssPlugin(signal: boolean): Plugin {
  return appCssMarkerPlugin(
    "project-signal-css",
    projectSignalMarker,
    signal ? signalStyles() : "",
  );
}
