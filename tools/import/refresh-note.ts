import { BlockList, isIP } from "node:net";
import { isInside, isUrl } from "./source-location.ts";

// The weekly refresh (.github/workflows/import.yml) runs `npm run import` on
// a GitHub runner from a fresh checkout: it reads the files of the
// repository and the public web, nothing on the owner's computer or network.
// A source it cannot read again is said once, when it is imported, so the
// owner does not learn it from a failed refresh.

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addSubnet("0.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");
loopback.addAddress("::", "ipv6");

const privateNetwork = new BlockList();
privateNetwork.addSubnet("10.0.0.0", 8, "ipv4");
privateNetwork.addSubnet("172.16.0.0", 12, "ipv4");
privateNetwork.addSubnet("192.168.0.0", 16, "ipv4");
privateNetwork.addSubnet("169.254.0.0", 16, "ipv4"); // link-local
privateNetwork.addSubnet("fc00::", 7, "ipv6"); // unique local
privateNetwork.addSubnet("fe80::", 10, "ipv6"); // link-local

/** Where a URL points when the weekly refresh cannot reach it: "this computer", "a private network". */
function unreachable(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname
      .replace(/^\[|\]$/g, "")
      .replace(/\.$/, "")
      .toLowerCase();
  } catch {
    return undefined;
  }
  const ip = isIP(host);
  const type = ip === 6 ? "ipv6" : "ipv4";
  if (host === "localhost" || host.endsWith(".localhost") || (ip && loopback.check(host, type)))
    return "this computer";
  if (host.endsWith(".local") || (ip && privateNetwork.check(host, type)))
    return "a private network";
  return undefined;
}

/**
 * The one line that tells the owner the weekly refresh cannot read this
 * source (`source` as sources.json records it), or undefined when it can:
 * a file outside the repository, a URL on this computer or a private network.
 */
export function refreshNote(kind: "posts" | "resume", source: string): string | undefined {
  const remove = `\`npm run import -- remove ${source}\``;
  const here = `run \`npm run import\` here to refresh it`;
  if (!isUrl(source))
    return isInside(source)
      ? undefined
      : `Note: ${kind} ${source} is a file outside this repository: the weekly refresh cannot read it; ${here}, or move the file into the repository and import it from there (after ${remove}).`;
  const where = unreachable(source);
  return where
    ? `Note: ${kind} ${source} is on ${where}: the weekly refresh cannot reach it; ${here}, or import it from its public address (after ${remove}).`
    : undefined;
}
