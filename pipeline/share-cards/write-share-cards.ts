import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { sharedShareCards, type ShareCardRequest } from "../../app/lib/metadata/share-card.ts";
import { defaultShareCardCacheDir, ShareCardCache } from "./card-cache.ts";
import { fontVersions } from "./card-fonts.ts";
import { drawShareCard } from "./draw-card.ts";

/** Anything that changes how a card is drawn, besides what it shows. */
const drawer = () =>
  `${fontVersions()} sharp ${sharp.versions.sharp ?? ""} vips ${sharp.versions.vips} pango ${sharp.versions.pango ?? ""}`;

/**
 * Draws the share card each prerendered page asked for (share-card.ts) into
 * the build's assets/, or takes it from the cache. A headshot is read from
 * the build, where Vite wrote it (`siteBasePath` is where assets/ is served).
 * Returns how many were drawn (the rest came from the cache).
 */
export async function writeShareCards(
  clientDir: string,
  siteBasePath: string,
  cards: ReadonlyMap<string, ShareCardRequest> = sharedShareCards(),
  cacheDir = resolve(process.env.SHARE_CARD_CACHE_DIR ?? defaultShareCardCacheDir),
): Promise<number> {
  if (cards.size === 0) return 0;
  const cache = new ShareCardCache(cacheDir);
  const version = drawer();
  const assets = join(clientDir, "assets");
  mkdirSync(assets, { recursive: true });
  let drawn = 0;
  for (const [file, card] of cards) {
    const target = join(assets, file);
    if (existsSync(target)) continue;
    const headshot = card.headshot
      ? readFileSync(join(clientDir, card.headshot.slice(siteBasePath.length)))
      : undefined;
    const key = createHash("sha256")
      .update(JSON.stringify([card, version]))
      .update(headshot ?? "")
      .digest("hex")
      .slice(0, 32);
    let data = cache.read(key);
    if (!data) {
      data = await drawShareCard(
        {
          title: card.title,
          lang: card.lang,
          owner: {
            name: card.name,
            ...(card.monogram ? { monogram: card.monogram } : {}),
            ...(headshot ? { headshot } : {}),
          },
          site: card.site,
          accent: card.accent,
        },
        cacheDir,
      );
      cache.write(key, data);
      drawn++;
    }
    writeFileSync(target, data);
  }
  return drawn;
}
