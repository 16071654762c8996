// Where a Japanese or Chinese title may break, for engines that cannot find
// phrases themselves. Titles in those languages are `word-break: keep-all`
// (auto-phrase in Chromium), and WebKit's keep-all breaks only at spaces and
// <wbr>, never after "、": a title overflowed, then broke inside a name
// ("佐藤美|咲です"). A <wbr> at each phrase boundary gives every engine the
// breaks Chromium finds: after closing punctuation, and where kana that ends
// a phrase (particles, okurigana) meets the kanji or katakana of the next.

const hiragana = /\p{Script=Hiragana}/u;
const closing = /[、。，．！？：；）」』】〕〉》〙〗］｝!?,.:;)\]}]/u;
const phraseStart =
  /[\p{Script=Han}\p{Script=Katakana}（「『【〔〈《〘〖［｛([{\p{Script=Latin}\d]/u;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * `text` in pieces between which a line may break (join them with <wbr>);
 * one piece for text with no Chinese or Japanese in it.
 */
export function phraseBreaks(text: string): string[] {
  if (!cjk.test(text)) return [text];
  const chars = [...text];
  const pieces: string[] = [];
  let piece = "";
  chars.forEach((char, i) => {
    const next = chars[i + 1];
    piece += char;
    const ends = closing.test(char) || hiragana.test(char);
    if (next !== undefined && ends && phraseStart.test(next) && !closing.test(next)) {
      pieces.push(piece);
      piece = "";
    }
  });
  pieces.push(piece);
  return pieces;
}
