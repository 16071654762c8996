import fc from "fast-check";

// The generator's one source of chance: fast-check's, seeded, so a seed
// always gives the same site. Its amounts lean towards the ends of their
// range (0, 1, the largest), which is where content tends to break a page.

export type Random = {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Some of `items`, `min` to `max` of them, in their order. */
  some<T>(items: readonly T[], min?: number, max?: number): T[];
  /** Any string of Unicode graphemes, `min` to `max` of them. */
  graphemes(min: number, max: number): string;
};

const uniform = (min: number, max: number) => fc.noBias(fc.integer({ min, max }));

export function seeded(seed: number): Random {
  const [g] = fc.sample(fc.gen(), { seed, numRuns: 1 });
  if (!g) throw new Error(`fast-check gave no generator for seed ${seed}`);
  const int = (min: number, max: number) => g(fc.integer, { min, max });
  // Choices among items and chances are even: only amounts lean to their ends.
  const even = (min: number, max: number) => g(uniform, min, max);
  return {
    int,
    chance: (p) => even(0, 9_999) < p * 10_000,
    pick: (items) => items[even(0, items.length - 1)]!,
    some(items, min = 0, max = items.length) {
      const wanted = int(min, Math.min(max, items.length));
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(even(0, items.length - 1));
      return items.filter((_, i) => chosen.has(i));
    },
    graphemes: (min, max) => g(fc.string, { unit: "grapheme", minLength: min, maxLength: max }),
  };
}
