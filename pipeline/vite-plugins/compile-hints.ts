import type { Plugin } from "vite";

/**
 * The magic comment that asks V8 (Chromium 136 and later) to compile every
 * function of a script while the script streams in, on a background thread,
 * instead of each function on the main thread the first time it is called.
 * Every module of the app is fetched on the visitor's intent because its
 * functions are about to run: hydration, then the first client-side
 * navigation, which otherwise spent a throttled phone about 50 ms compiling
 * the code that renders the next page (npm run bench, against astro-paper).
 * Other engines read a comment.
 */
export const compileHint = "//# allFunctionsCalledOnLoad";

/** Starts each of the browser's modules with the hint, after minification (which would drop it). */
export function compileHintsPlugin(): Plugin {
  return {
    name: "portfolio:compile-hints",
    apply: "build",
    configEnvironment: (name) =>
      name === "client"
        ? { build: { rolldownOptions: { output: { postBanner: compileHint } } } }
        : undefined,
  };
}
