import { Fragment } from "react";
import { phraseBreaks } from "../lib/i18n/writing/phrase-breaks";

/** A title's text with a <wbr> between its phrases (app/lib/i18n/writing/phrase-breaks.ts). */
export function Phrases({ text }: { text: string }) {
  const pieces = phraseBreaks(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
