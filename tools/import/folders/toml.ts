import {
  parse,
  TomlDate,
  TomlError as SmolTomlError,
  type TomlValueWithoutBigInt,
} from "smol-toml";

// The TOML that Hugo and Zola write between "+++" lines and in their config
// files, read by smol-toml. Dates come back as text, never as a Date, so a
// post keeps its writer's calendar day whatever the offset: a local date
// "2024-01-31" stays "2024-01-31", and "2024-01-31T23:30:00-05:00" keeps its
// day, time and offset (it is not moved to UTC). The text is TOML's own form
// of what was written: a space between day and time reads as "T", and a
// fraction of a second keeps at most its milliseconds, without trailing zeros.

export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export type TomlTable = { [key: string]: TomlValue };

/** A mistake in the TOML, with the line (from 1) it is on. */
export class TomlError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`line ${line}: ${problem}`);
    this.name = "TomlError";
  }
}

/** The table a TOML text describes; throws a TomlError naming the line of a mistake. */
export function parseToml(text: string): TomlTable {
  let table;
  try {
    table = parse(text, { useLegacyDate: true });
  } catch (error) {
    if (error instanceof SmolTomlError)
      // Its message is "Invalid TOML document: <problem>", then the lines around it.
      throw new TomlError(
        error.line,
        error.message.split("\n")[0]!.replace(/^Invalid TOML document: /, ""),
      );
    throw error;
  }
  return asText(table, text) as TomlTable;
}

/** The value with each date, in tables and arrays, as its text. */
function asText(value: TomlValueWithoutBigInt, text: string): TomlValue {
  if (value instanceof TomlDate) return dateText(value, text);
  if (Array.isArray(value)) return value.map((item) => asText(item, text));
  if (typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, asText(item, text)]),
    );
  return value;
}

function dateText(date: TomlDate, text: string): string {
  // toISOString gives the offset as written (not UTC), and always milliseconds.
  const iso = date
    .toISOString()
    .replace(/\.(\d*[1-9])?0+(?=Z|[+-]|$)/, (_, kept?: string) => (kept ? `.${kept}` : ""));
  if (date.isTime()) return iso;
  // smol-toml rolls a day a month does not have over ("2024-02-30" reads as
  // March 1st). A real day is always read back as written, so a day not in
  // the text was rolled over: say so rather than move the post to another day.
  const day = iso.slice(0, 10);
  if (!text.includes(day)) {
    const written = [...text.matchAll(/(\d{4})-(\d{2})-(\d{2})/g)].find(
      ([, y, m, d]) => new Date(Date.UTC(+y!, +m! - 1, +d!)).toISOString().slice(0, 10) === day,
    );
    const line = written ? text.slice(0, written.index).split("\n").length : 1;
    throw new TomlError(line, `${written?.[0] ?? day} is not a day of its month`);
  }
  return iso;
}
