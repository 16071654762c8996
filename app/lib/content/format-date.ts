const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date in the long form of a language, the same on every machine
 * and in every time zone: "2025-02-24" → "February 24, 2025" in "en-US",
 * "24 de fevereiro de 2025" in "pt-BR".
 */
export function formatDate(isoDate: string, languageTag = "en-US"): string {
  let format = formats.get(languageTag);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, { dateStyle: "long", timeZone: "UTC" });
    formats.set(languageTag, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
