/** A source that cannot be imported: the run stops and changes nothing. */
export class SourceError extends Error {
  constructor(
    readonly source: string,
    readonly problem: string,
  ) {
    super(`${source}: ${problem}`);
    this.name = "SourceError";
  }
}

/** A mistake in how the command was called (exit code 2), said with the usage unless `brief`. */
export class UsageError extends Error {
  override name = "UsageError";
  constructor(
    message: string,
    readonly brief = false,
  ) {
    super(message);
  }
}

/** Whatever was thrown, as one line for people. */
export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  // fetch() says only "fetch failed"; the reason is in the cause.
  if (cause?.code) return `${error.message} (${cause.code})`;
  if (cause?.message) return `${error.message}: ${cause.message}`;
  return error.message;
}
