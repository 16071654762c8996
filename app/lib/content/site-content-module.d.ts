// What pipeline/vite-plugins/site-content.ts provides at build time: the
// content pipeline/inputs/check-inputs.ts checked, as plain data.

declare module "virtual:site-content" {
  /** The content of this build's language, validated (app/lib/content/validate-content.ts). */
  export const content: import("./validate-content").Content;
  /** content/links.ts as written: the defaults of five settings (app/lib/settings/settings.ts). */
  export const linkDefaults: import("../settings/settings-schema").LinkDefaults;
}
