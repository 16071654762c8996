// How each writing system is set, for the languages whose script needs more
// than the base stack: pipeline/vite-plugins/script-css.ts writes CSS from
// this for the languages a site uses. Font families are the system faces of
// macOS and iOS, Windows, Android and Linux (Noto), never a download; each
// named family a device lacks costs a font lookup in the first layout, which
// is why they are named only for pages (or entries) in that language.

// Line heights and tracking, as Tailwind's theme variables. Only Latin keeps
// the tight tracking of the headings.
const untracked = { "--tracking-tight": "0em" };
const compact = {
  // Chinese, Japanese and Korean fill the em square: more room between lines.
  "line-height": "1.7",
  "--leading-relaxed": "1.85",
  "--leading-snug": "1.5",
  "--text-2xl--line-height": "1.45",
  "--text-4xl--line-height": "1.35",
  "--text-5xl--line-height": "1.3",
  ...untracked,
};
const tall = {
  // Arabic, Devanagari and the scripts of Southeast Asia (Thai, Lao, Khmer,
  // Myanmar) stack marks far above and below the line: at Latin's line
  // height, one line's lower marks touch the next line's tone marks. Letter
  // spacing would break Arabic's joins and Devanagari's headline.
  "line-height": "1.7",
  "--leading-relaxed": "1.9",
  "--leading-snug": "1.55",
  "--text-2xl--line-height": "1.5",
  "--text-4xl--line-height": "1.45",
  "--text-5xl--line-height": "1.4",
  ...untracked,
};

export type ScriptStyle = {
  /** Language tags as CSS :lang() matches them: "zh" matches "zh-TW" too. */
  languages: string[];
  fonts: string[];
  properties: Record<string, string>;
  /**
   * How titles (h1–h3) break, so never inside a word or a name: "auto-phrase"
   * between phrases where the browser knows them (Chromium, for Japanese),
   * else like "keep-all": only at punctuation and spaces.
   */
  titles?: "auto-phrase" | "keep-all";
  /** All text breaks only between space-separated words (Korean). */
  keepWords?: boolean;
};

export const scriptStyles: ScriptStyle[] = [
  {
    languages: ["ja"],
    fonts: ["Hiragino Sans", "Yu Gothic UI", "Meiryo", "Noto Sans CJK JP"],
    properties: compact,
    titles: "auto-phrase",
  },
  {
    languages: ["zh"],
    fonts: ["PingFang SC", "Microsoft YaHei UI", "Noto Sans CJK SC"],
    properties: compact,
    titles: "keep-all",
  },
  {
    languages: ["zh-Hant", "zh-TW", "zh-HK", "zh-MO"],
    fonts: ["PingFang TC", "Microsoft JhengHei UI", "Noto Sans CJK TC"],
    properties: {},
  },
  {
    languages: ["ko"],
    fonts: ["Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR"],
    properties: compact,
    keepWords: true,
  },
  {
    languages: ["ar", "fa", "ur", "ps", "ckb", "sd", "ug"],
    fonts: ["Geeza Pro", "Segoe UI", "Noto Sans Arabic"],
    properties: tall,
  },
  {
    languages: ["hi", "mr", "ne"],
    fonts: ["Kohinoor Devanagari", "Nirmala UI", "Noto Sans Devanagari"],
    properties: tall,
  },
  {
    languages: ["th"],
    fonts: ["Thonburi", "Leelawadee UI", "Noto Sans Thai"],
    properties: tall,
  },
  {
    languages: ["lo"],
    fonts: ["Lao Sangam MN", "Leelawadee UI", "Noto Sans Lao"],
    properties: tall,
  },
  {
    languages: ["km"],
    fonts: ["Khmer Sangam MN", "Khmer UI", "Noto Sans Khmer"],
    properties: tall,
  },
  {
    languages: ["my"],
    fonts: ["Myanmar Sangam MN", "Myanmar Text", "Noto Sans Myanmar"],
    properties: tall,
  },
  {
    languages: ["he", "yi"],
    fonts: ["Segoe UI", "Noto Sans Hebrew"],
    properties: {
      "--text-4xl--line-height": "1.25",
      "--text-5xl--line-height": "1.2",
      ...untracked,
    },
  },
];
