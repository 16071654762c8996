import { expect } from "vitest";
import { parseSettings, SettingsError, type LinkDefaults } from "./settings-schema.ts";

/**
 * The template's links as fixtures, not content/links.ts: a fork edits its
 * content and must not see these tests fail because it did.
 */
export const testLinks: LinkDefaults = {
  linkedin: "https://www.linkedin.com/in/tobi-adeyemi",
  github: "https://github.com/tobi-adeyemi",
  twitter: "https://x.com/tobi_adeyemi",
  address: "Lagos, Nigeria",
  baseUrl: "https://tobiadeyemi.dev",
};

type Env = Record<string, string | boolean | undefined>;

/** parseSettings with the fixture links as defaults. */
export const parseTestSettings = (env: Env) => parseSettings(env, testLinks);

/** Runs parseSettings and returns the SettingsError it throws (fails the test otherwise). */
export function settingsError(env: Env): SettingsError {
  let caught: unknown;
  try {
    parseTestSettings(env);
  } catch (error) {
    caught = error;
  }
  expect(caught, "parseSettings should have thrown").toBeInstanceOf(SettingsError);
  const error = caught as SettingsError;
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe("SettingsError");
  return error;
}
