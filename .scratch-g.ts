import sharp from "sharp";
const langs = ["en", "en-long", "ja", "he", "th", "hi", "ru", "ar"];
await sharp({ create: { width: 2400, height: 2520, channels: 3, background: "#fff" } })
  .composite(langs.map((l, i) => ({ input: `/tmp/card-${l}.png`, left: (i % 2) * 1200, top: Math.floor(i / 2) * 630 })))
  .png().toBuffer().then((b) => sharp(b).resize(1600).toFile("/tmp/cards-grid.png"));
