import type { Page } from "playwright-core";
import { en } from "../../../app/lib/i18n/dictionaries/en";
import type { Dictionary } from "../../../app/lib/i18n/dictionary";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A label as a pattern: {count} matches a number, other placeholders any words; whole words only. */
function pattern(label: string): RegExp {
  const body = label
    .split(/(\{\w+\})/)
    .map((part) =>
      part === "{count}" ? "\\p{N}[\\p{N},.\\s]*" : /^\{\w+\}$/.test(part) ? ".+?" : escape(part),
    )
    .join("");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "u");
}

/**
 * The English dictionary's labels that a page in another language must not
 * show: every one its own dictionary words differently ("Blog" may be the
 * same word in German). Taken from the dictionary, not written out by hand.
 */
export function englishLabels(own: Dictionary): { name: string; pattern: RegExp }[] {
  return (Object.keys(en) as (keyof Dictionary)[]).flatMap((name) => {
    const english = en[name];
    const theirs = own[name];
    // A label of placeholders and punctuation only ("{start} – {end}") has no English to find.
    if (typeof english === "string" && !/\p{L}/u.test(english.replace(/\{\w+\}/g, ""))) return [];
    if (typeof english === "string")
      return english === theirs ? [] : [{ name, pattern: pattern(english) }];
    return Object.values(english).map((form) => ({ name, pattern: pattern(form) }));
  });
}

/** The names of the English labels found in `text`, each with what matched. */
export function englishIn(text: string, own: Dictionary): string[] {
  return englishLabels(own).flatMap(({ name, pattern: p }) => {
    const found = p.exec(text);
    return found ? [`${name}: "${found[0]}"`] : [];
  });
}

/**
 * Everything a page says to a visitor or a screen reader: its text (hidden
 * words too), title, accessible names, alt texts and its feeds' titles.
 */
export function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = (name: string) =>
      [...document.querySelectorAll(`[${name}]`)].map((el) => el.getAttribute(name) ?? "");
    return [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll(".sr-only")].map((el) => el.textContent ?? ""),
      ...attributes("aria-label"),
      ...attributes("alt"),
      ...[...document.querySelectorAll("link[title]")].map((el) => el.getAttribute("title") ?? ""),
    ].join("\n");
  });
}
