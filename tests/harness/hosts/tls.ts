// TLS for the tests' servers: a self-signed certificate made with the openssl
// CLI, and a fetch that trusts that one certificate for that one request. No
// global setting (NODE_TLS_REJECT_UNAUTHORIZED, NODE_EXTRA_CA_CERTS) is touched.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { request } from "node:https";
import { join } from "node:path";

export type Certificate = {
  certFile: string;
  keyFile: string;
  /** The certificate, PEM: the only authority a client needs to trust. */
  pem: string;
  /** Base64 SHA-256 of its public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
};

/** The openssl CLI, or the one OPENSSL_PATH names. Missing is an error, never a skip. */
function openssl(): string {
  const path = process.env.OPENSSL_PATH ?? "/usr/bin/openssl";
  if (!existsSync(path))
    throw new Error(
      `openssl was not found at ${path}. Install it (apt-get install -y openssl) or set OPENSSL_PATH.`,
    );
  return path;
}

/** A certificate for 127.0.0.1 and localhost, valid for a day, written to `dir`. */
export function makeCertificate(dir: string): Certificate {
  const certFile = join(dir, "cert.pem");
  const keyFile = join(dir, "key.pem");
  execFileSync(
    openssl(),
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
      .concat(["-days", "1", "-subj", "/CN=127.0.0.1"])
      .concat(["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"])
      .concat(["-keyout", keyFile, "-out", certFile]),
    { stdio: "pipe" },
  );
  const pem = readFileSync(certFile, "utf8");
  const key = new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" });
  return { certFile, keyFile, pem, spki: createHash("sha256").update(key).digest("base64") };
}

/**
 * fetch() for an HTTPS server with a certificate from makeCertificate: a
 * standard Response, redirects not followed, the body as sent (not
 * decompressed). `path` goes on the wire as written ("%2e%2e" stays).
 */
export function fetchTLS(
  origin: string,
  path: string,
  ca: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, ca, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const sent = new Headers();
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) sent.append(raw[i]!, raw[i + 1]!);
        const status = response.statusCode!;
        const body = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers: sent }));
      });
    });
    req.on("error", reject).end();
  });
}
