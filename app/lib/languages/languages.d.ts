// What pipeline/vite-plugins/languages.ts provides at build time.

/** Whether the site is in more than one language (content/languages.ts). */
declare const __LANGUAGES__: boolean;
