import { expect, test } from "vitest";
import { type Manifest, pageModules, preloadModules } from "./module-preload";
import { dataUrl, pageOfData } from "./prefetch-handoff";

// The shape of React Router's browser manifest for this site's routes.
const manifest: Manifest = {
  routes: {
    root: { id: "root", path: "", module: "/a/root.js", imports: ["/a/react.js"] },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/a/home.js" },
    "routes/projects": {
      id: "routes/projects",
      parentId: "root",
      path: "projects",
      module: "/a/projects.js",
      imports: ["/a/react.js", "/a/card.js"],
    },
    "routes/fallback": { id: "routes/fallback", parentId: "root", path: "*", module: "/a/f.js" },
  },
};
const loaded = new Set(["/a/root.js", "/a/react.js", "/a/home.js"]);

test("a page's modules are its routes' modules and imports, less those the app has", () => {
  expect(pageModules(manifest, "/projects", "/", loaded)).toEqual(["/a/projects.js", "/a/card.js"]);
  expect(pageModules(manifest, "/", "/", new Set())).toEqual([
    "/a/root.js",
    "/a/react.js",
    "/a/home.js",
  ]);
  expect(pageModules(manifest, "/sub/projects", "/sub/", loaded)).toEqual([
    "/a/projects.js",
    "/a/card.js",
  ]);
  expect(pageModules(manifest, "/elsewhere", "/sub/", loaded)).toEqual([]);
  expect(pageModules(manifest, "/nowhere", "/", loaded)).toEqual(["/a/f.js"]);
});

test("the page of a data URL is the page it was made from", () => {
  for (const page of ["/", "/projects", "/sub/", "/sub/blog"]) {
    expect(pageOfData(dataUrl(new URL(page, "https://you.example")))).toBe(page);
  }
  expect(dataUrl(new URL("https://you.example/blog#top")).href).toBe(
    "https://you.example/blog.data",
  );
});

test("each module is preloaded once", () => {
  const head: { rel: string; href: string }[] = [];
  const doc = {
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link: { rel: string; href: string }) => head.push(link) },
  } as unknown as Document;
  const seen = new Set(["/a/react.js"]);
  preloadModules(doc, ["/a/projects.js", "/a/react.js"], seen);
  preloadModules(doc, ["/a/projects.js", "/a/card.js"], seen);
  expect(head).toEqual([
    { rel: "modulepreload", href: "/a/projects.js" },
    { rel: "modulepreload", href: "/a/card.js" },
  ]);
});
