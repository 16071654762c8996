import type { Visitor } from "../browsers/visitor";

/**
 * Evaluates `probe` in the page until `ok` holds of its result (ten seconds
 * at most), and returns that result; a page that is between documents is
 * asked again.
 */
export async function until<T, A = undefined>(
  visitor: Visitor,
  probe: (arg: A) => T,
  ok: (value: T) => boolean,
  arg?: A,
): Promise<T> {
  let last: T | string = "nothing yet";
  for (let tries = 0; tries < 100; tries++) {
    try {
      const value = await visitor.run(probe, arg);
      if (ok(value)) return value;
      last = value;
    } catch (error) {
      last = (error as Error).message.split("\n")[0]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `Still not there after ten seconds in ${visitor.engine}: ${JSON.stringify(last)}`,
  );
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
