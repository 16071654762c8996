import { expect, test } from "vitest";
import type { PrefetchedData } from "./prefetch-handoff";
import { servePrefetchedData } from "./prefetched-data";

const url = "https://you.example/projects.data";

function setUp(prefetched: PrefetchedData) {
  const network: string[] = [];
  const win = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      network.push(
        `${init?.method ?? "GET"} ${input instanceof Request ? input.url : String(input)}`,
      );
      return Promise.resolve(new Response("from the network"));
    },
  };
  servePrefetchedData(win, prefetched);
  return { fetch: win.fetch, network };
}

test("React Router's request for prefetched data gets the prefetched response, once", async () => {
  const prefetched: PrefetchedData = new Map([[url, Promise.resolve(new Response("early"))]]);
  const { fetch, network } = setUp(prefetched);
  // React Router passes a URL and its navigation's signal.
  const first = await fetch(new URL(url), { signal: new AbortController().signal });
  expect(await first.text()).toBe("early");
  expect(network).toEqual([]);
  expect(prefetched.size).toBe(0);
  // A later navigation to the same page asks again: the data may have changed.
  expect(await (await fetch(new URL(url))).text()).toBe("from the network");
  expect(network).toEqual([`GET ${url}`]);
});

test("other URLs, other methods and a failed prefetch go to the network", async () => {
  const prefetched: PrefetchedData = new Map<string, Promise<Response | undefined>>([
    [url, Promise.resolve(new Response("early"))],
    ["https://you.example/blog.data", Promise.resolve(undefined)],
  ]);
  const { fetch, network } = setUp(prefetched);
  await fetch("https://you.example/about-me.data");
  await fetch(url, { method: "POST" });
  await fetch(new Request(url, { method: "PUT" }));
  expect(await (await fetch("https://you.example/blog.data")).text()).toBe("from the network");
  expect(network).toEqual([
    "GET https://you.example/about-me.data",
    `POST ${url}`,
    `GET ${url}`, // a Request carries its own method
    "GET https://you.example/blog.data",
  ]);
  expect([...prefetched.keys()]).toEqual([url]);
});
