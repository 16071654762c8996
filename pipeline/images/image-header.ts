import { readFileSync } from "node:fs";

// The kind and size of a JPEG, PNG or WebP file, read from its header,
// synchronously: the checks of content/ run before the build and are not
// async (pipeline/inputs/check-inputs.ts), where sharp's metadata() is.

export type ImageHeader = {
  type: "image/jpeg" | "image/png" | "image/webp";
  /** As a browser shows it: a JPEG's EXIF orientation turning it a quarter swaps the two. */
  width: number;
  height: number;
};

/** The header of the file at `path`; undefined when it is none of the three kinds, or cut short. */
export function readImageHeader(path: string): ImageHeader | undefined {
  return imageHeader(readFileSync(path));
}

export function imageHeader(bytes: Buffer): ImageHeader | undefined {
  try {
    if (
      bytes.length >= 24 &&
      bytes.readUInt32BE(0) === 0x89504e47 &&
      bytes.readUInt32BE(4) === 0x0d0a1a0a
    )
      // The IHDR chunk is always first: its width and height follow its length and name.
      return bytes.toString("latin1", 12, 16) === "IHDR"
        ? { type: "image/png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
        : undefined;
    if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
      return webp(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes);
  } catch (error) {
    // A header cut short reads past the end: not an image of the three kinds.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  return undefined;
}

/** WebP's first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X), each writing the size its own way. */
function webp(bytes: Buffer): ImageHeader | undefined {
  const chunk = bytes.toString("latin1", 12, 16);
  const size = (width: number, height: number): ImageHeader => ({
    type: "image/webp",
    width,
    height,
  });
  if (chunk === "VP8 ")
    // After the frame tag (3 bytes) and start code (3), two 14-bit sizes.
    return size(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  if (chunk === "VP8L") {
    // After the signature byte 0x2f, two 14-bit sizes less one, packed.
    const bits = bytes.readUInt32LE(21);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X")
    // After the flags (4 bytes), the canvas's two 24-bit sizes less one.
    return size(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  return undefined;
}

/** A JPEG's frame header (SOF0–SOF15 but DHT, JPG and DAC) has its size; its EXIF, its orientation. */
function jpeg(bytes: Buffer): ImageHeader | undefined {
  let at = 2;
  let quarterTurn = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1 && bytes.toString("latin1", at + 4, at + 10) === "Exif\0\0")
      quarterTurn = turnsAQuarter(bytes.subarray(at + 10, at + 2 + length));
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      return quarterTurn
        ? { type: "image/jpeg", width: height, height: width }
        : { type: "image/jpeg", width, height };
    }
    // The image's data starts: no frame header was found before it.
    if (marker === 0xda) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** Whether a TIFF block (EXIF) has an orientation of 5 to 8: the image is shown turned a quarter. */
function turnsAQuarter(tiff: Buffer): boolean {
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const first = u32(4);
  const count = u16(first);
  for (let entry = 0; entry < count; entry++) {
    const at = first + 2 + entry * 12;
    // Tag 0x0112, Orientation: a SHORT, its value in the entry's first two bytes of value.
    if (u16(at) === 0x0112) return u16(at + 8) >= 5 && u16(at + 8) <= 8;
  }
  return false;
}
