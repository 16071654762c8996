import type { Parent, PhrasingContent, Root } from "mdast";

// Emphasis beside CJK comes home as an owner can edit it. CommonMark opens and
// closes emphasis by what stands on either side of its marker: "_" never opens
// inside a word, so Markdown written with it needs character references next
// to CJK text (这&#x662F;_强调_&#x7684;). The article is written with "*", which
// works between letters (这是*强调*的); and where the emphasis begins or ends
// with punctuation right beside a letter (是**「强调」**的), which no marker can
// open or close, that punctuation moves just outside it (是「**强调**」的): the
// same words emphasized, the same text, and no character reference.

type Side = "space" | "punctuation" | "letter";
/** How CommonMark classes a character beside a marker (the start or end of a line is a space). */
function side(character: string | undefined): Side {
  if (character === undefined || /\s/u.test(character)) return "space";
  return /[\p{P}\p{S}]/u.test(character) ? "punctuation" : "letter";
}
const lastOf = (value: string) => Array.from(value).at(-1);
const leading = /^[\p{P}\p{S}]+/u;
const trailing = /[\p{P}\p{S}]+$/u;

function fit(children: PhrasingContent[], index: number) {
  const node = children[index]!;
  if (node.type !== "emphasis" && node.type !== "strong") return;
  const before = children[index - 1];
  const first = node.children[0];
  if (
    before?.type === "text" &&
    first?.type === "text" &&
    side(lastOf(before.value)) === "letter"
  ) {
    const moved = leading.exec(first.value)?.[0];
    if (moved && side(Array.from(first.value.slice(moved.length))[0]) === "letter") {
      first.value = first.value.slice(moved.length);
      before.value += moved;
    }
  }
  const after = children[index + 1];
  const last = node.children.at(-1);
  if (
    after?.type === "text" &&
    last?.type === "text" &&
    side(Array.from(after.value)[0]) === "letter"
  ) {
    const moved = trailing.exec(last.value)?.[0];
    if (moved && side(lastOf(last.value.slice(0, -moved.length))) === "letter") {
      last.value = last.value.slice(0, -moved.length);
      after.value = moved + after.value;
    }
  }
}

/** Every emphasis and strong of `tree` fitted so "*" opens and closes it (see above). */
export function fitEmphasis(tree: Root) {
  const walk = (parent: Parent) => {
    for (const child of parent.children) if ("children" in child) walk(child);
    const phrasing = parent.children as PhrasingContent[];
    for (let index = 0; index < phrasing.length; index++) fit(phrasing, index);
  };
  walk(tree);
}
