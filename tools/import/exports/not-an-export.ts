import { SourceError } from "../errors.ts";

/** A file that claims to be a platform's export, or was read as one, and is not: one line that says so. */
export function notAnExport(file: string, platform: string, why: string): SourceError {
  const error = new SourceError(file, `not a ${platform} export: ${why}`);
  error.message = `${file} is not a ${platform} export: ${why}`;
  return error;
}
