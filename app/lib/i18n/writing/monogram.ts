// The header's monogram: the letters beside the owner's name, or the site's
// icon. By default the first letters of the first two words of the name,
// except in scripts whose letters join: there two initials become a word of
// their own (شیرین رحیمی gives "شر", "evil"), so the default is one letter.

export type Monogram = { letters: string } | { icon: true };

/** The owner's choice in content/owner.ts: one or two letters, or "icon". */
export type MonogramChoice = string | undefined;

const joiningScript =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Adlam}\p{Script=Mandaic}\p{Script=Hanifi_Rohingya}\p{Script=Manichaean}\p{Script=Psalter_Pahlavi}]/u;

const firstGrapheme = (word: string) =>
  new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word)[Symbol.iterator]().next()
    .value?.segment ?? "";

export function monogramOf(name: string, choice: MonogramChoice): Monogram {
  if (choice === "icon") return { icon: true };
  if (choice) return { letters: choice };
  const words = name.trim().split(/\s+/);
  const count = joiningScript.test(name) ? 1 : 2;
  return { letters: words.slice(0, count).map(firstGrapheme).join("") };
}
