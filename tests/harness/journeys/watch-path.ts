/** Where the journey's watcher script is served (watch-proxy.ts), on the site's own origin. */
export const watchPath = "/__journey-watch.js";
