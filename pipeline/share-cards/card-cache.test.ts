import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ShareCardCache } from "./card-cache.ts";

const dir = mkdtempSync(join(tmpdir(), "card-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const png = Buffer.from("\u0089PNG\r\n\u001a\nrest of a picture", "latin1");

describe("ShareCardCache", () => {
  test("keeps a card for another build, in one file, leaving no temporary file", () => {
    const folder = join(dir, "kept");
    new ShareCardCache(folder).write("key-a", png);
    expect(new ShareCardCache(folder).read("key-a")).toEqual(png);
    expect(new ShareCardCache(folder).read("key-b")).toBeUndefined();
    expect(readdirSync(folder)).toEqual(["key-a.png"]);
  });

  test("an entry that is not a PNG is read as none, so the card is drawn anew", () => {
    const folder = join(dir, "corrupt");
    new ShareCardCache(folder).write("key", png);
    writeFileSync(join(folder, "key.png"), "half a fi");
    expect(new ShareCardCache(folder).read("key")).toBeUndefined();
  });
});
