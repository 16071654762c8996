// A fork whose writing lives on its own domain, beside the portfolio: the
// site at https://you.example/portfolio/ (links.baseUrl and VITE_BASE_PATH),
// posts at https://you.example/notes/… and under the portfolio's path,
// hand-written and imported, a project there too, and the owner's words
// mentioning such addresses. Built for real in a copy of the project: every
// one of those is a page elsewhere, never a missing file of the build.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { validateContent } from "../../../app/lib/content/validate-content";
import { parseSettings } from "../../../app/lib/settings/settings-schema";
import { buildCopy, makeProjectCopy } from "../../../tools/project-copy/project-copy";
import { copy } from "../../fixtures/sample/content/copy";
import { links as sampleLinks } from "../../fixtures/sample/content/links";
import { sampleRawContent } from "../../fixtures/sample/raw-content";
import { sampleContent } from "../../fixtures/sample/sample-content";
import { checkedSite, type CheckedSite } from "./build-references";

const dir = ".test-builds/own-domain";
const settings = { VITE_BASE_PATH: "/portfolio/" };
const links = { ...sampleLinks, baseUrl: "https://you.example" };
const notes = "https://you.example/notes";

const post = (url: string, title: string, publishDate: string, description: string) => ({
  url,
  title,
  description,
  publishDate,
});
const posts = [
  post(`${notes}/retries`, "Retries", "2025-06-01", "Why retries double-charge."),
  // The host's /blog is not the site's Blog, which is at /portfolio/blog.
  post("https://you.example/blog", "An older blog", "2025-05-01", "Where I wrote before."),
  post(
    "https://you.example/portfolio/notes/ledgers?from=portfolio",
    "Ledgers",
    "2025-04-01",
    `The second part of ${notes}/ledgers-one, on the ledger side.`,
  ),
];
const importedPosts = [
  { ...post(`${notes}/imported`, "Imported", "2025-03-01", "From the notes feed."), source: notes },
];
const projects = [
  {
    url: "https://you.example/portfolio/tools/till/",
    title: "till",
    description: "A till, documented on my own site.",
  },
];
const ownCopy = {
  ...copy,
  blog: { ...copy.blog, description: `${notes}/ has the rest; these are the highlights.` },
};

/** A content module as a fork writes it: `export const name: Type = value;` for each export. */
const contentModule = (from: string, exports: Record<string, [type: string, value: unknown]>) => {
  const types = Object.values(exports).map(([type]) => type.replace("[]", ""));
  const lines = Object.entries(exports).map(
    ([name, [type, value]]) => `export const ${name}: ${type} = ${JSON.stringify(value, null, 2)};`,
  );
  return [`import type { ${types.join(", ")} } from "./schema/${from}.ts";`, ...lines, ""].join(
    "\n",
  );
};

/** Builds the fork (once, when a test file asks for it) and says what the checker must know. */
export function buildOwnDomainSite(): { dir: string; site: CheckedSite } {
  makeProjectCopy(dir, {
    ...sampleContent(),
    "content/links.ts": contentModule("site", { links: ["LinksInput", links] }),
    "content/copy.ts": contentModule("site", { copy: ["CopyInput", ownCopy] }),
    "content/posts.ts": contentModule("entries", {
      posts: ["PostInput[]", posts],
      postDefaults: ["PostDefaultsInput", {}],
    }),
    "content/projects.ts": contentModule("entries", { projects: ["ProjectInput[]", projects] }),
    "content/imported/posts.json": `${JSON.stringify(importedPosts, null, 2)}\n`,
  });
  const build = buildCopy(dir, settings);
  if (build.status !== 0) throw new Error(`The own-domain fork did not build:\n${build.output}`);
  const address = parseSettings(settings, links);
  const images = readdirSync(join(dir, "content/images"));
  const raw = { ...sampleRawContent, links, copy: ownCopy, posts, projects, importedPosts };
  // Validated as the build does: the content is accepted, and these are the entries it shows.
  const content = validateContent(raw, { images, files: [] }, address);
  return { dir: `${dir}/build/client`, site: checkedSite(address, content) };
}
