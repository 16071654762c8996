import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import type { ShareCardRequest } from "../../app/lib/metadata/share-card.ts";
import { writeShareCards } from "./write-share-cards.ts";

const dir = mkdtempSync(join(tmpdir(), "write-share-cards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const card = (title: string): ShareCardRequest => ({
  title,
  lang: "en-US",
  name: "Tobi Adeyemi",
  monogram: "TA",
  site: "tobiadeyemi.dev",
  accent: "#2563eb",
});
const cards = new Map([
  ["share-card-a.png", card("Measuring cold starts")],
  ["share-card-b.png", card("Notes on retries")],
]);

describe("writeShareCards", () => {
  test("draws each card a page asked for into assets/; the next build takes them from the cache", async () => {
    const cache = join(dir, "cache");
    const first = join(dir, "first");
    expect(await writeShareCards(first, "/", cards, cache)).toBe(2);
    expect(readdirSync(join(first, "assets")).sort()).toEqual([
      "share-card-a.png",
      "share-card-b.png",
    ]);
    const second = join(dir, "second");
    const changed = new Map([...cards, ["share-card-c.png", card("A third post")]]);
    // Only the new card is drawn: a rebuild of many posts draws what changed.
    expect(await writeShareCards(second, "/", changed, cache)).toBe(1);
    expect(readdirSync(join(second, "assets"))).toHaveLength(3);
  });

  test("a card with the headshot reads it from the build, under the site's base path", async () => {
    const client = join(dir, "headshot");
    mkdirSync(join(client, "assets"), { recursive: true });
    const headshot = await sharp({
      create: { width: 80, height: 80, channels: 3, background: "#f00" },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(join(client, "assets", "headshot-1a2b.jpg"), headshot);
    const withHeadshot = new Map([
      [
        "share-card-h.png",
        { ...card("Hello"), monogram: undefined, headshot: "/portfolio/assets/headshot-1a2b.jpg" },
      ],
    ]);
    expect(await writeShareCards(client, "/portfolio/", withHeadshot, join(dir, "cache"))).toBe(1);
    expect(existsSync(join(client, "assets", "share-card-h.png"))).toBe(true);
  });

  test("a build whose pages asked for none writes nothing", async () => {
    const client = join(dir, "none");
    expect(await writeShareCards(client, "/", new Map(), join(dir, "cache"))).toBe(0);
    expect(existsSync(client)).toBe(false);
  });
});
