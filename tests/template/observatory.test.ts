import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import { explain, scan, type Scan } from "../../tools/observatory/observatory.ts";
import type { Site } from "../../tools/observatory/retrieve.ts";
import {
  fromHeadersFile,
  fromVercelJson,
  proxyTo,
  startHost,
  staticHost,
  type EmulatedHost,
} from "../harness/hosts/emulated-hosts.ts";
import { makeCertificate, type Certificate } from "../harness/hosts/tls.ts";
import { startNginx, type NginxServer } from "../harness/hosts/nginx-server.ts";
import { sample } from "../harness/sites/sample-site";

// Every shipped host configuration, graded by the HTTP Observatory's rules
// (tools/observatory/) over real connections on 127.0.0.1. nginx and the
// `npm start` server run for real; Netlify and Cloudflare Pages (the build's
// _headers), Vercel (vercel.json) and GitHub Pages (no headers of ours) are
// stood in for by a local HTTPS server that sends exactly the headers their
// configuration produces. Each site's port 80 and 443 are two free ports.

let npmStart: LocalServer;
let nginx: NginxServer;
let certificate: Certificate;
let certificateDir: string;
const hosts: Record<string, EmulatedHost> = {};
const client = sample().client;

beforeAll(async () => {
  npmStart = await startServer(sample().client);
  nginx = await startNginx(`${sample().dir}/build`);
  certificateDir = mkdtempSync(join(tmpdir(), "observatory-"));
  certificate = makeCertificate(certificateDir);
  const netlify = fromHeadersFile(readFileSync(`${client}/_headers`, "utf8"));
  const vercel = fromVercelJson(readFileSync("vercel.json", "utf8"));
  // What GitHub Pages sends of its own on every site (curl -I any *.github.io page).
  const githubPages = {
    "Strict-Transport-Security": "max-age=31556952",
    "Access-Control-Allow-Origin": "*",
    "Cache-Control": "max-age=600",
  };
  hosts.tlsFront = await startHost(certificate, proxyTo(npmStart.baseURL));
  hosts.netlify = await startHost(certificate, staticHost(client, netlify));
  hosts.vercel = await startHost(certificate, staticHost(client, vercel));
  hosts.githubPages = await startHost(
    certificate,
    staticHost(client, () => githubPages),
  );
});
afterAll(async () => {
  await Promise.all(Object.values(hosts).map((host) => host.stop()));
  await nginx?.stop();
  npmStart?.stop();
  if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
});

const site = (host: EmulatedHost): Site => ({
  hostname: "127.0.0.1",
  httpPort: host.httpPort,
  httpsPort: host.httpsPort,
  ca: certificate.pem,
});
const grades: string[] = [];
async function graded(name: string, target: Site): Promise<Scan> {
  const result = await scan(target);
  grades.push(`${name}: ${explain(result)}`);
  return result;
}
afterAll(() => console.log(`HTTP Observatory grades:\n${grades.join("\n")}`));

test("nginx (deploy/nginx.conf, with TLS) grades A+", async () => {
  const result = await graded("nginx", {
    hostname: "127.0.0.1",
    httpPort: nginx.httpPort,
    httpsPort: nginx.httpsPort,
    ca: nginx.certificate.pem,
  });
  expect(result.tests.redirection!.result).toBe("redirection-to-https");
  expect(result.tests["strict-transport-security"]!.result).toBe(
    "hsts-implemented-max-age-at-least-six-months",
  );
  expect([result.grade, result.score]).toEqual(["A+", 115]);
});

test("the same nginx, with a certificate no one trusts, loses its A+", async () => {
  const result = await scan({
    hostname: "127.0.0.1",
    httpPort: nginx.httpPort,
    httpsPort: nginx.httpsPort,
  });
  expect(result.tests["strict-transport-security"]!.result).toBe("hsts-invalid-cert");
  expect(result.grade).not.toBe("A+");
});

test("Netlify and Cloudflare Pages (the build's _headers) grade A+", async () => {
  expect((await graded("Netlify, Cloudflare Pages", site(hosts.netlify!))).grade).toBe("A+");
});

test("Vercel (vercel.json) grades A+", async () => {
  expect((await graded("Vercel", site(hosts.vercel!))).grade).toBe("A+");
});

test("npm start's headers grade A+ behind a TLS front; on plain HTTP only HTTPS itself is missing", async () => {
  expect((await graded("npm start behind TLS", site(hosts.tlsFront!))).grade).toBe("A+");
  const plain = await graded("npm start as is (plain HTTP)", {
    hostname: "127.0.0.1",
    httpPort: Number(new URL(npmStart.baseURL).port),
  });
  const failed = Object.entries(plain.tests).filter(([, { pass }]) => !pass);
  expect(failed.map(([name]) => name)).toEqual(["redirection", "strict-transport-security"]);
});

test("GitHub Pages gets B: its meta policy and GitHub's own HTTPS and HSTS, but no headers of ours", async () => {
  const result = await graded("GitHub Pages", site(hosts.githubPages!));
  const failed = Object.entries(result.tests).filter(([, { pass }]) => !pass);
  expect(failed.map(([name]) => name)).toEqual(["x-content-type-options", "x-frame-options"]);
  expect([result.grade, result.score]).toEqual(["B", 75]);
});
