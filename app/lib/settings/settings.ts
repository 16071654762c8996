import { links } from "../../../content/links.ts";
import { parseSettings } from "./settings-schema.ts";

/**
 * The build settings, read once from the environment and `.env` files, with
 * the owner's links in content/ as defaults.
 * This is the only module that reads the environment.
 */
export const settings = parseSettings(import.meta.env, links);
