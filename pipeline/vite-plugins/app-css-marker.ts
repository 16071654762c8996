import type { Plugin } from "vite";

/**
 * A plugin that writes `css` into app/app.css in place of its `marker` line,
 * before Tailwind reads the stylesheet: how the build puts what it knows of
 * the content (the theme's colours, the site's scripts) into the CSS.
 */
export function appCssMarkerPlugin(name: string, marker: string, css: string): Plugin {
  return {
    name: `portfolio:${name}`,
    enforce: "pre",
    transform(code, id) {
      const [path, query] = id.split("?");
      // "?url" is a JavaScript stub that imports the stylesheet again as CSS.
      if (!path!.endsWith("/app/app.css") || query === "url") return undefined;
      if (!code.includes(marker)) throw new Error(`app/app.css must contain the line ${marker}`);
      return { code: code.replace(marker, css), map: null };
    },
  };
}
