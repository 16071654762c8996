// What pipeline/vite-plugins/header-nav.ts provides at build time.

/** app/components/layout/theme-switch.tsx with the switch on; a stub that shows nothing without. */
declare module "virtual:theme-switch" {
  export const ThemeSwitch: () => import("react").ReactNode;
}
