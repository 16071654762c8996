import type { Picture } from "imagetools-core";

// Every image in content/images, generated at build time (vite-imagetools +
// sharp) in AVIF and WebP with a JPEG fallback, at the sizes they are shown:
// portraits at 144 px (Home) and 224 px (About me), thumbnails at 112 px
// (phones) and 220 px (wider screens), each at 1x and 2x (224 serves 220).
const portraits = import.meta.glob<Picture>("../../../content/images/*.{jpg,jpeg,png,webp,avif}", {
  eager: true,
  import: "default",
  query: { w: "144;224;288;448", format: "avif;webp;jpg", as: "picture" },
});

const thumbnails = import.meta.glob<Picture>("../../../content/images/*.{jpg,jpeg,png,webp,avif}", {
  eager: true,
  import: "default",
  query: { w: "112;224;440", format: "avif;webp;jpg", as: "picture" },
});

// Link previews want one plain JPEG, not a srcset.
const previews = import.meta.glob<string>("../../../content/images/*.{jpg,jpeg,png,webp,avif}", {
  eager: true,
  import: "default",
  query: { w: "800", h: "800", fit: "cover", format: "jpg" },
});

function byName<T>(modules: Record<string, T>): Map<string, T> {
  return new Map(Object.entries(modules).map(([path, value]) => [path.split("/").pop()!, value]));
}

export const portraitImages = byName(portraits);
export const thumbnailImages = byName(thumbnails);
export const previewImages = byName(previews);
export const imageNames = [...portraitImages.keys()];
