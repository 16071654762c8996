import { canonicalLocale } from "./canonical-locale.ts";
import type { Migration } from "./migration.ts";

/**
 * Every migration the template has shipped, oldest release first. A release
 * that changes a content schema adds one here, with a test beside it, and
 * says under "Your content" in CHANGELOG.md what it does.
 */
export const migrations: readonly Migration[] = [canonicalLocale];
