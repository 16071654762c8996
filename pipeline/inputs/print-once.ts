// The build loads its configuration files more than once in one process, and
// each load runs the input checks; a process-wide flag keeps each message of
// theirs to one print.
type Flagged = typeof globalThis & { [flag: symbol]: boolean | undefined };
const flag = (name: string) => Symbol.for(`portfolio.${name}`);

/** How the build prints a warning or notice: apart from the lines around it. */
export const printWarning = (message: string) => console.warn(`\n${message}\n`);

/** Prints `message` (when there is one) once per process under `name`; returns whether it printed. */
export function printOnce(
  name: string,
  message: string | undefined,
  print: (message: string) => void = printWarning,
): boolean {
  const global = globalThis as Flagged;
  if (!message || global[flag(name)]) return false;
  global[flag(name)] = true;
  print(message);
  return true;
}

/** For tests: forget that the message under `name` was printed. */
export function forgetPrinted(name: string): void {
  (globalThis as Flagged)[flag(name)] = false;
}
