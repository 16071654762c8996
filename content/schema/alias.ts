import { z } from "zod";
import { noRepeated } from "./primitives.ts";

// An old address of a post: the path it had on the writer's old site
// (`aliases:` in its front matter, as Hugo and Zola name them), relative to
// the site's base (VITE_BASE_PATH). The build makes each one lead to the
// post: a page at the old address that sends the reader on, and a permanent
// redirect on the hosts that read redirect rules. Written as the old site's
// links wrote it ("/2020/12/31/2020-年终总结/"), or percent-encoded.

/** The old address's path, its escapes decoded; undefined when an escape is broken. */
export function decodedAlias(alias: string): string | undefined {
  try {
    return decodeURIComponent(alias);
  } catch {
    return undefined;
  }
}

/** The most a part of the path takes in UTF-8: the build writes it as a file name, with ".html". */
const maxPartBytes = 250;

/** The rule an old address breaks, as the end of a sentence ("must …"), or undefined when it keeps every one. */
export function aliasProblem(alias: string): string | undefined {
  const url = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/[^?#]*)?/i.exec(alias);
  if (url) return `must be a path, without the old site's address: write "${url[1] || "/"}"`;
  if (!alias.startsWith("/"))
    return 'must be a path that starts with "/", such as "/2020/12/31/my-post/"';
  const path = decodedAlias(alias);
  if (path === undefined) return 'has a "%" that is not a percent-encoded character';
  if (/[?#]/.test(path))
    return 'must be a path alone, without "?…" or "#…": hosts\' redirects match the path';
  if (/[\s\p{Cc}]/u.test(path))
    return "must have no spaces or control characters: hosts' redirect files are split at spaces";
  if (/[*:\\]/.test(path))
    return 'must have no "*", ":" or "\\": hosts\' redirect files read them as patterns';
  const parts = path.slice(1).split("/");
  // A trailing slash is the old address as it was written; other empty parts are not.
  if (parts.slice(0, -1).some((part) => part === "") || parts.some((p) => p === "." || p === ".."))
    return 'must have no empty, "." or ".." part: hosts resolve them away';
  if (parts.some((part) => part.startsWith(".")))
    return 'must have no part that starts with "." (such as ".well-known"): hosts do not serve those';
  if (parts.some((part) => new TextEncoder().encode(part).length > maxPartBytes))
    return `must have no part longer than ${maxPartBytes} bytes in UTF-8, to fit a file name everywhere`;
  return undefined;
}

/**
 * The old address as one page of the site, to compare two: decoded, without
 * its trailing slash or a last "index.html", in lowercase, as hosts that
 * ignore case read it ("/2020/My-Post/" and "/2020/my-post" are one).
 */
export function aliasKey(alias: string): string {
  const path = (decodedAlias(alias) ?? alias).replace(/\/index\.html?$/i, "/");
  return (path.length > 1 ? path.replace(/\/$/, "") : path).toLowerCase();
}

/** An old address, checked by aliasProblem. */
export const aliasSchema = z.string().superRefine((alias, context) => {
  const problem = aliasProblem(alias);
  if (problem) context.addIssue({ code: "custom", message: problem, input: alias });
});

/** The same old address twice in one post's list (aliasKey): said once, at the repeat. */
export const noRepeatedAlias = noRepeated(
  aliasKey,
  (earlier, first) => `is aliases[${earlier}] ("${first}") again; list each old address once`,
);
