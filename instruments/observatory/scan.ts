// npm run observatory -- <host>: asks MDN's HTTP Observatory (the real
// scanner, on the internet) to grade a deployed site, and prints its grade,
// score and the tests it failed. A maintainer's check of a live deploy: the
// tests hold every host configuration to what the grade rests on
// (tests/template/host-headers.test.ts), with no network. OBSERVATORY_API
// points it at another instance of the API.
const api = process.env.OBSERVATORY_API ?? "https://observatory-api.mdn.mozilla.net/api/v2";

export type ScanSummary = {
  grade: string | null;
  score: number | null;
  tests_failed: number;
  tests_quantity: number;
  details_url?: string;
  error: string | null;
};

/** The Observatory's summary of a scan of `host` (it may reuse a scan of the last minutes). */
export async function scan(host: string): Promise<ScanSummary> {
  const response = await fetch(`${api}/scan?host=${encodeURIComponent(host)}`, {
    method: "POST",
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`the Observatory answered ${response.status} for ${host}`);
  return (await response.json()) as ScanSummary;
}

/** One line for people: the grade and score, or what went wrong. */
export function summary(host: string, result: ScanSummary): string {
  if (result.error) return `${host}: the Observatory could not scan it (${result.error})`;
  const failed = result.tests_failed ? `, ${result.tests_failed} failed` : "";
  const details = result.details_url ? ` (${result.details_url})` : "";
  return `${host}: ${result.grade} (${result.score}/100, ${result.tests_quantity} tests${failed})${details}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.argv[2]?.replace(/^https?:\/\//, "").replace(/\/.*$/, "");
  if (!host) {
    console.error("Usage: npm run observatory -- <host of a deployed site, such as you.example>");
    process.exit(2);
  }
  try {
    const result = await scan(host);
    console.log(summary(host, result));
    process.exit(result.grade === "A+" ? 0 : 1);
  } catch (error) {
    console.error(`${host}: ${(error as Error).message}`);
    process.exit(1);
  }
}
