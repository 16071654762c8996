import { describe, expect, test } from "vitest";
import { guardScrollScript } from "./scroll-script.ts";

// The script React Router 7.18 writes for <ScrollRestoration /> (no getKey).
const reactRouterScript = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)`;
const page = `<html><body><p>Hi</p><script>${reactRouterScript}</script><script>window.x = 1;</script></body></html>`;

/** Runs the page's first inline script with the browser stubbed, recording what it touches. */
function run(html: string, state: { key: string } | null, saved: Record<string, number> = {}) {
  const body = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const calls: string[] = [];
  const history = {
    state,
    replaceState: (next: { key: string }) => {
      calls.push("replaceState");
      history.state = next;
    },
  };
  const window = { history, scrollTo: (_x: number, y: number) => calls.push(`scrollTo ${y}`) };
  const sessionStorage = {
    getItem: (key: string) => {
      calls.push(`read ${key}`);
      return JSON.stringify(saved);
    },
    removeItem: () => calls.push("remove"),
  };
  new Function("window", "history", "sessionStorage", body)(window, history, sessionStorage);
  return calls;
}

describe("guardScrollScript", () => {
  const guarded = guardScrollScript(page, "index.html");

  test("a first visit touches neither history nor sessionStorage before the first paint", () => {
    expect(run(page, null)).toEqual(["replaceState", "read react-router-scroll-positions"]);
    expect(run(guarded, null)).toEqual([]);
  });

  test("a reload still restores the saved position before the first paint", () => {
    const calls = run(guarded, { key: "k1" }, { k1: 640 });
    expect(calls).toEqual(["read react-router-scroll-positions", "scrollTo 640"]);
  });

  test("changes nothing else in the page, and makes the script smaller", () => {
    const [before, after] = page.split(reactRouterScript);
    const script = guarded.slice(before!.length, guarded.length - after!.length);
    expect(guarded).toBe(before + script + after);
    expect(script.length).toBeLessThan(reactRouterScript.length * 0.7);
  });

  test("refuses a scroll script it does not understand", () => {
    const changed = page.replace("restoreKey", "key");
    expect(() => guardScrollScript(changed, "blog/index.html")).toThrow(
      "blog/index.html: React Router's scroll restoration script has an unexpected form",
    );
  });

  test("leaves a page without the script alone", () => {
    const plain = "<html><body>404</body></html>";
    expect(guardScrollScript(plain, "404.html")).toBe(plain);
  });
});
