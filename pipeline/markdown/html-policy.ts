import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { elementUrls, isRemote, urlScheme } from "./html-urls.ts";
import { fileLine, PostContentError, type PostSource } from "./post-content-error.ts";

// A post may hold HTML, as Markdown allows, but only what the site's
// Content-Security-Policy lets through as it is: no 'unsafe-inline', no
// 'unsafe-hashes', scripts only the site's own, images and media only the
// site's. Anything else would fail quietly in the visitor's browser (or ask
// for a weaker policy), so the build refuses it, naming the line. Checked on
// the tree the post becomes (after the raw HTML is parsed), so a Markdown link
// to javascript: is caught as an <a href> would be.

const scriptRule = "the site's security policy runs no script a post brings";
const embedRule = "the site's security policy embeds no other document: link to it instead";

/** Elements that are never allowed, and why. */
const refusedElements = new Map(
  Object.entries({
    script: scriptRule,
    noscript: scriptRule,
    style: "the site's security policy allows no inline styles: the site's stylesheet styles posts",
    iframe: embedRule,
    frame: embedRule,
    frameset: embedRule,
    object: embedRule,
    embed: embedRule,
    applet: embedRule,
    portal: embedRule,
    form: "a post sends nothing anywhere: the site's security policy allows no form action",
    link: "only the page's own head links stylesheets and other resources",
    meta: "only the page's own head says what the page is and which policy it has",
    base: "a post cannot move where the page's relative links lead",
  }),
);

/** Elements that load an image or media from their URLs. */
const mediaElements = new Set([
  "img",
  "picture",
  "source",
  "video",
  "audio",
  "track",
  "image",
  "input",
]);

const mediaRule =
  "the site's security policy allows only the site's own images and media: put the file beside the post";

/** What the site's policy would block in `tree`: one PostContentError an element (its first). */
export function htmlPolicyProblems(tree: Root, source: PostSource): PostContentError[] {
  const problems: PostContentError[] = [];
  visit(tree, "element", (element: Element) => {
    const problem = elementProblem(element);
    if (problem) problems.push(new PostContentError(source, fileLine(source, element), ...problem));
  });
  return problems;
}

/** What of `element` the site's policy would block, and the rule; undefined if nothing. */
function elementProblem(element: Element): [what: string, rule: string] | undefined {
  const tag = element.tagName.toLowerCase();
  const elementRule = refusedElements.get(tag);
  if (elementRule !== undefined) return [`<${tag}>`, elementRule];
  for (const name of Object.keys(element.properties)) {
    if (/^on/i.test(name))
      return [
        `the ${name.toLowerCase()} attribute`,
        "event handlers are scripts, which the site's security policy blocks",
      ];
    if (name === "style")
      return [
        "the style attribute",
        "the site's security policy allows no inline styles: the site's stylesheet styles posts",
      ];
  }
  for (const { url } of elementUrls(element)) {
    const scheme = urlScheme(url);
    if (scheme === "javascript" || scheme === "vbscript")
      return [`a ${scheme}: URL`, "scripts in URLs are blocked by the site's security policy"];
    if (scheme === "data")
      return [
        "a data: URL",
        "the site's security policy loads nothing from data: URLs: put the file beside the post",
      ];
    if (mediaElements.has(tag) && isRemote(url))
      return [`an image or media file from another host (${url})`, mediaRule];
  }
  if (tag === "img" && element.properties.alt === undefined)
    return [
      "an <img> without alt",
      'describe the image in alt, or write alt="" for a decorative one',
    ];
  return undefined;
}
