import { en } from "../../app/lib/i18n/dictionaries/en";
import { sitePages } from "../../app/lib/pages/site-pages";
import { readFileSync } from "node:fs";
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { address } from "../fixtures/odd-content";
import { sample } from "./sites/sample-site";

// Renders page components to static HTML the way the prerender does, inside
// the built site's own document shell: the <head> styles (inlined or linked),
// the <body> and <main> attributes, so the page looks as the real one would.

type Shell = { styles: string; body: string; main: string };

/** The styles and layout attributes of a page of the real build. */
export function builtShell(file: string): Shell {
  const html = readFileSync(file, "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  const styles = [
    ...head.matchAll(/<style[^>]*>[\s\S]*?<\/style>|<link [^>]*rel="stylesheet"[^>]*>/g),
  ].map((m) => m[0]);
  const body = /<body[^>]*>/.exec(html)?.[0];
  const main = /<main[^>]*>/.exec(html)?.[0];
  if (!body || !main || styles.length === 0) throw new Error(`${file} has no styles or layout`);
  return { styles: styles.join(""), body, main };
}

/** A whole document: header, the page in <main>, footer, at `path` for the router. */
export function renderDocument(
  shell: Shell,
  path: string,
  parts: { header: ReactNode; page: ReactNode; footer: ReactNode },
): string {
  const markup = (node: ReactNode) =>
    renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, node));
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Odd content ${path}</title>${shell.styles}</head>`,
    shell.body,
    markup(parts.header),
    `${shell.main}${markup(parts.page)}</main>`,
    markup(parts.footer),
    "</body></html>",
  ].join("");
}

/** A route module's component with the data its loader returned. */
export function routeElement(component: unknown, loaderData: unknown): ReactNode {
  return createElement(component as ComponentType<{ loaderData: unknown }>, { loaderData });
}

/** Every page of the site rendered from the given content. */
export async function renderSite<T extends object>(
  state: T,
  content: T,
  baseURL: string,
): Promise<Record<string, string>> {
  // The test's mock of virtual:site-content validates `state`; reset so the
  // pages' content module (app/lib/content/site-content.ts) reads it anew.
  Object.assign(state, structuredClone(content));
  vi.resetModules();
  const { site, words } = await import("../../app/lib/content/site-content");
  const { LabelsProvider } = await import("../../app/components/labels");
  const { settings } = await import("../../app/lib/settings/settings");
  const { socialLinks } = await import("../../app/lib/profiles/social-links");
  const { SiteHeader } = await import("../../app/components/layout/site-header");
  const { monogramOf } = await import("../../app/lib/i18n/writing/monogram");
  const { SiteFooter } = await import("../../app/components/layout/site-footer");
  const shell = builtShell(`${sample().client}/index.html`);
  const documents: Record<string, string> = {};
  for (const { path, module } of sitePages) {
    const route = (await import(`../../app/${module}`)) as {
      loader: (args: never) => unknown;
      default: unknown;
    };
    const url = new URL(path, baseURL);
    const data = await route.loader({
      request: new Request(url),
      url,
      params: {},
      context: {},
    } as never);
    documents[path] = renderDocument(shell, path, {
      header: createElement(
        LabelsProvider,
        { value: words.shared },
        createElement(SiteHeader, {
          ownerName: site.name,
          monogram: monogramOf(site.name, site.monogram),
          iconUrl: "",
          themeSwitch: false,
          languages: false,
        }),
      ),
      page: routeElement(route.default, data),
      footer: createElement(SiteFooter, {
        links: socialLinks(settings, en),
        address,
        ownerName: site.name,
        year: "2025",
      }),
    });
  }
  return documents;
}
