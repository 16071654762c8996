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

/** Refuses, with a PostContentError, the first thing of `tree` that the site's policy would block. */
export function checkHtmlPolicy(tree: Root, source: PostSource): void {
  visit(tree, "element", (element: Element) => {
    const refuse = (what: string, rule: string) => {
      throw new PostContentError(source, fileLine(source, element), what, rule);
    };
    const tag = element.tagName.toLowerCase();
    const elementRule = refusedElements.get(tag);
    if (elementRule !== undefined) refuse(`<${tag}>`, elementRule);
    for (const name of Object.keys(element.properties)) {
      if (/^on/i.test(name))
        refuse(
          `the ${name.toLowerCase()} attribute`,
          "event handlers are scripts, which the site's security policy blocks",
        );
      if (name === "style")
        refuse(
          "the style attribute",
          "the site's security policy allows no inline styles: the site's stylesheet styles posts",
        );
    }
    for (const { url } of elementUrls(element)) {
      const scheme = urlScheme(url);
      if (scheme === "javascript" || scheme === "vbscript")
        refuse(`a ${scheme}: URL`, "scripts in URLs are blocked by the site's security policy");
      if (scheme === "data")
        refuse(
          "a data: URL",
          "the site's security policy loads nothing from data: URLs: put the file beside the post",
        );
      if (mediaElements.has(tag) && isRemote(url))
        refuse(`an image or media file from another host (${url})`, mediaRule);
    }
    if (tag === "img" && element.properties.alt === undefined)
      refuse(
        "an <img> without alt",
        'describe the image in alt, or write alt="" for a decorative one',
      );
  });
}
