// Once the app has loaded, the prefetches the intent script started become
// the app's: their data goes to React Router's requests, and the modules of
// their pages are preloaded, for the first intent and every later one.
import { type Manifest, pageModules, preloadModules } from "./module-preload";
import { prefetchedData, prefetchEvent, pageOfData, type PrefetchedData } from "./prefetch-handoff";
import { servePrefetchedData } from "./prefetched-data";

type AppWindow = Window & {
  [prefetchedData]?: PrefetchedData;
  __reactRouterManifest?: Manifest;
  __reactRouterContext?: { basename?: string };
};

/** Takes over the intent script's prefetches; does nothing on a page without it (development). */
export function prefetchOnIntent(win: AppWindow): void {
  const prefetched = win[prefetchedData];
  const manifest = win.__reactRouterManifest;
  if (!prefetched || !manifest) return;
  servePrefetchedData(win, prefetched);
  const doc = win.document;
  const basename = win.__reactRouterContext?.basename ?? "/";
  // The intent script preloaded this page's own modules.
  const loaded = new Set(
    [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href")!,
    ),
  );
  const preload = (data: string) => {
    const page = pageOfData(new URL(data));
    preloadModules(doc, pageModules(manifest, page, basename, loaded), loaded);
  };
  for (const data of prefetched.keys()) preload(data);
  win.addEventListener(prefetchEvent, (event) => preload((event as CustomEvent<string>).detail));
}
