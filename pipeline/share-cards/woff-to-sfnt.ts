import { inflateSync } from "node:zlib";

// The font packages ship WOFF (and WOFF2), and the FreeType inside sharp's
// libvips reads neither: a WOFF file is an OpenType font whose tables are
// each zlib-compressed, so unpacking it is the table directory rewritten and
// each table inflated. (W3C WOFF 1.0, "WOFF File": a 44-byte header, then 20
// bytes a table: tag, offset, compLength, origLength, origChecksum.)

const woffSignature = 0x774f4646; // "wOFF"
const woffHeader = 44;
const woffEntry = 20;
const sfntHeader = 12;
const sfntEntry = 16;

/** The OpenType (TrueType or CFF) font inside a WOFF file. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < woffHeader || woff.readUInt32BE(0) !== woffSignature)
    throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = woffHeader + index * woffEntry;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      // A table that would not shrink is stored as it is.
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  // The sfnt header's search fields, from the largest power of two not above the count.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(sfntHeader + count * sfntEntry);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = sfntHeader + index * sfntEntry;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    // Each table starts on a four-byte boundary.
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}
