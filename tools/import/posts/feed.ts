import { XMLValidator } from "fast-xml-parser";
import { MalformedError, parseFeed } from "feedsmith";
import { SourceError } from "../errors.ts";
import { FetchError, get, type Fetched } from "../http.ts";
import { feedItems, type FeedItem } from "./items.ts";

// A feed larger than this is not a blog's feed.
const maxFeedBytes = 50 * 1024 * 1024;

/** Download a feed and read its items; any problem stops the run with a SourceError. */
export async function readFeed(feedUrl: string, timeoutMs: number): Promise<FeedItem[]> {
  let fetched: Fetched;
  try {
    fetched = await get(feedUrl, timeoutMs, maxFeedBytes);
  } catch (error) {
    if (error instanceof FetchError) throw new SourceError(feedUrl, error.message);
    throw error;
  }
  const items = feedItems(parse(decode(fetched), feedUrl), fetched.url);
  if (items.length === 0) throw new SourceError(feedUrl, "the feed has no items");
  return items;
}

/** The kind of feed is recognised from the document itself, whatever its Content-Type says. */
function parse(text: string, feedUrl: string): ReturnType<typeof parseFeed<string>> {
  const body = text.trim();
  if (body.startsWith("{") || body.startsWith("[")) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw new SourceError(feedUrl, `malformed JSON (${(error as Error).message})`);
    }
    try {
      return parseFeed(json);
    } catch {
      throw new SourceError(feedUrl, "not a feed: JSON, but not a JSON Feed");
    }
  }
  if (/^(<\?xml[^>]*>\s*)?(<!--[^]*?-->\s*)*<(!doctype html|html)\b/i.test(body))
    throw new SourceError(
      feedUrl,
      "not a feed but a web page: give the feed's own URL (docs/import.md lists them)",
    );
  // The feed parser forgives broken XML; a feed that is not well-formed is refused instead.
  const valid = body.startsWith("<") ? XMLValidator.validate(body) : true;
  if (valid !== true)
    throw new SourceError(feedUrl, `malformed XML (line ${valid.err.line}: ${valid.err.msg})`);
  try {
    return parseFeed(body);
  } catch (error) {
    if (error instanceof MalformedError) {
      const cause = (error.cause as Error | undefined)?.message ?? error.message;
      throw new SourceError(feedUrl, `malformed XML (${cause})`);
    }
    throw new SourceError(feedUrl, "not a feed: neither RSS, Atom nor JSON Feed");
  }
}

/** Bytes to text in the feed's own encoding: the Content-Type's charset, else the XML declaration's. */
function decode({ body, contentType }: Fetched): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /^\s*<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(body.subarray(0, 200).toString("latin1"))?.[1];
  try {
    return new TextDecoder(declared ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body); // an encoding the platform does not know
  }
}
