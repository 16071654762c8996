// The import of a long blog: a feed of 300 posts (RSS with their whole text,
// each with an image on the same host), generated here and served on
// 127.0.0.1, brought home by `npm run import -- posts <feed> --home
// --canonical home` into a copy of the project (the template's content, no
// posts yet), then the site built cold from what it wrote: 300 posts
// written on the site, each with an image. Both timed.
import { execFile } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { thumbnailImage } from "../../tests/harness/sites/generated-content.ts";
import { buildCopy, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";

export type ImportResult = {
  posts: number;
  /** Post folders the import wrote, and images beside them. */
  written: { posts: number; images: number };
  importSeconds: number;
  /** The cold build (no image or highlighting cache) of the site the import made. */
  buildSeconds: number;
};

const topics = ["retries", "queues", "caches", "indexes", "deploys", "timeouts", "backpressure"];

/** The ith post's HTML, as a platform's feed carries it: paragraphs, a heading, code, a figure. */
function articleHtml(i: number, origin: string): string {
  const topic = topics[i % topics.length]!;
  const paragraph = (n: number) =>
    `<p>Part ${i}, note ${n}: what we measured about ${topic} in production, and what changed once ` +
    `the <code>max_connections</code> limit and the ${topic} budget were set from the p99, not the mean. ` +
    `The service answered within ${40 + ((i * 7 + n) % 90)} ms for ${90 + (n % 9)}% of requests.</p>`;
  return [
    paragraph(1),
    `<figure><img src="${origin}/images/post-${i}.jpg" alt="Latency by hour, part ${i}"><figcaption>Latency by hour</figcaption></figure>`,
    paragraph(2),
    `<h2>What changed</h2>`,
    paragraph(3),
    `<pre><code class="language-go">func retry(n int) time.Duration {\n\treturn time.Duration(${(i % 9) + 1}&lt;&lt;n) * time.Millisecond\n}</code></pre>`,
    ...Array.from({ length: 4 + (i % 6) }, (_, n) => paragraph(4 + n)),
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** An RSS 2.0 feed of `posts` items, newest first, each with its whole text. */
function feedXml(posts: number, origin: string): string {
  const items = Array.from({ length: posts }, (_, i) => {
    const date = new Date(Date.UTC(2026, 0, 1) - i * 2 * 86_400_000).toUTCString();
    const title = `Notes on ${topics[i % topics.length]} (part ${i + 1})`;
    return [
      "<item>",
      `<title>${title}</title>`,
      `<link>https://platform.example.com/@you/notes-part-${i + 1}</link>`,
      `<guid>https://platform.example.com/@you/notes-part-${i + 1}</guid>`,
      `<pubDate>${date}</pubDate>`,
      `<category>${topics[(i + 2) % topics.length]}</category>`,
      `<description>${escapeXml(`What we learned about ${topics[i % topics.length]}, part ${i + 1}.`)}</description>`,
      `<content:encoded>${escapeXml(articleHtml(i, origin))}</content:encoded>`,
      "</item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "<channel><title>Notes</title><link>https://platform.example.com/@you</link>",
    ...items,
    "</channel></rss>",
  ].join("\n");
}

export async function importCase(posts: number): Promise<ImportResult> {
  const dir = ".test-builds/bench-import";
  makeProjectCopy(dir, {}, { keepContent: true });
  process.stdout.write(`Making a feed of ${posts} posts and their images\r`);
  const images = await Promise.all(
    Array.from({ length: posts }, (_, i) => thumbnailImage(i, 1200)),
  );
  let feed = "";
  const server = createServer((request, response) => {
    const image = /^\/images\/post-(\d+)\.jpg$/.exec(request.url ?? "")?.[1];
    if (request.url === "/feed.xml") {
      response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" });
      response.end(feed);
    } else if (image !== undefined && images[Number(image)]) {
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.end(images[Number(image)]);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feed = feedXml(posts, origin);
  let importSeconds: number;
  try {
    process.stdout.write(`Importing ${posts} posts with their images                 \r`);
    const started = Date.now();
    // npm run import's own command; asynchronous, as this process serves the feed.
    await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "tools/import/cli.ts",
        "posts",
        `${origin}/feed.xml`,
        "--home",
        "--canonical",
        "home",
      ],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
    );
    importSeconds = (Date.now() - started) / 1000;
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  const folders = readdirSync(resolve(dir, "content/posts"), { withFileTypes: true }).filter(
    (entry) => entry.isDirectory(),
  );
  const written = {
    posts: folders.length,
    images: folders
      .flatMap((folder) => readdirSync(resolve(dir, "content/posts", folder.name)))
      .filter((name) => !name.endsWith(".md")).length,
  };
  // Absolute: the build runs in the copy, and these are emptied from here.
  const tooling = {
    IMAGE_CACHE_DIR: resolve(dir, ".image-cache"),
    HIGHLIGHT_CACHE_DIR: resolve(dir, ".highlight-cache"),
  };
  for (const cache of Object.values(tooling)) rmSync(cache, { recursive: true, force: true });
  process.stdout.write(`Building the ${written.posts} posts imported (cold)          \r`);
  const build = buildCopy(dir, {}, tooling);
  if (build.status !== 0) throw new Error(`The imported posts did not build:\n${build.output}`);
  return { posts, written, importSeconds, buildSeconds: build.seconds };
}
