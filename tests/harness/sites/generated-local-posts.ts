// Posts written on the site (content/posts/<slug>/index.md), made up in any
// number for the bench's backlog of local posts: bodies an engineer writes,
// with sections, lists, a table, code in the languages such posts use (each
// block its own code, as in real posts, so no block is highlighted once for
// all), math and now and then an image; generatedPostsMix says how much of
// each. The same count always writes the same posts.
import { thumbnailImage } from "./generated-content.ts";
import type { Files } from "./project-copy.ts";

/** The folder of the ith post, content/posts/<slug>. */
export const generatedPostSlug = (i: number) => `backlog-post-${String(i).padStart(3, "0")}`;

/** Numbers in [0, 1) that look random and are the same for the same seed (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number from 0 to `range` - 1, the same for the same post `i` and `salt`. */
const pick = (i: number, salt: number, range: number) =>
  Math.floor(seeded(i * 1_000 + salt)() * range);

const topics = [
  "Idempotent payment retries",
  "Backpressure in event pipelines",
  "Designing ledger schemas",
  "Go's context in practice",
  "Observability you will read",
  "Consistent hashing, revisited",
  "Rate limits that hold",
  "Migrating a queue without downtime",
  "Caching at the edge",
  "Postgres indexes we dropped",
];

const tagPool = ["Go", "TypeScript", "Rust", "Python", "PostgreSQL", "Kafka", "Performance"];

const sectionTitles = [
  "Where it started",
  "What we measured",
  "The first attempt",
  "Why it failed under load",
  "A smaller change",
  "Reading the traces",
  "What the numbers said",
  "Rolling it out",
  "The cost of being wrong",
  "Edge cases we met",
  "Testing it for real",
  "What changed for on-call",
  "The second design",
  "Trade-offs we accepted",
  "Numbers after a month",
  "What I would do again",
];

const sentences = [
  "The service answered most requests in a few milliseconds, but the slowest one in a hundred took almost a second.",
  "Nobody had written down why the timeout was thirty seconds, so we measured what callers actually waited for.",
  "Retries made the outage worse, because every client retried at the same moment and the database saw three times the load.",
  "We added jitter to the backoff, and the spikes after each deploy flattened into a slow, harmless rise.",
  "A queue hides a slow consumer until the day the queue is full, and then it hides nothing at all.",
  "The dashboard looked healthy because it averaged over a minute, while users felt the worst second of it.",
  "Each message carries an idempotency key, so a duplicate costs one lookup instead of a second charge.",
  "We moved the check into the same transaction as the write, which removed a whole class of races.",
  "Most of the time went into serialising the response, not into the query we had spent a week tuning.",
  "The old index covered a query nobody ran any more, and dropping it made every insert cheaper.",
  "Load tests on a laptop told us little; the same test on a production-sized node told us a lot.",
  "A feature flag let us send one percent of traffic to the new path and compare the two side by side.",
  "The fix was four lines, and the investigation that found it took the better part of two weeks.",
  "Alerts now fire on the error budget burning too fast, not on a single bad minute at night.",
  "We kept the old code path for a release, so a rollback was a configuration change and not a deploy.",
  "Connection pools need a ceiling, or a slow dependency quietly takes every thread the service has.",
  "Reading the flame graph showed that half the CPU went into logging lines nobody ever read.",
  "Consumers commit their offsets only after the side effects are durable, never before.",
  "Caching the negative answers mattered as much as caching the positive ones.",
  "The schema change ran in three steps: add the column, backfill in batches, then switch the reads.",
  "Every dependency got a budget of its own, and the sum of the budgets had to fit inside the caller's.",
  "We wrote the runbook while the incident was fresh, and the next person on call used it within a week.",
  "Tail latency improved more from removing work than from making the remaining work faster.",
  "A clock that jumps backwards will find every assumption you made about ordering.",
];

const listItems = [
  "measure before changing anything",
  "keep the old path until the new one has a week of traffic",
  "make every retry idempotent first",
  "put a deadline on every call that leaves the process",
  "log the decision, not the data",
  "alert on symptoms users feel",
  "test the rollback, not only the rollout",
  "write down what was assumed",
];

/** Code as each language's posts show it: `i` and `k` make it this post's own block. */
const codeMakers: Record<string, (i: number, k: number, extra: number) => string> = {
  ts: (i, k, extra) =>
    [
      `export async function fetchWithRetry${i}x${k}(url: string, attempts = ${3 + (i % 5)}): Promise<Response> {`,
      "  for (let attempt = 0; attempt < attempts; attempt++) {",
      `    const response = await fetch(url, { signal: AbortSignal.timeout(${((i % 7) + 1) * 500}) });`,
      "    if (response.ok) return response;",
      `    await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * ${50 + (i % 100)}));`,
      "  }",
      "  throw new Error(`gave up on ${url} after ${attempts} attempts`);",
      "}",
      ...Array.from(
        { length: extra },
        (_, n) => `export const limit${n} = ${(i * 31 + n * 7) % 997};`,
      ),
    ].join("\n"),
  python: (i, k, extra) =>
    [
      `def backoff_${i}_${k}(attempt: int, base: float = 0.${(i % 9) + 1}) -> float:`,
      '    """Seconds to wait before the attempt numbered `attempt`."""',
      "    delay = base * 2 ** attempt",
      `    return min(${30 + (i % 30)}.0, delay)`,
      "",
      `for attempt in range(${3 + (i % 4)}):`,
      `    print(f"attempt {attempt}: wait {backoff_${i}_${k}(attempt):.2f} s")`,
      ...Array.from(
        { length: extra },
        (_, n) => `LIMITS_${n} = {"p50": ${n + i}, "p99": ${n * 9 + i}}`,
      ),
    ].join("\n"),
  rust: (i, k, extra) =>
    [
      "use std::time::Duration;",
      "",
      `pub fn backoff_${i}_${k}(attempt: u32) -> Duration {`,
      `    let base = Duration::from_millis(${20 + (i % 80)});`,
      `    base.saturating_mul(1 << attempt.min(${6 + (i % 4)}))`,
      "}",
      "",
      "#[derive(Debug, Clone, PartialEq)]",
      `pub struct Entry${i} {`,
      "    pub id: u64,",
      "    pub amount_minor: i64,",
      ...Array.from({ length: extra }, (_, n) => `    pub field_${n}: Option<String>,`),
      "}",
    ].join("\n"),
  go: (i, k, extra) =>
    [
      "func serve(ctx context.Context, addr string) error {",
      `\tctx, cancel := context.WithTimeout(ctx, ${(i % 9) + 1}*time.Second)`,
      "\tdefer cancel()",
      `\tln, err := net.Listen("tcp", addr) // block ${k}`,
      "\tif err != nil {",
      '\t\treturn fmt.Errorf("listen on %s: %w", addr, err)',
      "\t}",
      ...Array.from(
        { length: extra },
        (_, n) => `\tlog.Printf("worker %d of %d ready", ${n}, ${i})`,
      ),
      "\treturn http.Serve(ln, handler(ctx))",
      "}",
    ].join("\n"),
  bash: (i, k, extra) =>
    [
      "#!/usr/bin/env bash",
      "set -euo pipefail",
      `for run in $(seq 1 ${3 + (i % 5)}); do`,
      `  curl -s -o /dev/null -w "%{time_total}\\n" "https://staging.example.com/health?run=$run&post=${i}-${k}"`,
      "done | sort -n | tail -1",
      ...Array.from({ length: extra }, (_, n) => `echo "step ${n}: $(date +%s)" >> run-${i}.log`),
    ].join("\n"),
  json: (i, k, extra) =>
    JSON.stringify(
      {
        service: `ledger-${i}`,
        block: k,
        retries: 3 + (i % 4),
        timeoutMs: ((i % 7) + 1) * 250,
        regions: ["eu-west-1", "ap-south-1"],
        limits: Object.fromEntries(Array.from({ length: extra }, (_, n) => [`l${n}`, n * i])),
      },
      null,
      2,
    ),
  yaml: (i, k, extra) =>
    [
      "apiVersion: apps/v1",
      "kind: Deployment",
      "metadata:",
      `  name: payments-${i}-${k}`,
      "spec:",
      `  replicas: ${2 + (i % 5)}`,
      "  template:",
      "    spec:",
      "      containers:",
      "        - name: api",
      `          image: registry.example.com/payments:1.${i}.${k}`,
      "          env:",
      ...Array.from({ length: extra }, (_, n) =>
        [`            - name: LIMIT_${n}`, `              value: "${(n + 1) * i}"`].join("\n"),
      ),
    ].join("\n"),
  sql: (i, k, extra) =>
    [
      `CREATE INDEX CONCURRENTLY payments_${i}_${k}_created_idx`,
      "  ON payments (merchant_id, created_at DESC)",
      "  WHERE status = 'settled';",
      "",
      "SELECT merchant_id, count(*) AS settled, sum(amount_minor) AS total",
      "FROM payments",
      `WHERE created_at > now() - interval '${(i % 30) + 1} days'`,
      ...Array.from({ length: extra }, (_, n) => `  AND region_id <> ${n + i}`),
      "GROUP BY merchant_id",
      `ORDER BY total DESC LIMIT ${10 + (i % 40)};`,
    ].join("\n"),
};
const codeLanguages = Object.keys(codeMakers);

/** What the posts are made of, as the bench's report says it. */
export const generatedPostsMix = {
  words: { least: 300, most: 2_500 },
  codeBlocks: { least: 1, most: 4 },
  codeLanguages,
  /** One post of `mathEvery` has math, one of `imageEvery` an image. */
  mathEvery: 3,
  imageEvery: 6,
};

/** The ith post's block number `k`: languages in turn across the posts, 0 to 11 lines more than the least. */
function codeBlock(i: number, k: number): string {
  const language = codeLanguages[(i + k * 3) % codeLanguages.length]!;
  return ["```" + language, codeMakers[language]!(i, k, pick(i, 20 + k, 12)), "```"].join("\n");
}

/** The bank's words, in the order they first appear: the prose is made of them. */
const vocabulary = [
  ...new Set(
    sentences
      .join(" ")
      .toLowerCase()
      .replace(/[.,;:]/g, "")
      .split(" "),
  ),
];

const inlineCode = ["retry_after", "ctx.Done()", "max_connections", "Idempotency-Key", "--dry-run"];

/**
 * A paragraph of about `words` words: a sentence of the bank, then sentences
 * of its words in the post's own order (the first words more often, as in
 * prose), now and then with inline code or a link. Real posts do not repeat
 * their sentences: gzip keeps about a third of this text, as of the docs'
 * English, where the bank's sentences repeated would shrink to a tenth.
 */
function paragraph(i: number, salt: number, words: number): string {
  const next = seeded(i * 1_000 + salt);
  const opening = sentences[Math.floor(next() * sentences.length)]!;
  const parts = [opening];
  let count = opening.split(" ").length;
  while (count < words) {
    const length = 8 + Math.floor(next() * 16);
    const chosen = Array.from(
      { length },
      () => vocabulary[Math.floor(next() ** 1.5 * vocabulary.length)]!,
    );
    const extra = next();
    if (extra < 0.15)
      chosen.splice(3, 0, `\`${inlineCode[Math.floor(next() * inlineCode.length)]}\``);
    else if (extra < 0.22)
      chosen.splice(2, 2, `[${chosen[2]} ${chosen[3]}](https://docs.example.com/${i}/${count})`);
    const sentence = chosen.join(" ");
    parts.push(`${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`);
    count += length;
  }
  return parts.join(" ");
}

/** The ith post's index.md: front matter and a body of about its number of words. */
function postMarkdown(i: number, hasImage: boolean): string {
  const { words: span, codeBlocks: blocks, mathEvery } = generatedPostsMix;
  const words = span.least + pick(i, 1, span.most - span.least + 1);
  const codeBlocks = blocks.least + pick(i, 2, blocks.most - blocks.least + 1);
  const hasMath = i % mathEvery === 0;
  const tags = [tagPool[i % tagPool.length]!, tagPool[(i + 3) % tagPool.length]!];
  const date = (daysBack: number) =>
    new Date(Date.UTC(2026, 0, 1) - daysBack * 86_400_000).toISOString().slice(0, 10);
  const lines = [
    "---",
    `title: ${topics[i % topics.length]} (part ${Math.floor(i / topics.length) + 1})`,
    `description: What we learned about ${topics[i % topics.length]!.toLowerCase()}, measured in production.`,
    `publishDate: ${date(i * 3 + 2)}`,
    ...(i % 5 === 0 ? [`updated: ${date(i * 3)}`] : []),
    "tags:",
    ...tags.map((tag) => `  - ${tag}`),
    "---",
    "",
    paragraph(i, 3, 60),
    "",
    ...(hasImage ? [`![Latency by hour in the week of part ${i}](./latency.jpg)`, ""] : []),
  ];
  // About 250 words a section; the body's structure goes into the first ones.
  const sections = Math.max(2, Math.round(words / 250));
  const perSection = Math.max(40, Math.round((words - 60) / sections) - 40);
  for (let s = 0; s < sections; s++) {
    lines.push(
      `## ${sectionTitles[(pick(i, 4, sectionTitles.length) + s) % sectionTitles.length]}`,
    );
    lines.push("", paragraph(i, 10 + s, perSection / 2), "");
    if (s === 0)
      lines.push(
        ...Array.from(
          { length: 3 + (i % 3) },
          (_, n) => `- ${listItems[(i + n) % listItems.length]}`,
        ),
        "",
      );
    if (s === 1) {
      lines.push("| Percentile | Before | After |", "| ---------- | -----: | ----: |");
      for (const [n, name] of ["p50", "p90", "p99", "p99.9"].entries())
        lines.push(`| ${name} | ${(i % 40) + 10 * (n + 1)} ms | ${(i % 20) + 4 * (n + 1)} ms |`);
      lines.push("");
    }
    if (s === 1 && hasMath)
      lines.push(
        `The wait before attempt $k$ is $W_k = \\min(c, b \\cdot 2^k)$ with $b = ${(i % 9) + 1}0$ ms, so the total stays bounded:`,
        "",
        "$$",
        "\\sum_{k=0}^{n-1} W_k \\le n \\cdot c",
        "$$",
        "",
      );
    if (s < codeBlocks) lines.push(codeBlock(i, s), "");
    if (s === 2 && i % 2 === 0)
      lines.push(
        ...Array.from(
          { length: 3 },
          (_, n) => `${n + 1}. ${listItems[(i + n + 4) % listItems.length]}`,
        ),
        "",
      );
    if (s > 0 && s % 3 === 0)
      lines.push(`### ${sectionTitles[(s + i) % sectionTitles.length]} in detail`, "");
    lines.push(paragraph(i, 30 + s, perSection / 2), "");
  }
  // Posts shorter than their sections' count still have every code block.
  for (let s = sections; s < codeBlocks; s++) lines.push(codeBlock(i, s), "");
  return lines.join("\n");
}

/** content/posts/<slug>/index.md for `count` posts, and the image beside one of six. */
export async function generatedLocalPosts(count: number): Promise<Files> {
  const files: Files = {};
  for (let i = 0; i < count; i++) {
    const folder = `content/posts/${generatedPostSlug(i)}`;
    const hasImage = i % generatedPostsMix.imageEvery === 1;
    files[`${folder}/index.md`] = postMarkdown(i, hasImage);
    if (hasImage) files[`${folder}/latency.jpg`] = await thumbnailImage(i, 1200);
  }
  return files;
}
