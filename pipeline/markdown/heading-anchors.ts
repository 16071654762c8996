import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { fileLine, PostContentError, type PostSource } from "./post-content-error.ts";

// Every h2–h4 of a post gets an id made as GitHub makes them (github-slugger:
// letters of any script kept, so a Japanese or an Arabic heading has a
// readable one), unique within the post, and stable: the same heading gives
// the same id on every build, so a link to a section keeps working. The
// headings are returned for the page's table of contents. The page's copy
// then gets a link to itself in each heading, to share a section.

export type Heading = { depth: 2 | 3 | 4; id: string; text: string };

const depths: Record<string, Heading["depth"]> = { h2: 2, h3: 3, h4: 4 };

/** Whether `element` is the footnotes' heading, which remark-gfm names itself. */
const inFootnotes = (ancestors: Element[]) =>
  ancestors.some((element) => element.properties.dataFootnotes !== undefined);

/** A heading's text as a reader sees it: without its footnote calls ("Setup[^1]" → "Setup"). */
function headingText(heading: Element): string {
  const copy = structuredClone(heading);
  visit(copy, "element", (element: Element, index, parent) => {
    if (element.properties.dataFootnoteRef === undefined || parent === undefined) return;
    parent.children.splice(index!, 1);
    return index;
  });
  return toString(copy).replace(/\s+/g, " ").trim();
}

/** The h2–h4 elements of `tree` that the author wrote, in order. */
function authorsHeadings(tree: Root): Element[] {
  const found: Element[] = [];
  const walk = (node: Root | Element, ancestors: Element[]) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if (Object.hasOwn(depths, child.tagName) && !inFootnotes(ancestors)) found.push(child);
      walk(child, [...ancestors, child]);
    }
  };
  walk(tree, []);
  return found;
}

/**
 * Gives each h2–h4 of `tree` an id (keeping one the author wrote), unique
 * among the post's ids, and returns the headings in order.
 */
export function addHeadingIds(tree: Root): Heading[] {
  const slugger = new GithubSlugger();
  // The ids already there (footnotes', the author's own) are taken first, so no slug repeats one.
  visit(tree, "element", (element: Element) => {
    if (typeof element.properties.id === "string") slugger.slug(element.properties.id, true);
  });
  return authorsHeadings(tree).map((heading) => {
    const text = headingText(heading);
    if (typeof heading.properties.id !== "string")
      heading.properties.id = slugger.slug(text) || slugger.slug("section");
    return { depth: depths[heading.tagName]!, id: heading.properties.id, text };
  });
}

const holdsLink = (heading: Element) => {
  let found = false;
  visit(heading, "element", (element: Element) => {
    if (element.tagName === "a") found = true;
  });
  return found;
};

/**
 * Makes each heading of `headings` a link to itself. One that holds a link
 * already (a link cannot hold another) gets a "#" link after its text, named
 * by `sectionLink` ("Link to the section {heading}").
 */
export function addSelfLinks(tree: Root, headings: Heading[], sectionLink: string): void {
  const byId = new Map(headings.map((heading) => [heading.id, heading]));
  for (const element of authorsHeadings(tree)) {
    const heading = byId.get(String(element.properties.id));
    if (heading === undefined) continue;
    const link = (children: ElementContent[], label?: string): Element => ({
      type: "element",
      tagName: "a",
      properties: {
        className: ["heading-link"],
        href: `#${heading.id}`,
        ...(label === undefined ? {} : { ariaLabel: label }),
      },
      children,
    });
    element.children = holdsLink(element)
      ? [
          ...element.children,
          { type: "text", value: " " },
          link([{ type: "text", value: "#" }], sectionLink.replace("{heading}", heading.text)),
        ]
      : [link(element.children)];
  }
}

/**
 * Keeps the outline a screen reader walks whole: a heading more than one
 * level below the one before it (the title's h1 first) is raised to the next
 * level, so a post whose sections start at ### or that goes from ## to ####
 * reads h2, h3 in order. Authors often pick a level for its size; the page
 * styles each level for its place, so nothing looks amiss.
 */
export function keepHeadingOrder(tree: Root): void {
  let previous = 1;
  visit(tree, "element", (element: Element) => {
    const level = /^h([2-6])$/.exec(element.tagName)?.[1];
    if (level === undefined) return;
    const kept = Math.min(Number(level), previous + 1);
    element.tagName = `h${kept}`;
    previous = kept;
  });
}

/**
 * A post's title is its page's one h1 (from the front matter), so the body's
 * sections start at ##: each `# Heading` (or <h1>) would make a second.
 */
export function titleHeadingProblems(tree: Root, source: PostSource): PostContentError[] {
  const problems: PostContentError[] = [];
  visit(tree, "element", (element: Element) => {
    if (element.tagName !== "h1") return;
    problems.push(
      new PostContentError(
        source,
        fileLine(source, element),
        `a level-1 heading ("${toString(element).trim()}")`,
        "the title in the front matter is the page's heading: start the post's sections at ##",
      ),
    );
  });
  return problems;
}
