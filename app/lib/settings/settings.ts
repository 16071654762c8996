import { parseSettings } from "./settings-schema";

/**
 * The build settings, read once from the environment and `.env` files.
 * This is the only module that reads the environment.
 */
export const settings = parseSettings(import.meta.env);
