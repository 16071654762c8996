import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import { site } from "../harness/sites/variants";

// `npm start` serves a build for a sub-path (VITE_BASE_PATH=/portfolio/) under
// that path, as GitHub Pages serves a project site: the owner's check runs on
// it so, and `npm start` shows such a build as it will be deployed.

let server: LocalServer;
let client: string;
beforeAll(async () => {
  ({ client } = await site("sub-path"));
  server = await startServer(client);
}, 300_000);
afterAll(() => server?.stop());

const get = (path: string) => fetch(server.baseURL + path, { redirect: "manual" });

test("the site's pages and files answer under the sub-path", async () => {
  for (const path of [
    "/portfolio/",
    "/portfolio/blog",
    "/portfolio/about-me",
    "/portfolio/rss.xml",
  ])
    expect((await get(path)).status, path).toBe(200);
  const asset = readdirSync(join(client, "assets")).find((file) => file.endsWith(".js"))!;
  const response = await get(`/portfolio/assets/${asset}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("immutable");
});

test("the sub-path without its slash, and a page with one, are redirected inside it", async () => {
  const home = await get("/portfolio");
  expect(home.status).toBe(301);
  expect(home.headers.get("location")).toBe("/portfolio/");
  const blog = await get("/portfolio/blog/");
  expect(blog.status).toBe(301);
  expect(blog.headers.get("location")).toBe("/portfolio/blog");
});

test("paths outside the sub-path, and unknown ones inside it, are the 404 page", async () => {
  for (const path of ["/", "/blog", "/assets/x.js", "/portfolio/no-such-page"]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toContain('content="0; url=/portfolio/"');
  }
});
