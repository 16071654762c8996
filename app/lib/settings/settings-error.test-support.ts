import { expect } from "vitest";
import { parseSettings, SettingsError } from "./settings-schema";

/** Runs parseSettings and returns the SettingsError it throws (fails the test otherwise). */
export function settingsError(env: Record<string, string | boolean | undefined>): SettingsError {
  let caught: unknown;
  try {
    parseSettings(env);
  } catch (error) {
    caught = error;
  }
  expect(caught, "parseSettings should have thrown").toBeInstanceOf(SettingsError);
  const error = caught as SettingsError;
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe("SettingsError");
  return error;
}
