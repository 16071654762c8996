import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  cloudflareLocalProblem,
  startCloudflareLocal,
  type LocalHost,
} from "../harness/hosts/cloudflare-local";
import { serveHost } from "../harness/hosts/emulated-hosts";
import { cloudflarePages } from "../harness/hosts/host-stand-ins";

// The hosts' own local servers, where a host ships one that installs from npm
// and runs offline, on a small folder whose paths are the ones hosts disagree
// on (https://github.com/slorber/trailing-slash-guide, README.md's table). The
// table each one answers is the one the stand-ins (tests/harness/hosts/) must
// agree with, and do: the Cloudflare Pages stand-in answers the same table. Only Cloudflare Pages has such a server: Netlify's CLI fetches
// Deno from the network on the first request even with --offline
// (netlify/cli#5015) and does not redirect as Pretty URLs do (netlify/cli#416);
// `vercel dev` needs a login.

/** Each file names itself, so an answer says which file it is. */
const files = [
  "index.html",
  "file.html",
  "folder/index.html",
  "both.html",
  "both/index.html",
  "404.html",
  "nested/404.html",
];

const headersFile = `/*
  X-Joined: site
/folder/*
  X-Folder: yes
  X-Joined: folder
`;
const redirectsFile = "/old /file 301\n";

type Answer = { status: number; location: string | null; file: string | null; headers: string };

/** Status, Location, which file answered, and the headers `_headers` sets, for `path`. */
async function answer(origin: string, path: string): Promise<Answer> {
  const response = await fetch(origin + path, { redirect: "manual" });
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get("location"),
    file: /<title>(.*)<\/title>/.exec(body)?.[1] ?? null,
    headers: ["x-joined", "x-folder"]
      .flatMap((name) =>
        response.headers.has(name) ? [`${name}: ${response.headers.get(name)}`] : [],
      )
      .join("; "),
  };
}

const paths = [
  "/file",
  "/file/",
  "/file.html",
  "/folder",
  "/folder/",
  "/folder/index.html",
  "/both",
  "/both/",
  "/both.html",
  "/both/index.html",
  "/nested/nothing",
  "/nothing",
  "/old",
];

/** What Pages answers for each path, by its docs and the guide's measurements. */
function pagesAnswers(): Record<string, Answer> {
  const served = (file: string, headers = "x-joined: site") => ({
    status: 200,
    location: null,
    file,
    headers,
  });
  // Pages' docs give no status for its own redirects; 308 is what its code answers
  // (Workers' static assets, another product, document 307).
  const moved = (location: string, headers = "x-joined: site") => ({
    status: 308,
    location,
    file: null,
    headers,
  });
  // "Headers" (pages/configuration/headers/): a request matching several rules gets
  // every rule's headers, and a header set twice has its values joined by a comma.
  // The docs do not say whether redirects and 404 pages get them: wrangler sends them.
  const inFolder = "x-joined: site, folder; x-folder: yes";
  return {
    // "Serving Pages" (developers.cloudflare.com/pages/configuration/serving-pages/),
    // Route matching: an HTML file matching the path is served, and "/contact.html"
    // redirects to "/contact", "/about/index.html" to "/about/". The trailing-slash
    // guide's Cloudflare Pages row (a real Pages site) adds the rest: "/file/" goes to
    // "/file", "/folder" to "/folder/", and "/both" and "/both/" each serve their own.
    "/file": served("file.html"),
    "/file/": moved("/file"),
    "/file.html": moved("/file"),
    "/folder": moved("/folder/"),
    "/folder/": served("folder/index.html", inFolder),
    "/folder/index.html": moved("/folder/", inFolder),
    "/both": served("both.html"),
    "/both/": served("both/index.html"),
    "/both.html": moved("/both"),
    "/both/index.html": moved("/both/"),
    // Not Found behavior: the nearest 404.html up the path's folders, with status 404.
    "/nested/nothing": {
      status: 404,
      location: null,
      file: "nested/404.html",
      headers: "x-joined: site",
    },
    "/nothing": { status: 404, location: null, file: "404.html", headers: "x-joined: site" },
    // "Redirects" (pages/configuration/redirects/): "[source] [destination] [code]".
    "/old": { status: 301, location: "/file", file: null, headers: "x-joined: site" },
  };
}

const tableOf = async (origin: string) => {
  const table: Record<string, Answer> = {};
  for (const path of paths) table[path] = await answer(origin, path);
  return table;
};

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "host-paths-"));
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), `<!doctype html><title>${file}</title>\n`);
  }
  writeFileSync(join(folder, "_headers"), headersFile);
  writeFileSync(join(folder, "_redirects"), redirectsFile);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// wrangler needs Node 22.12+: on an older Node a skipped test names why, in CI a failed one.
const problem = cloudflareLocalProblem();
describe.runIf(!problem || process.env.CI === "true")("wrangler pages dev", () => {
  let cloudflare: LocalHost;
  beforeAll(async () => {
    cloudflare = await startCloudflareLocal(folder);
  }, 180_000);
  afterAll(async () => await cloudflare?.stop());

  test("Cloudflare Pages (wrangler pages dev) answers each path as Pages' docs say", async () => {
    expect(
      await tableOf(cloudflare.url),
      `wrangler ${cloudflare.version}:\n${cloudflare.output()}`,
    ).toEqual(pagesAnswers());
  });
});
if (problem && process.env.CI !== "true") test.skip(`wrangler pages dev: ${problem}`, () => {});

test("the Cloudflare Pages stand-in answers each path as Pages does", async () => {
  const host = await serveHost(cloudflarePages(folder, "/"));
  try {
    expect(await tableOf(host.url)).toEqual(pagesAnswers());
  } finally {
    host.close();
  }
});
