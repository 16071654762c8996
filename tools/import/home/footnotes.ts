import type { Element, ElementContent, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import type { FootnoteDefinition, FootnoteReference } from "mdast";
import type { Options as ToMdastOptions } from "rehype-remark";
import {
  childElements,
  classes,
  element,
  findElement,
  stringProperty,
  text,
} from "./hast-reading.ts";

// Footnotes come home as GitHub's: [^1] where a note is cited and [^1]: … at
// the end, which the site renders as linked notes; never a link to an id the
// page does not have. What the engines write:
//
//   markdown-it  <sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup> … <hr class="footnotes-sep">
//                <section class="footnotes"><ol class="footnotes-list"><li id="fn1" class="footnote-item">…
//                <a href="#fnref1" class="footnote-backref">↩︎</a>
//   Goldmark     <sup id="fnref:1"><a href="#fn:1" class="footnote-ref" role="doc-noteref">1</a></sup> …
//   (Hugo)       <div class="footnotes" role="doc-endnotes"><hr><ol><li id="fn:1">… <a href="#fnref:1"
//                class="footnote-backref" role="doc-backlink">
//   kramdown     <sup id="fnref:1" role="doc-noteref"><a href="#fn:1" class="footnote" rel="footnote">1</a></sup> …
//   (Jekyll)     <div class="footnotes" role="doc-endnotes"><ol><li id="fn:1" role="doc-endnote">…
//                <a href="#fnref:1" class="reversefootnote" role="doc-backlink">↩</a>
//   WordPress    <sup data-fn="…" class="fn"><a href="#…" id="…-link">1</a></sup> …
//                <ol class="wp-block-footnotes"><li id="…">… <a href="#…-link" aria-label="Jump to footnote reference 1">↩︎</a>
//
// A feed can lose the notes' ids or make the links absolute (jekyll-feed
// does both): a citation then finds its note by the number its link ends
// with. The notes are numbered in the order the source lists them.

/** An element the notes are listed in (the whole of it goes: its rule, its heading, its list). */
function isNotesContainer(node: Element): boolean {
  if (node.tagName === "a") return false;
  const names = classes(node);
  if (
    node.tagName === "ol" &&
    names.some((name) => /^(?:footnotes-list|wp-block-footnotes)$/.test(name))
  )
    return true;
  return (
    (stringProperty(node, "role") === "doc-endnotes" ||
      node.properties.dataFootnotes !== undefined ||
      names.some((name) => name === "footnotes" || name === "footnote")) &&
    findElement(node, (child) => child.tagName === "ol") !== undefined
  );
}

/** The fragment a link points at ("fn:1" of "#fn:1" or "https://…/post#fn:1"), or "". */
function fragment(node: Element): string {
  const href = stringProperty(node, "href");
  const at = href.indexOf("#");
  if (at < 0) return "";
  try {
    return decodeURIComponent(href.slice(at + 1));
  } catch {
    return href.slice(at + 1);
  }
}

/** A link that says it cites a note, whether or not its note is found. */
function citesANote(link: Element, sup: Element | undefined): boolean {
  const names = [...classes(link), ...classes(sup)];
  return (
    link.properties.dataFootnoteRef !== undefined ||
    stringProperty(link, "role") === "doc-noteref" ||
    stringProperty(sup ?? link, "role") === "doc-noteref" ||
    names.some((name) => /^(?:footnote-ref|footnote|fn)$/.test(name)) ||
    (sup !== undefined && sup.properties.dataFn !== undefined) ||
    /^fn/i.test(fragment(link))
  );
}

/** A note's link back to where it is cited. */
function isBackLink(link: Element, citations: Set<string>): boolean {
  return (
    citations.has(fragment(link)) ||
    link.properties.dataFootnoteBackref !== undefined ||
    stringProperty(link, "role") === "doc-backlink" ||
    classes(link).some((name) =>
      /^(?:footnote-backref|reversefootnote|footnote-back)$/.test(name),
    ) ||
    /^(?:jump to footnote reference|back to)/i.test(stringProperty(link, "ariaLabel"))
  );
}

type Note = { item: Element; id: string };
type Citation = { link: Element; sup: Element | undefined };

/** The <sup> that holds only `link`, when there is one: the citation is that whole <sup>. */
function wrappingSup(link: Element, parent: Element | Root): Element | undefined {
  if (parent.type !== "element" || parent.tagName !== "sup") return undefined;
  const others = parent.children.filter(
    (child) => child !== link && !(child.type === "text" && !child.value.trim()),
  );
  return others.length === 0 ? parent : undefined;
}

/**
 * The article's footnotes made GitHub's (see above): each citation a
 * <sup><a data-footnote-ref href="#fn-N">, the notes one
 * <section data-footnotes> at the end, their links back and the source's
 * list gone. Nothing changes when no citation finds its note.
 */
export function gatherFootnotes(tree: Root): void {
  const containers: Element[] = [];
  const citations: Citation[] = [];
  const walk = (parent: Element | Root) => {
    for (const child of childElements(parent)) {
      if (isNotesContainer(child)) {
        containers.push(child);
        continue;
      }
      if (child.tagName === "a" && fragment(child))
        citations.push({ link: child, sup: wrappingSup(child, parent) });
      walk(child);
    }
  };
  walk(tree);
  const notes: Note[] = containers.flatMap((container) => {
    const list =
      container.tagName === "ol" ? container : findElement(container, (n) => n.tagName === "ol")!;
    return childElements(list)
      .filter((item) => item.tagName === "li")
      .map((item) => ({ item, id: stringProperty(item, "id") }));
  });
  if (notes.length === 0) return;
  const numberOf = (citation: Citation): number | undefined => {
    const target = fragment(citation.link);
    const byId = notes.findIndex((note) => note.id !== "" && note.id === target);
    if (byId >= 0) return byId + 1;
    if (!citesANote(citation.link, citation.sup)) return undefined;
    const written = Number(/(\d+)$/.exec(target)?.[1] ?? NaN);
    // Notes that lost their ids are found by the number; else the citation names a note the article lacks.
    return written >= 1 && written <= notes.length && notes[written - 1]!.id === "" ? written : 0;
  };
  const found = citations.map((citation) => ({ citation, number: numberOf(citation) }));
  if (!found.some(({ number }) => number !== undefined && number > 0)) return;

  const replaced = new Map<Element, ElementContent>();
  const citedFrom = new Set<string>();
  for (const { citation, number } of found) {
    if (number === undefined) continue;
    const { link, sup } = citation;
    for (const id of [stringProperty(link, "id"), sup && stringProperty(sup, "id")])
      if (id) citedFrom.add(id);
    replaced.set(
      sup ?? link,
      number > 0
        ? element("sup", {}, [
            element("a", { href: `#fn-${number}`, id: `fnref-${number}`, dataFootnoteRef: true }, [
              text(String(number)),
            ]),
          ])
        : text(`[${toString(link).replace(/^\[|\]$/g, "")}]`), // its note is not in the article: its number, as text
    );
  }
  const swap = (parent: Element | Root) => {
    parent.children = parent.children.flatMap((child): RootContent[] => {
      if (child.type !== "element") return [child];
      if (containers.includes(child)) return [];
      const stand = replaced.get(child);
      if (stand) return [stand];
      swap(child);
      return [child];
    }) as typeof parent.children;
    // markdown-it's rule before its notes goes with them.
    parent.children = parent.children.filter(
      (child) => !(child.type === "element" && classes(child).includes("footnotes-sep")),
    );
  };
  swap(tree);
  const items = notes.map(({ item }, index) =>
    element("li", { id: `fn-${index + 1}` }, withoutBackLinks(item.children, citedFrom)),
  );
  tree.children.push(
    element("section", { dataFootnotes: true, className: ["footnotes"] }, [
      element("ol", {}, items),
    ]),
  );
}

/** A note's content without its links back (and the space before them). */
function withoutBackLinks(nodes: ElementContent[], citedFrom: Set<string>): ElementContent[] {
  const kept = nodes.flatMap((node): ElementContent[] => {
    if (node.type !== "element") return [node];
    if (node.tagName === "a" && isBackLink(node, citedFrom)) return [];
    return [{ ...node, children: withoutBackLinks(node.children, citedFrom) }];
  });
  // The space (often a no-break one) that stood before a link back.
  for (let last = kept.at(-1); last?.type === "text"; last = kept.at(-1)) {
    const value = last.value.replace(/[\s\u00a0]+$/, "");
    if (value) {
      kept[kept.length - 1] = { ...last, value };
      break;
    }
    kept.pop();
  }
  return kept;
}

type Handle = NonNullable<NonNullable<ToMdastOptions["handlers"]>[string]>;
const noteNumber = (value: string) => /(\d+)$/.exec(value)?.[1] ?? value;

/** rehype-remark's handler for <sup>: a citation gatherFootnotes made is [^N]; any other, its content. */
export const supHandler: Handle = (state, sup) => {
  const [link] = childElements(sup);
  if (link?.tagName !== "a" || link.properties.dataFootnoteRef === undefined) return state.all(sup);
  const identifier = noteNumber(fragment(link));
  const result: FootnoteReference = { type: "footnoteReference", identifier, label: identifier };
  state.patch(sup, result);
  return result;
};

/** rehype-remark's handler for <section>: the notes gatherFootnotes made are [^N]: …; any other, its content. */
export const sectionHandler: Handle = (state, section) => {
  if (section.properties.dataFootnotes === undefined) return state.toFlow(state.all(section));
  const list = findElement(section, (child) => child.tagName === "ol");
  return childElements(list ?? section)
    .filter((item) => item.tagName === "li")
    .map((item): FootnoteDefinition => {
      const identifier = noteNumber(stringProperty(item, "id"));
      return {
        type: "footnoteDefinition",
        identifier,
        label: identifier,
        children: state.toFlow(state.all(item)) as FootnoteDefinition["children"],
      };
    });
};
