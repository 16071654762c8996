import yauzl from "yauzl";

/** A file of a zip: its path inside, its bytes, and the time the zip gives it. */
export type ZipFile = { path: string; data: Buffer; modified: Date };

/**
 * The files of a zip held in memory whose path `wanted` accepts, read with
 * yauzl (which checks each entry's size and CRC); a broken zip rejects with
 * yauzl's reason.
 */
export function zipFiles(zip: Buffer, wanted: (path: string) => boolean): Promise<ZipFile[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error("not a zip"));
      const files: ZipFile[] = [];
      archive.on("error", reject);
      archive.on("end", () => resolve(files));
      archive.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/") || !wanted(entry.fileName)) return archive.readEntry();
        archive.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error("unreadable entry"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            const modified = entry.getLastModDate();
            files.push({ path: entry.fileName, data: Buffer.concat(chunks), modified });
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}

/** Whether some bytes are a zip: its local file header's signature. */
export const isZip = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from("PK\x03\x04"));
