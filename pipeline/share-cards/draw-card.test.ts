import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { cardColours, drawShareCard, type ShareCard } from "./draw-card.ts";

const fonts = mkdtempSync(join(tmpdir(), "draw-card-"));
afterAll(() => rmSync(fonts, { recursive: true, force: true }));

const owner = { name: "Tobi Adeyemi", monogram: "TA" };
const cards: [string, ShareCard][] = [
  [
    "English",
    {
      title: "Why crypto wallet addresses can't be account numbers",
      lang: "en",
      owner,
      accent: "#2563eb",
      site: "tobiadeyemi.dev",
    },
  ],
  [
    "a long English title",
    {
      title:
        "A very long title about building distributed systems in Go that keeps going on and on past where any editor would stop it, with more words and then some more words still",
      lang: "en",
      owner,
      accent: "#0f766e",
    },
  ],
  [
    // Generated seed 731213: a title no size of the list fits, set by Pango at the size that does.
    "a title of hundreds of words",
    {
      title: Array.from({ length: 300 }, (_, i) => `ọ̀rọ̀${i % 7 === 0 ? "." : ""}`).join(" "),
      lang: "yo",
      owner,
      accent: "#0f766e",
    },
  ],
  [
    "Japanese",
    {
      title: "分散システムにおける冪等性キーの設計：決済APIで二重請求を防ぐ方法",
      lang: "ja",
      owner: { name: "山田 花子", monogram: "山" },
      accent: "#be123c",
    },
  ],
  [
    "Arabic",
    {
      title: "لماذا لا يمكن تحويل عناوين المحافظ الرقمية إلى أرقام حسابات مصرفية",
      lang: "ar",
      owner: { name: "شيرين رحيمي", monogram: "ش" },
      accent: "#7c3aed",
      site: "example.com",
    },
  ],
  [
    "Hebrew",
    {
      title: "למה אי אפשר להפוך כתובות ארנק קריפטו למספרי חשבון",
      lang: "he",
      owner: { name: "דנה כהן", monogram: "ד" },
      accent: "#b45309",
    },
  ],
  [
    "Thai",
    {
      title: "ทำไมที่อยู่กระเป๋าเงินคริปโตจึงเป็นเลขบัญชีไม่ได้",
      lang: "th",
      owner: { name: "สมชาย ใจดี", monogram: "ส" },
      accent: "#facc15",
    },
  ],
  [
    "Hindi",
    {
      title: "क्रिप्टो वॉलेट पते खाता संख्या क्यों नहीं बन सकते",
      lang: "hi",
      owner: { name: "राहुल शर्मा", monogram: "र" },
      accent: "#15803d",
    },
  ],
  [
    "Russian, a dark accent",
    {
      title: "Почему адреса криптокошельков нельзя превратить в номера счетов",
      lang: "ru",
      owner: { name: "Иван Петров", monogram: "ИП" },
      accent: "#1e293b",
    },
  ],
];

/** The columns where the title's box has ink (text darker than the page). */
async function inkColumns(png: Buffer) {
  const { data, info } = await sharp(png)
    .extract({ left: 30, top: 232, width: 1140, height: 288 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns: number[] = [];
  for (let x = 0; x < info.width; x++)
    for (let y = 0; y < info.height; y++)
      if (data[y * info.width + x]! < 100) {
        columns.push(x + 30);
        break;
      }
  return { first: Math.min(...columns), last: Math.max(...columns) };
}

const pixel = async (png: Buffer, left: number, top: number) => {
  const data = await sharp(png).extract({ left, top, width: 1, height: 1 }).raw().toBuffer();
  return `#${[...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
};

describe.each(cards)("a card in %s", (_, card) => {
  const rtl = card.lang === "ar" || card.lang === "he";
  let drawn: Buffer;

  test("is a 1200×630 PNG of at most 80 KB", async () => {
    drawn = await drawShareCard(card, fonts);
    const { width, height, format } = await sharp(drawn).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    expect(drawn.length).toBeLessThanOrEqual(80 * 1024);
  });

  test(`has the accent as a band along its ${rtl ? "right" : "left"} edge, and its title set from there`, async () => {
    const accent = cardColours(card.accent).accent;
    expect(await pixel(drawn, rtl ? 1195 : 4, 315)).toBe(accent);
    expect(await pixel(drawn, rtl ? 4 : 1195, 315)).not.toBe(accent);
    const { first, last } = await inkColumns(drawn);
    // The title starts at the margin of its start edge, 88 px in (a glyph's side bearing aside).
    if (rtl) expect(1112 - last).toBeLessThan(12);
    else expect(first - 88).toBeLessThan(12);
    expect(first).toBeGreaterThanOrEqual(80);
    expect(last).toBeLessThanOrEqual(1120);
  });
});

test("a right-to-left title reads from the right: its first word is at the right edge, the next to its left", async () => {
  const draw = (title: string) =>
    drawShareCard({ title, lang: "he", owner: { name: "דנה" }, accent: "#b45309" }, fonts);
  const [first, line] = await Promise.all([draw("שלום"), draw("שלום עולם גדול")]);
  const [firstInk, lineInk] = await Promise.all([inkColumns(first), inkColumns(line)]);
  expect(lineInk.last).toBe(firstInk.last);
  expect(lineInk.first).toBeLessThan(firstInk.first - 100);
  // Where the first word stands alone, the line has the same ink: it is the first word.
  const ink = async (png: Buffer) => {
    const grey = await sharp(png)
      .extract({ left: firstInk.first - 4, top: 232, width: 1120 - firstInk.first, height: 120 })
      .greyscale()
      .raw()
      .toBuffer();
    return [...grey].map((value) => value < 128);
  };
  const [alone, inLine] = await Promise.all([ink(first), ink(line)]);
  const differ = alone.filter((dark, index) => dark !== inLine[index]).length;
  expect(differ / alone.length).toBeLessThan(0.01);
});

test("a title no size fits is cut at a word, with “…”, in lines of the smallest size, not set smaller", async () => {
  const title = Array.from({ length: 200 }, (_, i) => ["queues", "and", "retries"][i % 3]).join(
    " ",
  );
  const png = await drawShareCard({ title, lang: "en", owner, accent: "#0f766e" }, fonts);
  // The title's box, row by row: a line of text is a band of rows with ink.
  const grey = await sharp(png)
    .extract({ left: 88, top: 232, width: 1024, height: 288 })
    .greyscale()
    .raw()
    .toBuffer();
  const inked = Array.from({ length: 288 }, (_, row) =>
    grey.subarray(row * 1024, (row + 1) * 1024).some((value) => value < 128),
  );
  const lines = inked.filter((ink, row) => ink && !inked[row - 1]).length;
  // 44 px type in 288 px: four or five lines (set smaller, it was a dozen).
  expect(lines).toBeGreaterThanOrEqual(4);
  expect(lines).toBeLessThanOrEqual(5);
});

test("a headshot takes the monogram's place", async () => {
  const headshot = await sharp({
    create: { width: 400, height: 400, channels: 3, background: "#ff0000" },
  })
    .jpeg()
    .toBuffer();
  const png = await drawShareCard(
    { title: "Hello", lang: "en", owner: { name: "Tobi", headshot }, accent: "#2563eb" },
    fonts,
  );
  expect(await pixel(png, 88 + 48, 84 + 48)).toMatch(/^#f[0-9a-f]0[0-9a-f]0[0-9a-f]$/);
});
