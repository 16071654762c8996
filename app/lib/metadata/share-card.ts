// A page's share card: the picture its link shows where it is shared, drawn
// at build time by pipeline/share-cards/ from what the page gives here. A
// loader asks for one by its title (pageShareCard, page-share-card.ts); the
// card is named by a hash of everything drawn on it, so the page's metadata
// names its file before it is drawn, and the file changes when the card does.
// The requests reach the drawing after prerendering through one process-wide
// key (the server's bundle and the pipeline share no module), as the posts'
// feed bodies do (pipeline/vite-plugins/post-feed-bodies.ts).

/** The picture in a page's metadata (og:image and the rest), when it is not the headshot. */
export type ShareImage = {
  /** Its path on the site, base path included: "/assets/share-card-0123456789abcdef.png". */
  path: string;
  width: number;
  height: number;
  type: "image/png" | "image/jpeg" | "image/webp";
  alt: string;
};

/** What a card shows, as pipeline/share-cards/draw-card.ts draws it. */
export type ShareCardRequest = {
  title: string;
  /** The title's language (BCP 47). */
  lang: string;
  name: string;
  /** The monogram's letters; without them, the headshot. */
  monogram?: string;
  /** The headshot's path on the site, when the card shows it. */
  headshot?: string;
  /** The site's host. */
  site: string;
  accent: string;
};

/** Share cards' size: what Facebook, LinkedIn and X's large card ask for, 1.91:1. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** Raised when the drawing changes, so every card gets a new name (hosts keep assets a year). */
const drawing = 1;

const key = Symbol.for("portfolio.share-cards");
const shared = globalThis as { [key]?: Map<string, ShareCardRequest> };

/** FNV-1a, 64 bits: a short stable name for a card, in the browser's bundle as in Node. */
function fnv64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/** The card's file in the site's assets: "share-card-<hash>.png". */
export function shareCardFile(card: ShareCardRequest): string {
  return `share-card-${fnv64(JSON.stringify([drawing, card]))}.png`;
}

/**
 * The card for `card`, asked for: its image for the page's metadata, under
 * the site's base path (`siteBasePath`, where every language's assets are).
 */
export function shareCardImage(card: ShareCardRequest, siteBasePath: string): ShareImage {
  const file = shareCardFile(card);
  (shared[key] ??= new Map()).set(file, card);
  return {
    path: `${siteBasePath}assets/${file}`,
    ...shareCardSize,
    type: "image/png",
    alt: card.title,
  };
}

/** For the pipeline, once every page is prerendered: each card the pages asked for, by its file. */
export function sharedShareCards(): ReadonlyMap<string, ShareCardRequest> {
  return shared[key] ?? new Map();
}
