import sharp from "sharp";
const F = "/work/wt-cards/node_modules/@fontsource";
const f = process.argv[3];
const r = await sharp({ text: { text: '<span font_desc="Noto Sans Bold 40" foreground="#000000">Hello there</span>', fontfile: f, dpi: 72, rgba: true } }).flatten({background:"#ffffff"}).png().toFile(process.argv[2]);
console.log(r.width, r.height);
