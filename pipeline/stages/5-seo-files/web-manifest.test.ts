import { expect, test } from "vitest";
import { themeColors } from "../../../app/lib/theme/neutrals.ts";
import { webManifest } from "./web-manifest.ts";

const site = { name: "Ada Lovelace-Byron", description: "About Ada.", language: "en-GB" };

test("names, colours and scope follow the site and its base path", () => {
  const manifest = webManifest(site, "/portfolio/");
  expect(manifest).toMatchObject({
    name: "Ada Lovelace-Byron",
    short_name: "Ada",
    description: "About Ada.",
    lang: "en-GB",
    start_url: "/portfolio/",
    scope: "/portfolio/",
    theme_color: themeColors.light,
    background_color: themeColors.light,
  });
  expect(webManifest({ ...site, name: "Tobi Adeyemi" }, "/").short_name).toBe("Tobi Adeyemi");
});

test("lists the generated icons with their sizes, under the base path", () => {
  const icons = webManifest(site, "/p/").icons as Record<string, string>[];
  expect(icons.map((icon) => [icon.src, icon.sizes])).toEqual([
    ["/p/favicon.svg", "any"],
    ["/p/favicon-32.png", "32x32"],
    ["/p/apple-touch-icon.png", "180x180"],
    ["/p/icon-512.png", "512x512"],
    ["/p/icon-512.png", "512x512"],
  ]);
  expect(icons.at(-1)?.purpose).toBe("maskable");
});

test("another language's manifest scopes its folder and names the site's one copy of the icons", () => {
  const manifest = webManifest({ ...site, language: "ja-JP" }, "/p/ja/", "/p/");
  expect(manifest).toMatchObject({ id: "/p/ja/", start_url: "/p/ja/", scope: "/p/ja/" });
  const icons = manifest.icons as Record<string, string>[];
  expect(icons.map((icon) => icon.src)).toEqual([
    "/p/favicon.svg",
    "/p/favicon-32.png",
    "/p/apple-touch-icon.png",
    "/p/icon-512.png",
    "/p/icon-512.png",
  ]);
});

test("a right-to-left language says so; a left-to-right one leaves the default", () => {
  expect(webManifest({ ...site, language: "ar-EG" }, "/")).toMatchObject({
    lang: "ar-EG",
    dir: "rtl",
  });
  expect(webManifest(site, "/")).not.toHaveProperty("dir");
});
