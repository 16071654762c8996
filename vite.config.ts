import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import type { Content } from "./app/lib/content/validate-content.ts";
import { checkInputs } from "./pipeline/inputs/check-inputs.ts";
import { buildSiteBasePath } from "./app/lib/languages/site-languages.ts";
import { languageTag } from "./app/lib/metadata/site-urls.ts";
import { hasCareer } from "./app/lib/career/career-order.ts";
import { careerCssPlugin } from "./pipeline/vite-plugins/career-css.ts";
import { compileHintsPlugin } from "./pipeline/vite-plugins/compile-hints.ts";
import { contentImagesPlugin } from "./pipeline/vite-plugins/content-images.ts";
import { languagesPlugin } from "./pipeline/vite-plugins/languages.ts";
import {
  postBodiesPlugin,
  postLinksPlugin,
  postsCssPlugin,
} from "./pipeline/vite-plugins/local-posts.ts";
import { searchModulesPlugin } from "./pipeline/vite-plugins/search-modules.ts";
import { hasSignal, projectSignalCssPlugin } from "./pipeline/vite-plugins/project-signal-css.ts";
import { reactRouterProductionPlugin } from "./pipeline/vite-plugins/react-router-production.ts";
import { scriptCssPlugin } from "./pipeline/vite-plugins/script-css.ts";
import { siteContentPlugin } from "./pipeline/vite-plugins/site-content.ts";
import { themeCssPlugin } from "./pipeline/vite-plugins/theme-css.ts";

/**
 * What the plugins below take from the content, beyond the pages' own data:
 * in `npm run dev`, a change to it restarts the server (site-content.ts).
 */
const shapesBuild = (content: Content) => ({
  palette: content.palette,
  themeSwitch: content.themeSwitch,
  multilingual: content.languages.length > 1,
  // The site's language and those of posts in another: each script's type.
  scripts: [
    languageTag(content.owner.locale),
    ...content.posts.flatMap((post) => (post.lang ? [post.lang] : [])),
  ],
  projectSignal: hasSignal(content.projects),
  career: hasCareer(content.experience),
  // The posts written on the site: their route, pages and styles.
  localPosts: content.posts.flatMap((post) => (post.local ? [post.local.slug] : [])),
  // Whether posts carry tags: their links' styles (app/posts.css), with the tags' pages.
  tagged: content.posts.some((post) => (post.tags ?? []).length > 0),
  images: {
    portraits: [content.owner.headshot],
    thumbnails: content.posts.flatMap((post) => post.thumbnail ?? []),
    // A post without an image shows one drawn in the accent colours.
    drawnThumbnail: content.posts.some((post) => !post.thumbnail) ? content.palette : undefined,
  },
});

export default defineConfig(({ mode }) => {
  // Settings and content are checked before anything is built, once a process.
  const inputs = checkInputs(mode);
  const build = shapesBuild(inputs.content);
  return {
    // The site's base path, for every language: each language's pages are
    // under its folder (React Router's basename, react-router.config.ts), and
    // all of them load the one copy of the assets in the site's assets/.
    base: buildSiteBasePath(inputs.settings, inputs.content.languages),
    // Where another language's pages are, its folder: their manifest's (app/lib/settings/language-base-path.ts).
    define: {
      "import.meta.env.PAGES_BASE_PATH": inputs.settings.language
        ? JSON.stringify(inputs.settings.basePath)
        : "undefined",
    },
    // A build prints warnings, never per-file listings (pipeline/build.ts sums it up).
    logLevel: mode === "production" ? "warn" : "info",
    // Rolldown's report of slow plugins is for plugin authors, not the owner.
    build: { rolldownOptions: { checks: { bundlerTimings: false } } },
    plugins: [
      // The checked content, for the pages' loaders.
      siteContentPlugin(inputs, { mode, shapesBuild }),
      // Each local post's body, rendered once, for the prerendered pages alone.
      postBodiesPlugin(inputs),
      themeCssPlugin(build.palette, build.themeSwitch),
      scriptCssPlugin(build.scripts),
      // Stars, forks, updated, archived: their styles only when a project shows them.
      projectSignalCssPlugin(build.projectSignal),
      // The styles of About's timeline and printed résumé, only for a site with a career.
      careerCssPlugin(build.palette, build.career),
      // The switcher's styles, only in several languages.
      languagesPlugin(build.multilingual),
      // The posts' layout and the code's colours, only for a site with a local post or tags.
      postsCssPlugin(build.localPosts.length > 0 || build.tagged),
      // A local post's card opens its page in the same tab.
      postLinksPlugin(build.localPosts.length > 0),
      // The header's search box and the Blog's link to the archive, only in such a site.
      searchModulesPlugin(build.localPosts.length > 0),
      tailwindcss(),
      contentImagesPlugin(build.images),
      reactRouter(),
      reactRouterProductionPlugin(),
      compileHintsPlugin(),
    ],
  };
});
