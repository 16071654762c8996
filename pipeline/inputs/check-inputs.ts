import { readdirSync } from "node:fs";
import { loadEnv } from "vite";
import { owner } from "../../content/owner.ts";
import { posts } from "../../content/posts.ts";
import { projects } from "../../content/projects.ts";
import { parseSettings, type Settings } from "../../app/lib/settings/settings-schema.ts";
import { validateContent, type Content } from "../../app/lib/content/validate-content.ts";
import { warnAboutPlaceholders } from "./placeholder-warning.ts";

/** The build settings as Vite will see them: environment plus `.env` files. */
export function readSettings(mode: string, root = process.cwd()): Settings {
  return parseSettings(loadEnv(mode, root, "VITE_"));
}

/**
 * Checks settings and content before Vite writes anything, and stops the
 * process with one message listing every problem if either is bad.
 */
export function checkInputs(mode: string, root = process.cwd()): Settings {
  const errors: string[] = [];
  let settings: Settings | undefined;
  let content: Content | undefined;
  try {
    settings = readSettings(mode, root);
  } catch (error) {
    errors.push((error as Error).message);
  }
  try {
    const images = readdirSync(`${root}/content/images`);
    content = validateContent({ owner, posts, projects }, images);
  } catch (error) {
    errors.push((error as Error).message);
  }
  if (errors.length > 0 || !settings) {
    console.error(`\nThe site was not built.\n\n${errors.join("\n\n")}\n`);
    process.exit(1);
  }
  // Only a build meant for publishing warns: not `npm run dev`, and not
  // `react-router typegen` (npm run typecheck), which loads the configs as a
  // production build does but builds nothing.
  const typegen = process.argv.includes("typegen");
  if (mode === "production" && !typegen && content) warnAboutPlaceholders(content, settings);
  return settings;
}
