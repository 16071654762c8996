import type { Plugin } from "vite";
import type { Palette } from "../../app/lib/theme/accent.ts";
import { neutrals } from "../../app/lib/theme/neutrals.ts";
import { appCssMarkerPlugin } from "./app-css-marker.ts";

/** The line in app/app.css that the career's styles replace. */
export const careerMarker =
  "/* career styles: written here by pipeline/vite-plugins/career-css.ts */";

// About's timeline (app/components/career/career-timeline.tsx): a line down
// the page's start side with a dot for each entry, mirrored right to left by
// logical properties. Written only for a site with a career, so that every
// other site's CSS, inlined in each page, stays as it was.
const timeline = `@layer components {
  .career-section { @apply mt-12 text-base leading-normal; }
  .career-heading { @apply text-2xl font-bold tracking-tight; }
  .career-list { @apply border-line mt-6 flex flex-col gap-9 border-s-2 ps-6; }
  .career-entry { position: relative; }
  .career-entry::before {
    content: "";
    position: absolute;
    inset-inline-start: calc(-1.5rem - 7px);
    top: 0.4rem;
    @apply bg-accent ring-page size-3 rounded-full ring-4;
  }
  .career-title { @apply text-lg leading-snug font-semibold tracking-tight; }
  .career-place { @apply mt-0.5 flex flex-wrap gap-x-3; }
  .career-link { @apply text-accent underline decoration-1 underline-offset-4 hover:decoration-2; }
  .career-location, .career-when { @apply text-muted; }
  .career-when { @apply mt-1 flex flex-wrap items-center gap-x-3 text-sm; font-variant-numeric: tabular-nums; }
  .career-duration::before {
    content: "";
    @apply bg-line me-3 inline-block size-1 rounded-full align-middle;
  }
  .career-highlights { @apply mt-3 flex flex-col gap-1.5 ps-5 leading-relaxed; list-style: disc; }
  .career-highlights ::marker { @apply text-muted; }
  /* A highlight written the other way from the page keeps its bullet inside the list's
     padding: outside, it would sit past the list's edge. (By the dir each item is given,
     not :dir(), which the CSS minifier rewrites by language, not by direction.) */
  html:not([dir="rtl"]) .career-highlights > li[dir="rtl"],
  html[dir="rtl"] .career-highlights > li[dir="ltr"] {
    list-style-position: inside;
  }
  .career-tech { @apply mt-3 flex flex-wrap gap-2; }
  .career-tech > li { @apply bg-accent-soft text-accent rounded-full px-2.5 py-0.5 font-mono text-xs; }
  .career-upcoming { @apply bg-accent-soft text-accent rounded-full px-2 py-px text-xs font-medium; }
  .career-summary { @apply mt-2 leading-relaxed; }
  .career-links { @apply mt-2 flex flex-wrap gap-x-4 text-sm; }
  .resume-heading { display: none; }
}`;

/**
 * Printing About (the browser's Print, npm run resume:pdf) gives a résumé:
 * the owner's name, job title and contacts first, no header or footer, the
 * light colours whatever the system's setting, each link's address written
 * out, and no entry split across two pages.
 */
function printCss(palette: Palette): string {
  const light = {
    ...neutrals.light,
    accent: palette.light.accent,
    "accent-soft": palette.light.soft,
  };
  const tokens = Object.entries(light).map(([name, value]) => `--color-${name}: ${value};`);
  return `@media print {
  @page { margin: 14mm 16mm; }
  :root { color-scheme: light; ${tokens.join(" ")} }
  html { font-size: 10pt; }
  body > header, body > footer, body > a[href="#content"] { display: none; }
  /* The résumé starts with who and how to reach them; the page's greeting gives way. */
  .resume-heading { display: block; @apply mb-8; }
  .resume-heading + div:has(> h1) { display: none; }
  .resume-name { @apply text-4xl font-bold tracking-tight; }
  .resume-role { @apply mt-1 text-lg font-semibold; }
  .resume-contacts { @apply text-muted mt-2 text-sm; }
  .resume-contacts a { color: inherit; text-decoration: none; }
  main a[href^="http"]:not(.resume-contacts a)::after { content: " (" attr(href) ")"; @apply text-muted text-xs font-normal; }
  /* One column, the portrait small: the timeline takes the page's width. */
  main article > div:has(.career-section) { flex-direction: column; gap: 1.5rem; }
  main article > div:has(.career-section) img { width: 32mm; height: 32mm; }
  .career-link { text-decoration: none; }
  .career-section { @apply mt-8; }
  .career-list { @apply gap-5; }
  .career-entry, .career-heading { break-inside: avoid; }
  .career-heading { break-after: avoid; }
  .career-entry::before { box-shadow: none; print-color-adjust: exact; }
}`;
}

/** The career's CSS for a site with one; nothing otherwise. */
export function careerCss(palette: Palette, career: boolean): string {
  return career ? `${timeline}\n${printCss(palette)}` : "";
}

/** Writes the career's styles into app/app.css before Tailwind reads it. */
export function careerCssPlugin(palette: Palette, career: boolean): Plugin {
  return appCssMarkerPlugin("career-css", careerMarker, careerCss(palette, career));
}
