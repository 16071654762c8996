import type { Checked } from "./check.ts";
import { verdict, type Kind, type Verdict } from "./verdict.ts";

const order: Kind[] = ["broken", "moved", "warning", "unverified"];
const names: Record<Kind, [string, string]> = {
  broken: ["broken", "broken"],
  moved: ["moved", "moved"],
  warning: ["warning", "warnings"],
  unverified: ["could not verify", "could not verify"],
  ok: ["fine", "fine"],
};

export type Report = { text: string; broken: number };

/**
 * A summary line and one Markdown table of the links that need a look (it
 * reads in a terminal and renders in a GitHub issue): broken first, then
 * moved, warnings, and those that could not be verified.
 */
export function report(
  checked: Checked[],
  site: { pages: number; mailto: number },
  unverifiableHosts: string[],
): Report {
  const rows = checked
    .map((link) => ({ link, verdict: verdict(link, unverifiableHosts) }))
    .sort(
      (a, b) =>
        order.indexOf(a.verdict.kind) - order.indexOf(b.verdict.kind) ||
        a.link.url.localeCompare(b.link.url),
    );
  const count = (kind: Kind) => rows.filter((row) => row.verdict.kind === kind).length;
  const counts = (["ok", ...order] as Kind[])
    .filter((kind) => count(kind) > 0 || kind === "broken")
    .map((kind) => `${count(kind)} ${names[kind][count(kind) === 1 ? 0 : 1]}`);
  const mailto = site.mailto ? ` (${site.mailto} mailto: not fetched)` : "";
  const summary =
    `Checked ${plural(checked.length, "external link")} on ${plural(site.pages, "page")}${mailto}: ` +
    `${counts.join(", ")}.`;
  const needLook = rows.filter((row) => row.verdict.kind !== "ok");
  const table = needLook.length
    ? [
        "",
        "| Link | Page | Status | What to do |",
        "| --- | --- | --- | --- |",
        ...needLook.map(({ link, verdict }) => line(link, verdict)),
      ]
    : [];
  return { text: [summary, ...table].join("\n"), broken: count("broken") };
}

function line(link: Checked, { status, todo }: Verdict): string {
  const pages =
    link.pages.length > 3 ? `${link.pages.slice(0, 3).join(", ")} …` : link.pages.join(", ");
  return `| ${[link.url, pages, status, todo].map(cell).join(" | ")} |`;
}

// A table cell stays one cell: no pipe or line break from a URL or a server's words.
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
