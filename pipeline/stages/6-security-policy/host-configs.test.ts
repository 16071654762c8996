import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseTestSettings } from "../../../app/lib/settings/settings-error.test-support.ts";
import {
  cacheControl,
  contentSecurityPolicy,
  hostHeaderPolicy,
  localHeaderPolicy,
  securityHeaders,
  staticHeaderPolicy,
} from "./security-headers.ts";
import { nginxHeaders } from "./host-files.ts";

// The host files kept in the repository repeat values from security-headers.ts
// (JSON and TOML cannot import them); these tests keep them in step.

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
const rulesOf = (file: string) =>
  (JSON.parse(readFileSync(file, "utf8")) as { headers: HeaderRule[] }).headers;
const asRecord = (rule: HeaderRule) =>
  Object.fromEntries(rule.headers.map((h) => [h.key, h.value]));
const policyOf = { "server/serve.json": localHeaderPolicy, "vercel.json": staticHeaderPolicy };

describe("the static header policy", () => {
  test("is a page's policy without the sources each page names (hashes, analytics), and frame-ancestors", () => {
    const page = contentSecurityPolicy({ scripts: [], styles: [], styleAttributes: [] });
    // form-action is the page's to say ('self' on a site with the search), so no header says 'none'.
    const directives = page
      .split("; ")
      .filter((d) => !/^(default|script|style|connect|manifest)-src |^form-action /.test(d));
    for (const directive of [...directives, "frame-ancestors 'none'"])
      expect(staticHeaderPolicy.split("; ")).toContain(directive);
    expect(staticHeaderPolicy).not.toMatch(/default-src|script-src|style-src|unsafe|form-action/);
  });

  test("the build's own _headers says form-action as its pages do: 'none', or 'self' with the search", () => {
    expect(hostHeaderPolicy(false)).toBe(
      staticHeaderPolicy.replace("; frame-ancestors", "; form-action 'none'; frame-ancestors"),
    );
    expect(hostHeaderPolicy(true)).toContain("; form-action 'self'; ");
    const policy = (search: boolean) =>
      contentSecurityPolicy({ scripts: [], styles: [], styleAttributes: [] }, undefined, search);
    expect(policy(false)).toMatch(/; form-action 'none'$/);
    expect(policy(true)).toMatch(/; form-action 'self'$/);
  });

  test("upgrades requests on HTTPS hosts only, never on the plain-HTTP local preview", () => {
    const page = contentSecurityPolicy({ scripts: [], styles: [], styleAttributes: [] });
    expect(page).not.toContain("upgrade-insecure-requests");
    expect(staticHeaderPolicy).toMatch(/; upgrade-insecure-requests$/);
    expect(localHeaderPolicy).toBe(staticHeaderPolicy.replace("; upgrade-insecure-requests", ""));
  });
});

describe.each(["server/serve.json", "vercel.json"] as const)("%s", (file) => {
  test("sends every security header on every path", () => {
    const all = rulesOf(file).find((rule) => rule.source === "**" || rule.source === "/(.*)");
    expect(asRecord(all!)).toEqual({
      "Content-Security-Policy": policyOf[file],
      ...securityHeaders,
    });
  });

  test("caches hashed assets for good and revalidates the rest", () => {
    const values = rulesOf(file).flatMap((rule) =>
      rule.headers.filter((h) => h.key === "Cache-Control").map((h) => [rule.source, h.value]),
    );
    expect(values).toEqual([
      [expect.stringContaining("assets/"), cacheControl.hashed],
      [expect.any(String), cacheControl.revalidate],
    ]);
  });
});

test("vercel.json builds into the folder the build writes", () => {
  const config = JSON.parse(readFileSync("vercel.json", "utf8")) as Record<string, unknown>;
  expect(config).toMatchObject({ buildCommand: "npm run build", outputDirectory: "build/client" });
});

test("netlify.toml publishes build/client, where _headers is generated", () => {
  const toml = readFileSync("netlify.toml", "utf8");
  expect(toml).toMatch(/^\s*command = "npm run build"$/m);
  expect(toml).toMatch(/^\s*publish = "build\/client"$/m);
  expect(toml).not.toMatch(/\[\[headers\]\]/);
});

test("deploy/security-headers.conf is the headers every host sends, as nginx writes them", () => {
  expect(readFileSync("deploy/security-headers.conf", "utf8")).toBe(nginxHeaders());
  expect(nginxHeaders()).toContain(
    `add_header Content-Security-Policy "${staticHeaderPolicy}" always;`,
  );
  expect(nginxHeaders()).toContain('add_header X-Content-Type-Options "nosniff" always;');
});

test("deploy/nginx.conf includes the security headers wherever it sets Cache-Control", () => {
  const conf = readFileSync("deploy/nginx.conf", "utf8");
  const locations = conf
    .split(/\n\s*location /)
    .slice(1)
    .filter((location) => location.includes("add_header Cache-Control"));
  // Assets, feeds and sitemap, pages, the 404 page (@not_found) and a post's old address (@moved).
  expect(locations).toHaveLength(5);
  for (const location of locations) {
    expect(location).toContain("include snippets/portfolio-security-headers.conf;");
  }
  expect(conf).toContain(`add_header Cache-Control "${cacheControl.hashed}" always;`);
  expect(conf).toContain(`add_header Cache-Control "${cacheControl.revalidate}" always;`);
});

test("the GitHub Pages workflow builds with a sub-path that the settings accept", () => {
  const workflow = readFileSync(".github/workflows/deploy.yml", "utf8");
  expect(workflow).toContain("BASE_PATH: ${{ steps.pages.outputs.base_path }}/");
  expect(workflow).toMatch(
    /uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: build\/client/,
  );
  // The audit needs the registry's advisory service, which GitHub's runners reach.
  expect(workflow).toMatch(
    /- run: npm ci\n(\s+#.*\n)*\s+- run: npm run audit\n\s+- run: npm run build/,
  );
  // configure-pages gives "/<repository>" or "" for base_path.
  for (const basePath of ["/portfolio/", "/"]) {
    expect(parseTestSettings({ VITE_BASE_PATH: basePath }).basePath).toBe(basePath);
  }
});

test("the GitHub Pages workflow deploys only a build that passed the owner's check, within a time limit", () => {
  const workflow = readFileSync(".github/workflows/deploy.yml", "utf8");
  const scripts = (
    JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }
  ).scripts;
  // Every command of npm test but the build, which the workflow makes with the Pages settings.
  const check = scripts.test!.split(" && ").filter((command) => command !== "npm run build");
  expect(check.length).toBeGreaterThan(3);
  const at = (text: string) => {
    const index = workflow.indexOf(text);
    expect(index, text).toBeGreaterThan(-1);
    return index;
  };
  const built = at("- run: npm run build");
  const uploaded = at("uses: actions/upload-pages-artifact");
  for (const command of check) {
    expect(at(command), command).toBeGreaterThan(built);
    expect(at(command), command).toBeLessThan(uploaded);
  }
  expect(workflow).toMatch(/^ {4}timeout-minutes: \d+$/m);
});
