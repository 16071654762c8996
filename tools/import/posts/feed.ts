import { XMLValidator } from "fast-xml-parser";
import { MalformedError, parseFeed } from "feedsmith";
import { SourceError } from "../errors.ts";
import { megabytes, type Fetched } from "../http.ts";
import { readSource } from "../read-source.ts";
import { feedItems, type FeedItem } from "./items.ts";
import { xmlProblem } from "./xml-errors.ts";

// A feed larger than this is not a blog's feed.
const maxFeedBytes = 50 * 1024 * 1024;

/** Download a feed, or read its file, and read its items; any problem stops the run with a SourceError. */
export async function readFeed(feed: string, timeoutMs: number): Promise<FeedItem[]> {
  return feedFromBytes(await readSource(feed, timeoutMs, maxFeedBytes), feed);
}

/** The items of a feed already read (exports/home-source.ts reads first, to tell an export from a feed). */
export function feedFromBytes(fetched: Fetched, feed: string): FeedItem[] {
  if (fetched.body.length > maxFeedBytes)
    throw new SourceError(feed, `over the ${megabytes(maxFeedBytes)} limit for a feed`);
  const items = feedItems(parse(decode(fetched), feed), fetched.url);
  if (items.length === 0) throw new SourceError(feed, "the feed has no items");
  return items;
}

/** The kind of feed is recognised from the document itself, whatever its Content-Type says. */
function parse(text: string, feed: string): ReturnType<typeof parseFeed<string>> {
  // Blank lines before <?xml (WordPress.com's, for one) are let off; errors keep the file's lines.
  const body = text.trim();
  const skippedLines = text.slice(0, text.length - text.trimStart().length).split("\n").length - 1;
  if (body.startsWith("{") || body.startsWith("[")) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw new SourceError(feed, `malformed JSON (${(error as Error).message})`);
    }
    try {
      return parseFeed(json);
    } catch {
      throw new SourceError(feed, "not a feed: JSON, but not a JSON Feed");
    }
  }
  if (/^(<\?xml[^>]*>\s*)?(<!--[^]*?-->\s*)*<(!doctype html|html)\b/i.test(body))
    throw new SourceError(
      feed,
      "not a feed but a web page: give the feed's own URL (docs/import.md lists them)",
    );
  // The feed parser forgives broken XML; a feed that is not well-formed is refused instead.
  const valid = body.startsWith("<") ? XMLValidator.validate(body) : true;
  if (valid !== true)
    throw new SourceError(feed, `malformed XML at ${xmlProblem(valid, body, skippedLines)}`);
  try {
    return parseFeed(body);
  } catch (error) {
    // Well-formed XML the feed parser still cannot read; its own words name its internals.
    if (error instanceof MalformedError)
      throw new SourceError(feed, "malformed XML: the feed parser cannot read it");
    throw new SourceError(feed, "not a feed: neither RSS, Atom nor JSON Feed");
  }
}

/**
 * Bytes to text in the feed's own encoding: the Content-Type's charset, else
 * the XML declaration's; the declaration's when the server's charset garbles
 * the text (a gb2312 feed served as UTF-8).
 */
function decode({ body, contentType }: Fetched): string {
  const header = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const head = body.subarray(0, 300).toString("latin1");
  const declared = /^\s*<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1];
  const text = decodeAs(body, header ?? declared);
  return header && declared && text.includes("\uFFFD") ? decodeAs(body, declared) : text;
}

function decodeAs(body: Buffer, encoding = "utf-8"): string {
  try {
    return new TextDecoder(encoding).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body); // an encoding the platform does not know
  }
}
