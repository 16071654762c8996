import { z } from "zod";

// The rules of the settings that are not URLs (content/schema/primitives.ts has those).

export function wholeNumber(min: number) {
  const rule = `must be a whole number of at least ${min}`;
  return z
    .string()
    .regex(/^\s*\d+\s*$/, { message: rule })
    .transform(Number)
    .pipe(
      z
        .number()
        // Only a number too large to be exact fails here: the regex took the rest.
        .int({ message: `${rule} and at most ${Number.MAX_SAFE_INTEGER}`, abort: true })
        .min(min, { message: rule })
        .max(Number.MAX_SAFE_INTEGER, {
          message: `${rule} and at most ${Number.MAX_SAFE_INTEGER}`,
        }),
    );
}

const basePathRule = 'must be a path that starts and ends with "/", such as "/" or "/portfolio/"';

export const basePath = z
  .string()
  .regex(/^\/([A-Za-z0-9._~-]+\/)*$/, { message: basePathRule })
  .refine((path) => !path.split("/").some((part) => /^\.+$/.test(part)), {
    message: basePathRule,
  });

export const text = z.string().trim().min(1, { message: "must not be empty" });

export const yesNo = z
  .string()
  .regex(/^\s*(true|false|1|0)\s*$/i, { message: 'must be "true" or "false"' })
  .transform((value) => /^\s*(true|1)\s*$/i.test(value));
