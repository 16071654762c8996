import { linkDefaults } from "virtual:site-content";
import { parseSettings } from "./settings-schema.ts";

/**
 * The build settings, read once from the environment and `.env` files, with
 * the owner's links in content/links.ts as defaults (as written, handed over
 * by pipeline/vite-plugins/site-content.ts).
 * This is the only module that reads the environment.
 */
export const settings = parseSettings(import.meta.env, linkDefaults);
