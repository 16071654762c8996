import { describe, expect, test } from "vitest";
import {
  shareCardFile,
  shareCardImage,
  sharedShareCards,
  type ShareCardRequest,
} from "./share-card.ts";

const card: ShareCardRequest = {
  title: "Measuring cold starts",
  lang: "en-US",
  name: "Tobi Adeyemi",
  monogram: "TA",
  site: "tobiadeyemi.dev",
  accent: "#2563eb",
};

describe("share cards", () => {
  test("a card's file is named by everything drawn on it, the same in every build", () => {
    expect(shareCardFile(card)).toMatch(/^share-card-[0-9a-f]{16}\.png$/);
    expect(shareCardFile({ ...card })).toBe(shareCardFile(card));
    for (const changed of [
      { title: "Measuring cold starts!" },
      { lang: "ja-JP" },
      { name: "Tobi A." },
      { monogram: "T" },
      { site: "tobi.dev" },
      { accent: "#2563ec" },
    ])
      expect(shareCardFile({ ...card, ...changed }), JSON.stringify(changed)).not.toBe(
        shareCardFile(card),
      );
  });

  test("a page that asks for one gets its image under the site's base path, and the build is told to draw it", () => {
    const image = shareCardImage(card, "/portfolio/");
    const file = shareCardFile(card);
    expect(image).toEqual({
      path: `/portfolio/assets/${file}`,
      width: 1200,
      height: 630,
      type: "image/png",
      alt: "Measuring cold starts",
    });
    expect(sharedShareCards().get(file)).toEqual(card);
  });
});
