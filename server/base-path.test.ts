import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { builtBasePath, routeUnder } from "./base-path.ts";

const build = (manifest?: string) => {
  const dir = mkdtempSync(join(tmpdir(), "base-path-"));
  if (manifest !== undefined) writeFileSync(join(dir, "manifest.webmanifest"), manifest);
  return dir;
};

describe("builtBasePath", () => {
  test("is the manifest's scope", () => {
    expect(builtBasePath(build(JSON.stringify({ scope: "/portfolio/" })))).toBe("/portfolio/");
    expect(builtBasePath(build(JSON.stringify({ scope: "/a/b-c/" })))).toBe("/a/b-c/");
  });

  test('is "/" without a manifest, or with one that names no path', () => {
    expect(builtBasePath(build())).toBe("/");
    expect(builtBasePath(build("{"))).toBe("/");
    expect(builtBasePath(build(JSON.stringify({ scope: "https://x.example/" })))).toBe("/");
    expect(builtBasePath(build(JSON.stringify({})))).toBe("/");
  });
});

describe("routeUnder", () => {
  test("at the root, every path is the build's", () => {
    expect(routeUnder("/blog?x=1", "/")).toEqual({ to: "build", url: "/blog?x=1" });
  });

  test("under a sub-path, its paths are the build's, without it", () => {
    expect(routeUnder("/portfolio/", "/portfolio/")).toEqual({ to: "build", url: "/" });
    expect(routeUnder("/portfolio/blog/?q#h", "/portfolio/")).toEqual({
      to: "build",
      url: "/blog/?q#h",
    });
  });

  test("the sub-path without its slash goes to it; other paths are outside", () => {
    expect(routeUnder("/portfolio", "/portfolio/")).toEqual({ to: "base" });
    expect(routeUnder("/portfolio?x", "/portfolio/")).toEqual({ to: "base" });
    expect(routeUnder("/portfolios/", "/portfolio/")).toEqual({ to: "outside" });
    expect(routeUnder("/assets/app.js", "/portfolio/")).toEqual({ to: "outside" });
    expect(routeUnder("/", "/portfolio/")).toEqual({ to: "outside" });
  });
});
