import { afterAll, beforeAll, expect, test } from "vitest";
import { startFixtureServer, type FixtureServer } from "../fixtures/server.test-support.ts";
import { get } from "../http.ts";
import { deadImage, deadImageLine } from "./dead-images.ts";
import { postImages } from "./images.ts";

// An image that is not there (an error status, no answer) is dead: left out
// of the post, said, never the end of the run. One that answers but is
// refused still stops it. Served over real HTTP on 127.0.0.1.

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());

const limits = { timeoutMs: 2000, maxBytes: 20 * 1024 };
/** Why `url` failed to download, as deadImage reads it. */
const why = (url: string, maxBytes = limits.maxBytes) =>
  get(url, limits.timeoutMs, maxBytes).then(
    () => "downloaded",
    (error: unknown) => deadImage(error),
  );

test("an error status, a refused connection and no answer are dead; a body over the limit is not", async () => {
  expect(await why(`${server.origin}/status/404`)).toBe("answered 404");
  expect(await why(`${server.origin}/status/410`)).toBe("answered 410");
  expect(await why("http://127.0.0.1:1/gone.png")).toMatch(/^could not be reached: .+/);
  expect(await why(`${server.origin}/images/big.jpg`)).toBeUndefined();
  expect(deadImage(new Error("something else"))).toBeUndefined();
});

test("one line names the post's file, the image, why, and what stands in its place", () => {
  expect(
    deadImageLine("keys", "https://img.example/a.png?w=800", {
      why: "answered 404",
      alt: "A retry timeline",
    }),
  ).toBe(
    'content/posts/keys/index.md: image https://img.example/a.png answered 404; kept its alt text "A retry timeline"',
  );
  expect(deadImageLine("keys", "https://img.example/a.png", { why: "answered 410", alt: "" })).toBe(
    "content/posts/keys/index.md: image https://img.example/a.png answered 410; it had no alt text, so nothing stands in its place",
  );
  expect(
    deadImageLine("keys", "https://img.example/a.png", {
      why: "answered 404",
      kept: "a.png",
      alt: "A",
    }),
  ).toBe(
    "content/posts/keys/index.md: image https://img.example/a.png answered 404; kept ./a.png, brought home before",
  );
});

test("postImages leaves a dead image out, or keeps the file brought before; a refused one is the run's end", async () => {
  const gone = `${server.origin}/status/404/a-diagram.png`;
  const pic = `${server.origin}/images/pic.png`;
  const images = await postImages([gone, pic], limits);
  if (typeof images === "string") throw new Error(images);
  expect([...images.names]).toEqual([
    [gone, undefined],
    [pic, "pic.png"],
  ]);
  expect([...images.dead]).toEqual([[gone, { why: "answered 404" }]]);

  const before = Buffer.from("the diagram brought home before");
  const earlier = new Map([["a-diagram", { name: "a-diagram.png", data: before }]]);
  const again = await postImages([gone], limits, earlier);
  if (typeof again === "string") throw new Error(again);
  expect(again.names.get(gone)).toBe("a-diagram.png");
  expect(again.files).toEqual([["a-diagram.png", before]]);
  expect([...again.dead]).toEqual([[gone, { why: "answered 404", kept: "a-diagram.png" }]]);

  expect(await postImages([`${server.origin}/images/not-an-image.jpg`], limits)).toMatch(
    /not-an-image\.jpg is not an image$/,
  );
});
