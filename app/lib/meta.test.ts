import type { MetaDescriptor } from "react-router";
import { describe, expect, test } from "vitest";
import { buildMeta, buildTitle, type SiteMeta } from "./meta";

const site: SiteMeta = {
  ownerName: "Tobi Adeyemi",
  defaultDescription: "Default description of the site.",
  imagePath: "/assets/headshot-1a2b.jpg",
  baseUrl: "https://tobiadeyemi.dev",
};

function content(meta: MetaDescriptor[], key: "name" | "property", value: string): unknown[] {
  return meta
    .filter((m) => (m as Record<string, unknown>)[key] === value)
    .map((m) => (m as { content?: unknown }).content);
}

function only(meta: MetaDescriptor[], key: "name" | "property", value: string): string {
  const found = content(meta, key, value);
  expect(found, `exactly one ${key}="${value}"`).toHaveLength(1);
  expect(typeof found[0]).toBe("string");
  return found[0] as string;
}

function titles(meta: MetaDescriptor[]): unknown[] {
  return meta.filter((m) => "title" in m).map((m) => (m as { title: unknown }).title);
}

describe("buildTitle", () => {
  test("with a page title: '{page title} | {owner name}'", () => {
    expect(buildTitle("Tobi Adeyemi", "Blog")).toBe("Blog | Tobi Adeyemi");
    expect(buildTitle("Tobi Adeyemi", "About Me")).toBe("About Me | Tobi Adeyemi");
  });

  test("without a page title: only the owner name", () => {
    expect(buildTitle("Tobi Adeyemi")).toBe("Tobi Adeyemi");
    expect(buildTitle("Tobi Adeyemi", undefined)).toBe("Tobi Adeyemi");
  });

  test("an empty page title counts as none", () => {
    expect(buildTitle("Tobi Adeyemi", "")).toBe("Tobi Adeyemi");
  });
});

describe("buildMeta", () => {
  test("a page with a title and description", () => {
    const meta = buildMeta(site, { title: "Projects", description: "All my projects." });
    expect(titles(meta)).toEqual(["Projects | Tobi Adeyemi"]);
    expect(only(meta, "name", "description")).toBe("All my projects.");
    expect(only(meta, "property", "og:title")).toBe("Projects | Tobi Adeyemi");
    expect(only(meta, "property", "og:description")).toBe("All my projects.");
    expect(only(meta, "property", "og:image")).toBe(
      "https://tobiadeyemi.dev/assets/headshot-1a2b.jpg",
    );
  });

  test("a page without title (Home): the title is just the owner name", () => {
    const meta = buildMeta(site, {});
    expect(titles(meta)).toEqual(["Tobi Adeyemi"]);
    expect(only(meta, "property", "og:title")).toBe("Tobi Adeyemi");
  });

  test("the default description is used when the page gives none", () => {
    const meta = buildMeta(site, { title: "Blog" });
    expect(only(meta, "name", "description")).toBe("Default description of the site.");
    expect(only(meta, "property", "og:description")).toBe("Default description of the site.");
  });

  test("og:title, og:description and og:image are all present", () => {
    const meta = buildMeta(site, { title: "Blog" });
    for (const property of ["og:title", "og:description", "og:image"]) {
      expect(only(meta, "property", property)).not.toBe("");
    }
  });

  test("og:image is absolute and resolved against the base URL when there is no origin", () => {
    const image = only(buildMeta(site, {}), "property", "og:image");
    const url = new URL(image); // throws if not absolute
    expect(url.origin).toBe("https://tobiadeyemi.dev");
    expect(url.pathname).toBe("/assets/headshot-1a2b.jpg");
    expect(image).toBe("https://tobiadeyemi.dev/assets/headshot-1a2b.jpg");
  });

  test("og:image is resolved against the given origin when there is one", () => {
    const meta = buildMeta(site, { title: "Blog" }, "http://localhost:5173");
    expect(only(meta, "property", "og:image")).toBe(
      "http://localhost:5173/assets/headshot-1a2b.jpg",
    );
  });

  test("og:image is resolved against another deployment's origin", () => {
    const meta = buildMeta(site, {}, "https://preview.example.net");
    expect(only(meta, "property", "og:image")).toBe(
      "https://preview.example.net/assets/headshot-1a2b.jpg",
    );
  });

  test("an image path under a base path keeps it", () => {
    const underBase = {
      ...site,
      imagePath: "/portfolio/assets/headshot-1a2b.jpg",
      baseUrl: "https://user.github.io",
    };
    expect(only(buildMeta(underBase, {}), "property", "og:image")).toBe(
      "https://user.github.io/portfolio/assets/headshot-1a2b.jpg",
    );
    expect(only(buildMeta(underBase, {}, "https://user.github.io"), "property", "og:image")).toBe(
      "https://user.github.io/portfolio/assets/headshot-1a2b.jpg",
    );
  });

  test("an image path that is already absolute is kept", () => {
    const cdn = { ...site, imagePath: "https://cdn.example.com/headshot.jpg" };
    expect(only(buildMeta(cdn, {}, "http://localhost:5173"), "property", "og:image")).toBe(
      "https://cdn.example.com/headshot.jpg",
    );
  });

  test("without site data only the page title is given", () => {
    expect(buildMeta(undefined, { title: "Blog", description: "x" })).toEqual([{ title: "Blog" }]);
    expect(buildMeta(undefined, {})).toEqual([{ title: "" }]);
  });
});
