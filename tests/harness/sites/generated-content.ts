// Posts and projects made up in any number, each post with a thumbnail of its
// own, for content cases (screenshots) and the backlog of the bench. Written
// as content/imported/*.json, as `npm run import` would write them.
import sharp from "sharp";
import { roundAsShown } from "../../../app/lib/projects/compact-count.ts";
import type { Files } from "./project-copy.ts";

export type Amounts = {
  posts: number;
  projects: number;
  descriptions?: "short" | "long" | "mixed";
};

const topics = [
  "Idempotent payment retries",
  "Backpressure in event pipelines",
  "Exactly-once is a lie",
  "Designing ledger schemas",
  "Go's context in practice",
  "Observability you will read",
  "Consistent hashing, revisited",
  "Rate limits that hold",
];
const short = "A short note.";
const long =
  "A long look at the trade-offs behind a system that serves millions of requests a day: what we measured, what broke under load, which assumptions did not survive contact with production, and the small changes that made the biggest difference to latency, cost and the on-call rota.";

function description(i: number, kind: Amounts["descriptions"]): string {
  if (kind === "short") return short;
  if (kind === "long") return long;
  return i % 3 === 0 ? long : i % 3 === 1 ? short : "A medium-length description of the work.";
}

/** A small JPEG in its own colour, so every thumbnail is a real, distinct image. */
export async function thumbnailImage(i: number, width = 640): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 0.525)}">
<rect width="100%" height="100%" fill="hsl(${hue} 45% 42%)"/>
<circle cx="${(i * 37) % width}" cy="60" r="90" fill="hsl(${(hue + 40) % 360} 50% 60%)" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

// Technologies in the mix a GitHub account has: the filter on /projects offers each of them.
const languages = ["Go", "TypeScript", "Rust", "Python", "Java", "C++"];
const tools = ["PostgreSQL", "Kafka", "Kubernetes", "gRPC", "Redis", "Node.js", "Terraform"];

const date = (i: number) =>
  new Date(Date.UTC(2025, 10, 1) - i * 5 * 86_400_000).toISOString().slice(0, 10);

/** content/imported/posts.json and projects.json, and a thumbnail for each post. */
export async function generatedContent({
  posts,
  projects,
  descriptions = "mixed",
}: Amounts): Promise<Files> {
  const files: Files = {};
  const postEntries = [];
  for (let i = 0; i < posts; i++) {
    const thumbnail = `generated-post-${String(i).padStart(3, "0")}.jpg`;
    files[`content/images/${thumbnail}`] = await thumbnailImage(i);
    postEntries.push({
      url: `https://blog.example.com/posts/${i}`,
      title: `${topics[i % topics.length]} (part ${Math.floor(i / topics.length) + 1})`,
      description: description(i, descriptions),
      publishDate: date(i),
      thumbnail,
      thumbnailAlt: "",
    });
  }
  const projectEntries = Array.from({ length: projects }, (_, i) => ({
    url: `https://github.com/example/project-${i}`,
    title: `project-${i}`,
    description: description(i, descriptions),
    tech: [languages[i % languages.length]!, tools[i % tools.length]!, ...(i % 4 ? [] : ["CLI"])],
    date: date(i * 2),
    // As `npm run import` records a repository: rounded counts, the month of the last push.
    updated: date(i * 2).slice(0, 7),
    stars: roundAsShown((i * 7919) % 25_000),
    forks: roundAsShown((i * 104_729) % 1_500),
    ...(i % 17 === 16 ? { archived: true } : {}),
  }));
  // No hand-written entries, so the counts are exact.
  files["content/posts.ts"] = [
    'import type { PostDefaultsInput, PostInput } from "./schema/entries.ts";',
    "export const posts: PostInput[] = [];",
    "export const postDefaults: PostDefaultsInput = {};",
    "",
  ].join("\n");
  files["content/projects.ts"] = [
    'import type { ProjectInput } from "./schema/entries.ts";',
    "export const projects: ProjectInput[] = [];",
    "",
  ].join("\n");
  files["content/imported/posts.json"] = `${JSON.stringify(postEntries, null, 2)}\n`;
  files["content/imported/projects.json"] = `${JSON.stringify(projectEntries, null, 2)}\n`;
  return files;
}
