import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { checkInputs } from "./pipeline/inputs/check-inputs.ts";
import { languageTag } from "./app/lib/metadata/site-urls.ts";
import { hasCareer } from "./app/lib/career/career-order.ts";
import { careerCssPlugin } from "./pipeline/vite-plugins/career-css.ts";
import { careerModulePlugin } from "./pipeline/vite-plugins/career-module.ts";
import { compileHintsPlugin } from "./pipeline/vite-plugins/compile-hints.ts";
import { contentImagesPlugin } from "./pipeline/vite-plugins/content-images.ts";
import { headerNavPlugin } from "./pipeline/vite-plugins/header-nav.ts";
import { languagesPlugin } from "./pipeline/vite-plugins/languages.ts";
import { projectSignalCssPlugin } from "./pipeline/vite-plugins/project-signal-css.ts";
import { reactRouterProductionPlugin } from "./pipeline/vite-plugins/react-router-production.ts";
import { scriptCssPlugin } from "./pipeline/vite-plugins/script-css.ts";
import { themeCssPlugin } from "./pipeline/vite-plugins/theme-css.ts";

export default defineConfig(({ mode }) => {
  // Settings and content are checked before anything is built.
  const { settings, content } = checkInputs(mode);
  const career = hasCareer(content.experience);
  return {
    base: settings.basePath,
    // A build prints warnings, never per-file listings (pipeline/build.ts sums it up).
    logLevel: mode === "production" ? "warn" : "info",
    // Rolldown's report of slow plugins is for plugin authors, not the owner.
    build: { rolldownOptions: { checks: { bundlerTimings: false } } },
    plugins: [
      themeCssPlugin(content.palette, content.themeSwitch),
      headerNavPlugin({
        themeSwitch: content.themeSwitch,
        languages: content.languages.length > 1,
      }),
      // The site's language and those of posts in another: each script's type.
      scriptCssPlugin([
        languageTag(content.owner.locale),
        ...content.posts.flatMap((post) => (post.lang ? [post.lang] : [])),
      ]),
      // Stars, forks, updated, archived: their styles only when a project shows them.
      projectSignalCssPlugin(content.projects),
      // About's timeline and printed résumé, only for a site with a career.
      careerCssPlugin(content.palette, career),
      careerModulePlugin(career),
      // The switcher, hreflang links and marks of untranslated words, only in several languages.
      languagesPlugin(content.languages.length > 1),
      tailwindcss(),
      contentImagesPlugin({
        portraits: [content.owner.headshot],
        thumbnails: content.posts.flatMap((post) => post.thumbnail ?? []),
        // A post without an image shows one drawn in the accent colours.
        drawnThumbnail: content.posts.some((post) => !post.thumbnail) ? content.palette : undefined,
      }),
      reactRouter(),
      reactRouterProductionPlugin(),
      compileHintsPlugin(),
    ],
  };
});
