import { join, relative, resolve, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type { Content } from "../../app/lib/content/validate-content.ts";
import {
  keepingLastGood,
  recheckInputs,
  staleInputs,
  type Inputs,
} from "../inputs/check-inputs.ts";

const id = "virtual:site-content";
const resolvedId = `\0${id}`;

/**
 * `value` as JavaScript source: plain data only (what JSON holds, and
 * undefined, which JSON would drop), or it throws. Keys keep their order.
 */
export function literal(value: unknown, path = "content"): string {
  if (value === undefined) return "undefined";
  if (value === null || typeof value === "boolean" || typeof value === "string")
    return JSON.stringify(value);
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (Array.isArray(value))
    return `[${Array.from(value, (item, i) => literal(item, `${path}[${i}]`)).join(",")}]`;
  const prototype = typeof value === "object" && Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    const entries = Object.entries(value as object).map(([key, item]) => {
      // A "__proto__" written plainly would set the prototype; computed, it is a key.
      const name = key === "__proto__" ? `[${JSON.stringify(key)}]` : JSON.stringify(key);
      return `${name}:${literal(item, `${path}.${key}`)}`;
    });
    return `{${entries.join(",")}}`;
  }
  throw new Error(`${id} holds plain data only, and ${path} is not (${String(value)})`);
}

/** The source of `virtual:site-content`. */
export const siteContentSource = ({ content, linkDefaults }: Inputs) =>
  `export const content = ${literal(content)};\n` +
  `export const linkDefaults = ${literal(linkDefaults, "linkDefaults")};\n`;

/**
 * `virtual:site-content`: the content the build checked once
 * (pipeline/inputs/check-inputs.ts), for the pages' loaders
 * (app/lib/content/site-content.ts), with content/links.ts as written for
 * the settings' defaults (app/lib/settings/settings.ts). Plain data, so the
 * pages neither read content/ nor validate it again.
 *
 * In `npm run dev`, a change to content/ is read and checked anew: a mistake
 * is said, in the terminal and over the page (Vite's error overlay, without a
 * stack), and the pages keep the last good content; good content replaces
 * the module and reloads the page, or restarts the server when what the
 * other plugins take from it (`shapesBuild`, vite.config.ts) changed.
 */
export function siteContentPlugin(
  inputs: Inputs,
  { mode, shapesBuild }: { mode: string; shapesBuild: (content: Content) => unknown },
  root = process.cwd(),
): Plugin {
  let current = inputs;
  let source: string | undefined;
  return {
    name: "portfolio:site-content",
    resolveId: (name) => (name === id ? resolvedId : undefined),
    load(resolved) {
      if (resolved !== resolvedId) return undefined;
      // Only the loaders, which run at build time, read the content.
      if (this.environment.name === "client")
        this.error(`${id} is for the pages' loaders: the browser's code may not import it`);
      return (source ??= siteContentSource(current));
    },
    configureServer(server) {
      const content = resolve(root, "content");
      const configFiles = new Set(
        server.config.configFileDependencies.map((file) => resolve(file)),
      );
      let pending: NodeJS.Timeout | undefined;
      let postFiles = false;
      const changed = (file: string) => {
        const path = resolve(file);
        // The checks' own code changed: Vite restarts, and they run anew.
        if (configFiles.has(path)) staleInputs();
        const inContent = relative(content, path);
        if (inContent.startsWith("..") || inContent.split(sep)[0] === "schema") return;
        // An image beside a post changes no content, but the post's page shows it made anew.
        if (inContent.split(sep)[0] === "posts") postFiles = true;
        // An editor's save, or npm run import's files, are one change.
        clearTimeout(pending);
        pending = setTimeout(() => reload(server, join("content", inContent)), 50);
      };
      // The mistake the pages show over them (Vite's error overlay), until content/ is good again.
      let showing: string | undefined;
      const overlay = (message: string) => ({
        type: "error" as const,
        err: { message, stack: "" },
      });
      // A page opened or reloaded meanwhile shows it too: Vite tells only the pages open when it was said.
      server.environments.client.hot.on("vite:client:connect", (_data, client) => {
        if (showing) client.send(overlay(showing));
      });
      const reload = (server: ViteDevServer, file: string) => {
        const logger = server.config.logger;
        const { inputs, errors } = recheckInputs(mode, root);
        if (!inputs) {
          const said = keepingLastGood(errors);
          logger.error(said, { timestamp: true });
          // Over the page too, as Vite shows its own errors: the owner's mistake, without a stack.
          server.environments.client.hot.send(overlay(said));
          showing = said;
          return;
        }
        const build = (content: Content) => JSON.stringify(shapesBuild(content));
        const restart = build(inputs.content) !== build(current.content);
        const next = siteContentSource(inputs);
        // A post's body is not in the pages' data: virtual:post-bodies renders it (local-posts.ts).
        const bodies = (posts: Inputs["localPosts"]) => JSON.stringify(posts);
        const newBodies = postFiles || bodies(inputs.localPosts) !== bodies(current.localPosts);
        postFiles = false;
        const shown = showing !== undefined;
        showing = undefined;
        if (!restart && next === source && !newBodies && !shown) return;
        current = inputs;
        source = next;
        if (restart) {
          void server.restart();
          return;
        }
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        // The loaders run again with the new content, and the page reloads.
        server.environments.ssr?.hot.send({ type: "full-reload" });
        server.environments.client.hot.send({ type: "full-reload", path: "*" });
        logger.info(`page reload ${file}`, { timestamp: true });
      };
      server.watcher.add(content);
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, changed);
    },
  };
}
