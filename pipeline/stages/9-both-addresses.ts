import { copyFileSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Each page at both of its addresses, so that every host answers its own
 * address (the one every link, canonical URL, sitemap entry and feed names:
 * `/blog`, no slash) with 200 and no redirect, and the other (`/blog/`) too.
 *
 * React Router writes a page as `blog/index.html` and its data as
 * `blog.data`. Hosts answer a folder's address without its slash with a
 * redirect to the slash form (GitHub Pages 301, Netlify 301, Cloudflare
 * Pages 308), but serve `blog.html` at `/blog` (slorber/trailing-slash-guide
 * measured each; Cloudflare documents it in "Serving Pages": /contact.html is
 * served at /contact). So the page is also written as `blog.html`. GitHub
 * Pages and Cloudflare Pages still serve `/blog/` from the folder, with 200;
 * there the router asks for the slash form's data, `blog/_.data`
 * (future.v8_trailingSlashAwareDataRequests), which is written too: without
 * it, Back after a click showed "Page not found" on GitHub Pages.
 *
 * Runs last, once every page holds its final bytes; the copies are the same
 * bytes. `clientDir`'s own index.html (the site's root) has one address.
 */
export function writeBothAddresses(clientDir: string): void {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).map((file) =>
    file.split("\\").join("/"),
  );
  const has = (file: string) => existsSync(join(clientDir, file));
  const copy = (from: string, to: string) => {
    if (has(from) && !has(to)) copyFileSync(join(clientDir, from), join(clientDir, to));
  };
  for (const file of files) {
    if (!file.endsWith("/index.html") || file.startsWith("assets/")) continue;
    const page = file.slice(0, -"/index.html".length);
    copy(file, `${page}.html`);
    copy(`${page}.data`, `${page}/_.data`);
    copy(`${page}/_.data`, `${page}.data`);
  }
}
