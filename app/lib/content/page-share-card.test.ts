import { beforeEach, describe, expect, test, vi } from "vitest";

const settings = vi.hoisted(() => ({
  basePath: "/portfolio/",
  baseUrl: "https://tobiadeyemi.dev",
  shareCards: false,
}));
vi.mock("../settings/settings.ts", () => ({ settings }));
vi.mock("./site-content.ts", () => ({
  site: { name: "Tobi Adeyemi", locale: "en_US", headshot: "me.jpg" },
  language: { locale: "en_US", prefix: "" },
  palette: { light: { accent: "#2563eb" } },
  previewImage: () => "/portfolio/assets/me-1a2b.jpg",
}));

const { pageShareCard, sitePageShareCard } = await import("./page-share-card.ts");
const { sharedShareCards } = await import("../metadata/share-card.ts");

describe("a page's share card", () => {
  beforeEach(() => {
    settings.shareCards = false;
  });

  test("a post's: its title in its language, the owner's name and monogram, the accent, the site's host", () => {
    const image = pageShareCard("Notes on retries", "pt-BR");
    expect(image.path).toMatch(/^\/portfolio\/assets\/share-card-[0-9a-f]{16}\.png$/);
    expect(sharedShareCards().get(image.path.split("/").at(-1)!)).toEqual({
      title: "Notes on retries",
      lang: "pt-BR",
      name: "Tobi Adeyemi",
      monogram: "TA",
      site: "tobiadeyemi.dev",
      accent: "#2563eb",
    });
  });

  test("the site's own pages keep the headshot unless the owner turns cards on", () => {
    expect(sitePageShareCard("Blog")).toBeUndefined();
    settings.shareCards = true;
    expect(sitePageShareCard("Blog")?.alt).toBe("Blog");
  });
});
