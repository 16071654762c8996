// What the HTTP Observatory fetches before it grades (1.4.8,
// src/retriever/): http://host/ and https://host/, each followed through its
// redirects, the answer to a CORS preflight, and /robots.txt (for cookies).
// A certificate that does not verify is retried without verification and the
// answer marked unverified, as the Observatory does. To grade servers on
// loopback, the site's port 80 and 443 can be any ports (like curl's
// --connect-to); `ca` is the certificate authority the site's certificate is
// checked against, in place of the public ones.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { headerValues, type Response } from "./header-tests.ts";

export type Site = { hostname: string; httpPort?: number; httpsPort?: number; ca?: string };
export type Visit = { response: Response; route: URL[]; cookies: string[] };

const userAgent =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:129.0) Gecko/20100101 Firefox/129.0 Observatory/129.0";
export const corsOrigin = "https://http-observatory.security.mozilla.org";
const redirects = [301, 302, 303, 307, 308];

/** One request, with no redirect followed. Rejects when nothing answers. */
export function fetchOnce(
  site: Site,
  url: URL,
  options: { method?: string; headers?: Record<string, string>; verify?: boolean } = {},
): Promise<Response> {
  const https = url.protocol === "https:";
  const sitePort =
    url.hostname === site.hostname ? (https ? site.httpsPort : site.httpPort) : undefined;
  const port = url.port ? Number(url.port) : sitePort;
  if (port === undefined) return Promise.reject(new Error(`Nothing answers at ${url.origin}`));
  const verify = options.verify ?? true;
  const send = https ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        port,
        method: options.method ?? "GET",
        headers: { "User-Agent": userAgent, ...options.headers },
        ...(https && { ca: site.ca, rejectUnauthorized: verify }),
        timeout: 10_000,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            url,
            status: response.statusCode!,
            headers: response.headers,
            body,
            verified: verify,
          }),
        );
        response.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${url} timed out`)));
    req.on("error", reject).end();
  });
}

const certificateError = (error: unknown) =>
  /CERT|SELF_SIGNED|UNABLE_TO_|ALTNAME|HOSTNAME_MISMATCH|INVALID_CA|PATH_LENGTH/.test(
    String((error as { code?: unknown }).code ?? ""),
  );

/** Follows `start` through up to 10 redirects; null when nothing answers. */
export async function visit(
  site: Site,
  start: URL,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  for (const verify of [true, false]) {
    const route: URL[] = [];
    const cookies: string[] = [];
    try {
      for (let url = start; ;) {
        const response = await fetchOnce(site, url, { ...options, verify });
        route.push(url);
        cookies.push(...(response.headers["set-cookie"] ?? []));
        const location = headerValues(response.headers, "location")[0];
        if (route.length <= 10 && redirects.includes(response.status) && location) {
          url = new URL(location, url);
        } else return { response, route, cookies } satisfies Visit;
      }
    } catch (error) {
      if (!verify || !certificateError(error)) return null;
    }
  }
  return null;
}

export type Retrieval = {
  hostname: string;
  http: Visit | null;
  https: Visit | null;
  /** The visit the header tests read: HTTPS when it answered, else HTTP. */
  auto: Visit | null;
  preflight: Response | null;
  cookies: string[];
};

export async function retrieve(site: Site): Promise<Retrieval> {
  const accept = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
  const [http, https] = await Promise.all([
    visit(site, new URL(`http://${site.hostname}/`), { headers: accept }),
    visit(site, new URL(`https://${site.hostname}/`), { headers: accept }),
  ]);
  const auto = https ?? http;
  const cookies = [...(auto?.cookies ?? [])];
  let preflight: Response | null = null;
  if (auto) {
    const robots = await visit(site, new URL("/robots.txt", auto.route[0]), {
      headers: { Accept: "text/plain,*/*;q=0.8" },
    });
    cookies.push(...(robots?.cookies ?? []));
    const answer = await visit(site, auto.route.at(-1)!, {
      method: "OPTIONS",
      headers: { "Access-Control-Request-Method": "GET", Origin: corsOrigin },
    });
    preflight = answer?.response ?? null;
  }
  return { hostname: site.hostname, http, https, auto, preflight, cookies };
}
