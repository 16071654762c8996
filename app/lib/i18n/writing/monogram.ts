// The header's monogram: the letters beside the owner's name, or the site's
// icon. By default the first letters of the first two words of the name,
// except in scripts whose letters join: there two initials become a word of
// their own (شیرین رحیمی gives "شر", "evil"), so the default is one letter.
// So it is in Thai, Lao, Khmer and Myanmar, where initials are not a custom
// and two read as an abbreviation ("พศ" is the Buddhist era's). A word's
// first letter is its first consonant: a vowel written before it (Thai
// "เ", Lao "ເ"), its vowel signs and tone marks, or a stray mark are not.

export type Monogram = { letters: string } | { icon: true };

/** The owner's choice in content/owner.ts: one or two letters, or "icon". */
export type MonogramChoice = string | undefined;

const joiningScript =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Adlam}\p{Script=Mandaic}\p{Script=Hanifi_Rohingya}\p{Script=Manichaean}\p{Script=Psalter_Pahlavi}]/u;

const oneLetterScript = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Vowels written before their consonant (Thai, Lao, Tai Viet), and marks with no letter. */
const notInitial = /^[\p{Logical_Order_Exception}\p{M}]+/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

const firstGrapheme = (word: string) => {
  const [first] = graphemes.segment(word.replace(notInitial, "") || word);
  return first?.segment ?? "";
};

export function monogramOf(name: string, choice: MonogramChoice): Monogram {
  if (choice === "icon") return { icon: true };
  if (choice) return { letters: choice };
  const words = name.trim().split(/\s+/);
  // The consonant alone: its vowel signs and tone marks are not part of an initial.
  if (oneLetterScript.test(name))
    return {
      letters: /\p{L}/u.exec(words[0]!.replace(notInitial, ""))?.[0] ?? firstGrapheme(name),
    };
  const count = joiningScript.test(name) ? 1 : 2;
  return { letters: words.slice(0, count).map(firstGrapheme).join("") };
}
