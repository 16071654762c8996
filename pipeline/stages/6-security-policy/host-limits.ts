// Cloudflare Pages' limits on the files of the published folder, the
// strictest of the hosts that read them (Netlify documents none this low),
// counted as Cloudflare counts them:
// - _headers: "A _headers file can have a maximum of 100 header rules" and
//   "An individual header in a _headers file can have a maximum of 2,000
//   characters" (developers.cloudflare.com/pages/configuration/headers/).
// - _redirects: 2,000 static and 100 dynamic redirects, 1,000 characters a
//   redirect (developers.cloudflare.com/pages/configuration/redirects/).

export const cloudflareLimits = {
  headerRules: 100,
  headerCharacters: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectCharacters: 1000,
} as const;

const lines = (text: string) =>
  text.split("\n").filter((line) => line.trim() && !line.trimStart().startsWith("#"));

/** One line for each limit a `_headers` or `_redirects` text passes; none when within all. */
export function hostFileProblems(headers: string, redirects = ""): string[] {
  const problems: string[] = [];
  const limits = cloudflareLimits;
  const rules = lines(headers).filter((line) => !/^\s/.test(line));
  if (rules.length > limits.headerRules)
    problems.push(
      `_headers has ${rules.length} rules; Cloudflare Pages reads at most ${limits.headerRules}.`,
    );
  for (const line of lines(headers).filter((line) => /^\s/.test(line))) {
    const header = line.trim();
    if (header.length > limits.headerCharacters)
      problems.push(
        `_headers: ${header.slice(0, header.indexOf(":"))} is ${header.length} characters; ` +
          `Cloudflare Pages sends none over ${limits.headerCharacters}.`,
      );
  }
  const rulesOf = lines(redirects);
  // Cloudflare counts a rule as static only until the first dynamic one (a "*" or ":name" in its
  // source); every rule after that is dynamic (workers-sdk parseRedirects.ts). A line it then
  // skips (a status it does not take, such as Netlify's "301!") counts too.
  const firstDynamic = rulesOf.findIndex((line) => /[*:]/.test(line.trim().split(/\s+/)[0]!));
  const staticRules = firstDynamic < 0 ? rulesOf.length : firstDynamic;
  const counts = [
    [staticRules, limits.staticRedirects, "static"],
    [rulesOf.length - staticRules, limits.dynamicRedirects, "dynamic"],
  ] as const;
  for (const [count, limit, kind] of counts)
    if (count > limit)
      problems.push(
        `_redirects has ${count} ${kind} rules; Cloudflare Pages reads at most ${limit}.`,
      );
  for (const line of rulesOf) {
    const from = line.trim().split(/\s+/)[0]!;
    if (line.trim().length > limits.redirectCharacters)
      problems.push(
        `_redirects: the rule for ${from.length > 60 ? `${from.slice(0, 60)}…` : from} is ` +
          `${line.trim().length} characters; Cloudflare Pages reads none over ${limits.redirectCharacters}.`,
      );
  }
  return problems;
}
