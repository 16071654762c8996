// The writer's loop in npm run dev: a site of 300 posts written on it
// (generated-local-posts.ts) in a copy of the project, its dev server
// started, one post open in Chromium; then the post's index.md saved with a
// new sentence, BENCH_WRITER_EDITS times (default 5), each timed from the
// file's write until the frame after the one that first holds the sentence
// (Vite reloads the tab; the page itself notes the time, so the driver's
// polling adds nothing). The machine's own clock on both sides.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import {
  generatedLocalPosts,
  generatedPostSlug,
} from "../../tests/harness/sites/generated-local-posts.ts";
import { startDevServer } from "../../tests/harness/sites/dev-server.ts";
import { makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";
import { median } from "./report.ts";

export type WriterLoopResult = {
  posts: number;
  /** From starting npm run dev until it answered /. */
  startSeconds: number;
  /** The post's first visit (Vite bundles the browser's dependencies, and renders the post). */
  firstVisitSeconds: number;
  /** Each save until its sentence was painted, in order. */
  samples: number[];
  medianMs: number;
};

/**
 * Runs in every page the tab loads: once the sentence asked for (in
 * sessionStorage) is in the page, the next frame's start is noted there, as
 * the clock's time (performance.timeOrigin + now, milliseconds since 1970).
 * A string: tsx would wrap a function's inner functions in a helper the page
 * does not have.
 */
const notePaint = `(() => {
  const wanted = sessionStorage.getItem("writer-loop-wanted");
  if (!wanted) return;
  const look = () => {
    if (!document.body || !document.body.textContent.includes(wanted)) return requestAnimationFrame(look);
    requestAnimationFrame(() =>
      sessionStorage.setItem("writer-loop-painted", String(performance.timeOrigin + performance.now())),
    );
  };
  requestAnimationFrame(look);
})();`;

export async function writerLoopCase(
  visitor: Browser,
  posts: number,
  edits = Number(process.env.BENCH_WRITER_EDITS ?? 5),
): Promise<WriterLoopResult> {
  const dir = ".test-builds/bench-writer-loop";
  makeProjectCopy(dir, await generatedLocalPosts(posts), { keepContent: true });
  // A post with an image beside it (one of six has one), so a save makes its picture again.
  const slug = generatedPostSlug(1);
  const file = join(dir, "content/posts", slug, "index.md");
  const original = readFileSync(file, "utf8");
  process.stdout.write(`Starting npm run dev with ${posts} posts written on the site\r`);
  let started = Date.now();
  const server = await startDevServer(dir, 600_000);
  const startSeconds = (Date.now() - started) / 1000;
  const context = await visitor.newContext();
  try {
    const tab = await context.newPage();
    await tab.addInitScript({ content: notePaint });
    started = Date.now();
    // The first visit has Vite bundle the browser's dependencies and reload; the second is settled.
    await tab.goto(`${server.url}/blog/${slug}`, { waitUntil: "networkidle", timeout: 600_000 });
    const firstVisitSeconds = (Date.now() - started) / 1000;
    await tab.goto(`${server.url}/blog/${slug}`, { waitUntil: "networkidle" });
    const samples: number[] = [];
    for (let edit = 1; edit <= edits; edit++) {
      process.stdout.write(`Writer's loop: save ${edit} of ${edits}          \r`);
      const sentence = `Edit ${edit} of the writer's loop, saved just now.`;
      await tab.evaluate((wanted) => {
        sessionStorage.setItem("writer-loop-wanted", wanted);
        sessionStorage.removeItem("writer-loop-painted");
      }, sentence);
      const written = Date.now();
      writeFileSync(file, original.replace(/\n\n(\S)/, `\n\n${sentence} $1`));
      const painted = await waitForPaint(tab, 60_000).catch((error: Error) => {
        throw new Error(`${error.message}; npm run dev said:\n${server.output().slice(-3_000)}`);
      });
      samples.push(Math.round(painted - written));
      // Let the server and the tab settle before the next save, as between a writer's saves.
      await tab.waitForLoadState("networkidle");
      await new Promise((done) => setTimeout(done, 1_000));
    }
    return { posts, startSeconds, firstVisitSeconds, samples, medianMs: median(samples) };
  } finally {
    writeFileSync(file, original);
    await context.close();
    server.stop();
  }
}

/** The time the page noted, read between its reloads (a read during one is tried again). */
async function waitForPaint(tab: import("playwright-core").Page, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const noted = await tab
      .evaluate(() => sessionStorage.getItem("writer-loop-painted"))
      .catch(() => null);
    if (noted) return Number(noted);
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`The saved post was not painted in ${timeoutMs / 1000} s`);
}
