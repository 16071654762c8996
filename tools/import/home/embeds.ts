import type { Element } from "hast";
import { toString } from "hast-util-to-string";
import { httpUrl } from "../posts/urls.ts";
import { classes, element, findElements, stringProperty, text } from "./hast-reading.ts";

// What a post embeds from elsewhere cannot come home, but a link to it can:
// the video's, the gist's or the tweet's own page, named by its title (a
// frame's title attribute, which WordPress and Vimeo fill with the video's)
// or, when it has none, by what it is ("YouTube video"), a tweet by its text.
//
//   YouTube   <iframe src="https://www.youtube(-nocookie).com/embed/ID?start=30" title="…">
//   Vimeo     <iframe src="https://player.vimeo.com/video/ID?h=HASH" title="…">
//   Bilibili  <iframe src="//player.bilibili.com/player.html?aid=…&bvid=BV…&cid=…&p=1">
//   gists     <script src="https://gist.github.com/USER/ID.js?file=name.ext">, or a frame of the gist
//   tweets    <blockquote class="twitter-tweet"><p>Text…</p>&mdash; Name (@handle)
//             <a href="https://twitter.com/handle/status/ID?ref_src=twsrc%5Etfw">date</a></blockquote>

export type Embed = {
  /** The page to link to. */
  href: string;
  /** The link's text. */
  label: string;
  /** What it is, for the run's report: 'a YouTube video "Title"'. */
  what: string;
  /** Text said after the link (a tweet's author). */
  after?: string;
};

/** A frame's title that names the player rather than the video. */
const playerTitle =
  /^(?:(?:youtube|vimeo|bilibili)\s*)?(?:video\s*)?(?:player)?$|^vimeo-player$|^embedded content$/i;

function named(kind: string, href: string, title: string): Embed {
  const own = title.replace(/\s+/g, " ").trim();
  const useful = own && !playerTitle.test(own) && own.toLowerCase() !== kind.toLowerCase();
  return {
    href,
    label: useful ? own : kind,
    what: `a ${kind}${useful ? ` "${own}"` : ""}`,
  };
}

/** A gist's page from the address of its script or frame. */
function gistPage(url: URL): string | undefined {
  if (url.hostname !== "gist.github.com") return undefined;
  const path = /^\/([\w-]+\/[\da-f]+|[\da-f]+)(?:\.(?:js|pibb))?\/?$/i.exec(url.pathname)?.[1];
  return path ? `https://gist.github.com/${path}` : undefined;
}

/** The gist a <script src> shows, or undefined for another script. */
export function gistEmbed(src: string): Embed | undefined {
  const url = new URL(src);
  const page = gistPage(url);
  if (!page) return undefined;
  const file = url.searchParams.get("file");
  const owner = /^https:\/\/gist\.github\.com\/([\w-]+)\//.exec(page)?.[1];
  return {
    href: page,
    label: file ? `${file} (GitHub gist)` : `GitHub gist${owner ? ` by ${owner}` : ""}`,
    what: "a gist",
  };
}

/** The video (or gist) a frame shows, linked to its own page; undefined for another frame. */
export function frameEmbed(src: string, title: string): Embed | undefined {
  const url = new URL(src);
  const host = url.hostname.replace(/^(?:www|m)\./, "");
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const id = /^\/(?:embed|v)\/([\w-]{6,})/.exec(url.pathname)?.[1];
    const list = url.searchParams.get("list");
    if (id === "videoseries" && list)
      return named("YouTube playlist", `https://www.youtube.com/playlist?list=${list}`, title);
    if (!id) return undefined;
    const start = /^\d+$/.exec(url.searchParams.get("start") ?? "")?.[0];
    // YouTube's own short link: no "&" for the Markdown to escape.
    return named("YouTube video", `https://youtu.be/${id}${start ? `?t=${start}` : ""}`, title);
  }
  if (host === "player.vimeo.com") {
    const id = /^\/video\/(\d+)/.exec(url.pathname)?.[1];
    if (!id) return undefined;
    const hash = url.searchParams.get("h");
    return named("Vimeo video", `https://vimeo.com/${id}${hash ? `/${hash}` : ""}`, title);
  }
  if (host === "player.bilibili.com") {
    const bvid = url.searchParams.get("bvid");
    const aid = url.searchParams.get("aid");
    const video = bvid ? bvid : aid && /^\d+$/.test(aid) ? `av${aid}` : undefined;
    if (!video) return undefined;
    const page = Number(url.searchParams.get("p") ?? url.searchParams.get("page") ?? 1);
    return named(
      "Bilibili video",
      `https://www.bilibili.com/video/${video}${page > 1 ? `?p=${page}` : ""}`,
      title,
    );
  }
  const gist = gistEmbed(src);
  return gist ? { ...gist, label: title.trim() || gist.label } : undefined;
}

const tweetStatus =
  /^https?:\/\/(?:(?:www|mobile)\.)?(twitter\.com|x\.com)\/(\w+)\/status(?:es)?\/(\d+)/i;

/** A tweet as Twitter's embed code writes it, or undefined for another element. */
export function tweetEmbed(node: Element, base: string): Embed | undefined {
  if (node.tagName !== "blockquote") return undefined;
  if (!classes(node).some((name) => name === "twitter-tweet" || name === "twitter-video"))
    return undefined;
  const links = findElements(node, (child) => child.tagName === "a");
  const status = links
    .map((link) => tweetStatus.exec(httpUrl(stringProperty(link, "href"), base) ?? ""))
    .filter((match) => match !== null)
    .at(-1);
  if (!status) return undefined;
  const [, host, handle, id] = status;
  const paragraph = node.children.find(
    (child): child is Element => child.type === "element" && child.tagName === "p",
  );
  // Its text, without the short links to its pictures Twitter adds.
  const said = paragraph
    ? toString(paragraph)
        .replace(/(?:https?:\/\/t\.co|pic\.twitter\.com)\/\w+/g, "")
        .replace(/\s+/g, " ")
        .trim()
    : "";
  // "— Name (@handle)": the text between the tweet and its date.
  const author = node.children
    .filter((child) => child.type === "text")
    .map((child) => child.value)
    .join("")
    .replace(/\s+/g, " ")
    .replace(/^[\s—–-]+|\s+$/g, "");
  return {
    href: `https://${host!.toLowerCase()}/${handle}/status/${id}`,
    label: said || `A tweet by @${handle}`,
    what: `a tweet by @${handle}`,
    ...(author ? { after: author } : {}),
  };
}

/** The paragraph that stands in the embed's place: its link, then what is said after it. */
export function embedParagraph({ href, label, after }: Embed): Element {
  return element("p", {}, [
    element("a", { href }, [text(label)]),
    ...(after ? [text(` — ${after}`)] : []),
  ]);
}
