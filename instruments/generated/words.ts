import type { Random } from "./random.ts";
import type { Script } from "./scripts.ts";

// Text as owners write it, in their script, and now and then text at the
// schema's limits: one letter, a page of it, a word longer than a phone's
// screen, spaces around it, markup-like characters, a grapheme of any script.

export type Words = {
  /** Prose of `min` to `max` words, sometimes at the limits. */
  text(min: number, max: number): string;
  /** Prose with no odd form: for what must stay plain (a name's parts, a key). */
  plain(min: number, max: number): string;
  /** A person's name in the script. */
  name(): string;
  /** A name of an organization, a school, an event. */
  title(): string;
  /** Whether the last text was one at the limits (for the site's summary). */
  readonly odd: Set<string>;
};

/** Words no line can break, a phone's screen and more wide: a German compound, a hash, a URL, Arabic run together. */
export const longWords = [
  "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
  "0x71C7656EC7ab88b098defB751B7401B5f6d8976F71C7656EC7ab88b098defB751B7401B5f6d8976F",
  "https://example.org/a/very/long/path/that/goes/on/and/on/without/a/single/space/in/it/anywhere",
  "supercalifragilisticexpialidocious-pneumonoultramicroscopicsilicovolcanoconiosis",
  "لأنكماستتعلمونالبرمجةالموزعةبسرعةكبيرة",
  "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
];

const marks = [
  "<b>bold</b>",
  "&amp;",
  '"quoted"',
  "it's",
  "{count}",
  "a < b > c",
  "50%",
  "\\n",
  "👩🏽‍💻",
];

export function words(random: Random, script: Script): Words {
  const odd = new Set<string>();
  const run = (min: number, max: number) =>
    Array.from({ length: random.int(min, max) }, () => random.pick(script.words)).join(
      script.space,
    );
  const plain = (min: number, max: number) => {
    const made = run(Math.max(min, 1), Math.max(max, 1)).trim();
    return made === "" ? script.words[0]! : made;
  };
  const text = (min: number, max: number) => {
    const made = plain(min, max);
    if (!random.chance(0.1)) return made;
    switch (random.int(0, 6)) {
      case 0:
        odd.add("one-letter text");
        return [...made][0]!;
      case 1:
        odd.add("text of hundreds of words");
        return plain(150, 400);
      case 2:
        odd.add("a word longer than a phone's screen");
        return `${made}${script.space || " "}${random.pick(longWords)}`;
      case 3:
        odd.add("text with spaces around it");
        return `  ${made} \n`;
      case 4:
        odd.add("markup-like characters");
        return `${made} ${random.pick(marks)}`;
      case 5:
        odd.add("graphemes of any script");
        return `${made} ${random.graphemes(1, 12)}`;
      default:
        odd.add("Latin words in another script");
        return `Go ${script.space === "" ? "" : "& "}${made} TypeScript`;
    }
  };
  return {
    text,
    plain,
    name: () =>
      random.chance(0.15)
        ? random.pick(script.given)
        : `${random.pick(script.given)} ${random.pick(script.family)}`,
    title: () => `${random.pick(script.family)}${script.space || " "}${plain(1, 3)}`,
    odd,
  };
}
