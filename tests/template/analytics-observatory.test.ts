import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { explain, scan } from "../../tools/observatory/observatory.ts";
import { buildCopy, makeProjectCopy } from "../harness/sites/project-copy";
import { sampleContent } from "../fixtures/sample/sample-content";
import {
  fromHeadersFile,
  fromVercelJson,
  startHost,
  staticHost,
  type EmulatedHost,
} from "../harness/hosts/emulated-hosts.ts";
import { makeCertificate, type Certificate } from "../harness/hosts/tls.ts";
import { metaPolicy } from "../harness/chromium";

// With the theme switch and analytics on, the hosts whose headers change
// with the build (Netlify and Cloudflare Pages, from _headers) and Vercel
// (vercel.json, which leaves the analytics origin to each page's policy)
// keep their A+: one build with a provider the site's own script sends to,
// one with Cloudflare's beacon.
const analytics = {
  plausible: { provider: "plausible", id: "you.example" },
  cloudflare: { provider: "cloudflare", id: "0123456789abcdef0123456789abcdef" },
};
let certificate: Certificate;
let certificateDir: string;
const hosts: EmulatedHost[] = [];
const clients: Record<string, string> = {};

beforeAll(() => {
  certificateDir = mkdtempSync(join(tmpdir(), "observatory-analytics-"));
  certificate = makeCertificate(certificateDir);
  for (const [name, value] of Object.entries(analytics)) {
    const dir = `.test-builds/observatory-${name}`;
    makeProjectCopy(dir, {
      ...sampleContent(),
      "content/theme.ts":
        'export const theme = { accent: { light: "#0b6e66", dark: "#5fd4c4" }, switch: true };\n',
      "content/analytics.ts": `export const analytics = ${JSON.stringify(value)};\n`,
    });
    const result = buildCopy(dir);
    if (result.status !== 0) throw new Error(`The build failed:\n${result.output}`);
    clients[name] = join(dir, "build/client");
  }
}, 240_000);
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()));
  if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
});

test.each(Object.keys(analytics))(
  "%s: the meta policy names the provider; Netlify, Cloudflare Pages and Vercel grade A+",
  async (name) => {
    const client = clients[name]!;
    const policy = metaPolicy(readFileSync(join(client, "index.html"), "utf8"));
    if (name === "plausible")
      expect(policy).toContain("; connect-src 'self' https://plausible.io;");
    else {
      expect(policy).toMatch(
        /script-src 'self' https:\/\/static\.cloudflareinsights\.com 'sha256-/,
      );
      expect(policy).toContain("; connect-src 'self' https://cloudflareinsights.com;");
    }
    for (const headers of [
      fromHeadersFile(readFileSync(join(client, "_headers"), "utf8")),
      fromVercelJson(readFileSync("vercel.json", "utf8")),
    ]) {
      const host = await startHost(certificate, staticHost(client, headers));
      hosts.push(host);
      const result = await scan({
        hostname: "127.0.0.1",
        httpPort: host.httpPort,
        httpsPort: host.httpsPort,
        ca: certificate.pem,
      });
      expect(result.grade, explain(result)).toBe("A+");
    }
  },
);
