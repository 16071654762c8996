import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt.ts";

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve("@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff"),
);

/** An OpenType table's checksum: its bytes as big-endian 32-bit words, added (padded with zeros). */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

describe("woffToSfnt", () => {
  test("unpacks every table whole: each matches the checksum the WOFF file recorded for it", () => {
    const sfnt = woffToSfnt(woff);
    const count = sfnt.readUInt16BE(4);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(count).toBe(woff.readUInt16BE(12));
    for (let index = 0; index < count; index++) {
      const at = 12 + index * 16;
      const tag = sfnt.subarray(at, at + 4).toString("latin1");
      const offset = sfnt.readUInt32BE(at + 8);
      const length = sfnt.readUInt32BE(at + 12);
      expect(offset % 4, tag).toBe(0);
      // The head table's checksum is taken with its checkSumAdjustment as zero.
      const data = Buffer.from(sfnt.subarray(offset, offset + length));
      if (tag === "head") data.writeUInt32BE(0, 8);
      expect(checksum(data), tag).toBe(sfnt.readUInt32BE(at + 4));
    }
  });

  test("a file that is not WOFF 1.0 is refused", () => {
    expect(() =>
      woffToSfnt(Buffer.from("wOF2 and more bytes than a header holds, surely.....")),
    ).toThrow("not a WOFF 1.0 font");
  });
});
