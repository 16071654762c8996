import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { neutrals } from "../../app/lib/theme/neutrals.ts";
import { site } from "../harness/sites/variants";
import { startEndpoint, type Endpoint } from "../harness/hosts/analytics-endpoint";
import { violations, openPage } from "../harness/chromium";
import { browserForFile, marker, markDocument, waitForHydration } from "../harness/chromium";
import { staticHost } from "../harness/hosts/emulated-hosts";

// A build for a project site under /portfolio/ (as on GitHub Pages) with the
// theme switch and analytics (Plausible, self-hosted at a stand-in on
// 127.0.0.1) on: the switch works and its choice persists, and each page
// view carries the page's own address, sub-path included.
const browser = browserForFile();
let endpoint: Endpoint;
let server: Server;
let origin: string;
let base: string;

beforeAll(async () => {
  endpoint = await startEndpoint();
  const { client } = await site(
    "analytics",
    { provider: "plausible", id: "you.example", host: endpoint.url },
    {
      VITE_BASE_PATH: "/portfolio/",
      VITE_BASE_URL: "https://example.github.io",
      VITE_ANALYTICS_LOCAL: "true",
    },
  );
  // The build's files under /portfolio/, everything else the 404 page, as Pages serves them.
  const files = staticHost(client, () => ({}));
  server = createServer((req, res) => {
    const url = req.url ?? "/";
    const inside = url === "/portfolio" || url.startsWith("/portfolio/");
    files("GET", inside ? url.slice("/portfolio".length) || "/" : "/no-such-page").then(
      ({ status, headers, body }) => res.writeHead(status, headers).end(body),
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  base = `${origin}/portfolio`;
}, 240_000);
afterAll(() => {
  endpoint?.stop();
  server?.close();
});

/** The addresses Plausible was told of since `from`, once the requests have arrived. */
async function viewedSince(from: number): Promise<string[]> {
  await new Promise((done) => setTimeout(done, 800)); // client-side views wait 300 ms for the title
  return endpoint.hits
    .slice(from)
    .filter((hit) => hit.path === "/api/event")
    .map((hit) => String((JSON.parse(hit.body) as { url: string }).url));
}

test("under a sub-path, the switch keeps its choice and each page view names the page's address", async () => {
  const { page: tab, problems } = await openPage(browser());
  await tab.emulateMedia({ colorScheme: "dark" });
  const background = () => tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

  let from = endpoint.hits.length;
  await tab.goto(base + "/");
  expect(await viewedSince(from)).toEqual([`${base}/`]);
  await tab.getByRole("button", { name: "Theme: system" }).click();
  expect(await tab.getByRole("button", { name: "Theme: light" }).count()).toBe(1);
  expect(await background()).toBe(rgb(neutrals.light.page));

  from = endpoint.hits.length;
  await tab.reload();
  expect(await tab.getByRole("button", { name: "Theme: light" }).count()).toBe(1);
  expect(await background()).toBe(rgb(neutrals.light.page));
  expect(await viewedSince(from)).toEqual([`${base}/`]);

  from = endpoint.hits.length;
  await waitForHydration(tab);
  await markDocument(tab);
  await tab.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await tab.waitForURL(base + "/blog");
  expect(await viewedSince(from)).toEqual([`${base}/blog`]);
  expect(await marker(tab)).toBe(42); // a client-side navigation
  expect(await tab.getByRole("button", { name: "Theme: light" }).count()).toBe(1);
  expect(await background()).toBe(rgb(neutrals.light.page));
  expect(await violations(tab)).toEqual([]);
  expect(problems).toEqual([]);
});

test("a click on the navigation link of the page already shown counts no second view", async () => {
  const { page: tab, problems } = await openPage(browser());
  const nav = tab.getByRole("navigation", { name: "Main" });
  // Home at the sub-path with its slash, and a page at its address with one, as Pages serves them.
  for (const [address, link] of [
    ["/", "Home"],
    ["/blog/", "Blog"],
  ] as const) {
    const from = endpoint.hits.length;
    await tab.goto(base + address);
    await waitForHydration(tab);
    await nav.getByRole("link", { name: link }).click();
    await nav.getByRole("link", { name: link }).click();
    expect(await viewedSince(from), address).toEqual([base + address]);
  }
  expect(problems).toEqual([]);
});
