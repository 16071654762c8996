// The HTTP Observatory's policy parser (1.4.8, src/analyzer/cspParser.js),
// rule for rule. Several policies (headers, then meta tags) merge into one: a
// source of a later policy counts only if the first policy allows it too.

export type Csp = Map<string, Set<string>>;
type Source = { source: string; index: number; keep: boolean };

/** The key under which the merged policy lists report-uri or report-to given twice. */
export const duplicateWarnings = "_observatory_duplicate_key_warnings";
const compare = new Intl.Collator("en").compare;

/** Parses one or more policies into one; throws where the Observatory calls a policy invalid. */
export function parseCsp(policies: string[]): Csp {
  const clean = policies.map((policy) => policy.replaceAll(/[\r\n]/g, "").trim());
  for (const policy of clean) if (policy.length < 6) throw new Error(`Invalid policy: ${policy}`);
  const csp = new Map<string, Source[]>();
  const duplicates = new Set<string>();
  for (const [index, policy] of clean.entries()) {
    const seen = new Set<string>();
    for (const [name, ...values] of policy.split(";").map((e) => e.trim().split(/\s+/))) {
      if (!name) continue;
      const directive = name.toLowerCase();
      if (seen.has(directive)) {
        if (directive !== "report-uri" && directive !== "report-to")
          throw new Error(`Duplicate directive ${directive} in policy ${index}`);
        duplicates.add(directive);
      }
      seen.add(directive);
      const keep = index === 0;
      const sources = values.map((raw) => ({ source: raw.trim().toLowerCase(), index, keep }));
      if (!values.length && directive.endsWith("-src"))
        sources.push({ source: "'none'", index, keep });
      const combined = index === 0 ? sources : [...(csp.get(directive) ?? []), ...sources];
      combined.sort((a, b) => compare(a.source, b.source));
      for (let i = 1; i < combined.length; i++) {
        const [previous, current] = [combined[i - 1]!, combined[i]!];
        if (current.index === previous.index && current.source.startsWith(previous.source))
          current.keep = false;
        if (current.index !== previous.index && pathPartMatch(previous.source, current.source))
          current.keep = true;
      }
      csp.set(
        directive,
        combined.filter((source) => source.keep),
      );
      if (index === 0 && policies.length > 1) for (const s of csp.get(directive)!) s.keep = false;
    }
  }
  const merged: Csp = new Map(
    [...csp].map(([directive, sources]) => [
      directive,
      new Set(sources.length ? sources.map((s) => s.source) : ["'none'"]),
    ]),
  );
  if (duplicates.size) merged.set(duplicateWarnings, duplicates);
  return merged;
}

function pathPartMatch(a: string, b: string): boolean {
  if (a.length === 0 || (a === "/" && b.length === 0)) return true;
  const exact = !a.endsWith("/");
  const partsA = a.split("/");
  const partsB = b.split("/");
  if (partsA.length > partsB.length || (exact && partsA.length !== partsB.length)) return false;
  if (!exact) partsA.pop();
  return partsA.every((part, i) => safeDecode(part) === safeDecode(partsB[i]!));
}
const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
