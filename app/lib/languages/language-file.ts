/**
 * The copy of one of the owner's files (content/files/) for a language of
 * the site: its name with the language's folder before the extension
 * ("resume.pdf" → "resume.ja.pdf"); the file itself for the default language
 * (`prefix` ""). npm run resume:pdf prints each language's résumé so.
 */
export const languageFile = (file: string, prefix: string) =>
  prefix ? file.replace(/(\.[^.]+)?$/, (extension) => `.${prefix}${extension}`) : file;
