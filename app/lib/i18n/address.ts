// The owner's address: one line as they write it ("Lagos, Nigeria",
// "大阪、日本", "القاهرة، مصر"), or a city and a country apart.

/** What people put between city and country: a comma in Latin, Japanese, Arabic or Chinese. */
const separator = /\s*[,、،，]\s*/;

/** The city (the first part) and the country (the last) of an address line. */
export function splitAddress(line: string): { city?: string; country?: string } {
  const parts = line
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
  return { city: parts[0], country: parts.length > 1 ? parts.at(-1) : undefined };
}

/** One line from a city and a country, joined as their script joins them. */
export function addressLine(city?: string, country?: string): string {
  const parts = [city, country].filter((part): part is string => Boolean(part));
  const text = parts.join("");
  const join = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)
    ? "、"
    : /\p{Script=Arabic}/u.test(text)
      ? "، "
      : ", ";
  return parts.join(join);
}

type AddressFields = { address?: string; city?: string; country?: string };

/**
 * The address line a page shows: its language's line from content/links.ts
 * (or content/languages.ts), unless VITE_ADDRESS set another, which every
 * language then shows as written.
 */
export function shownAddress(setting: string, defaults: AddressFields, links: AddressFields) {
  const fromContent =
    setting === (defaults.address ?? addressLine(defaults.city, defaults.country));
  return {
    fromContent,
    line: fromContent ? (links.address ?? addressLine(links.city, links.country)) : setting,
  };
}
