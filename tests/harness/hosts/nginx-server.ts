import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../../server/local-server.ts";
import { makeCertificate, type Certificate } from "./tls.ts";

export type NginxServer = {
  /** The HTTPS server: https://127.0.0.1:port */
  url: string;
  /** The port-80 server, on another port: http://127.0.0.1:port */
  httpURL: string;
  httpsPort: number;
  httpPort: number;
  certificate: Certificate;
  /** A file certbot would have put in its webroot: /.well-known/acme-challenge/<token>. */
  acmeToken: string;
  stop: () => Promise<void>;
};

/** Debian's nginx, or the one NGINX_PATH names. Missing is an error, never a skip. */
function nginxPath(): string {
  const path = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  if (!existsSync(path)) {
    throw new Error(
      `nginx was not found at ${path}. Install it with \`apt-get install -y nginx\` ` +
        "(Debian/Ubuntu) or set NGINX_PATH.",
    );
  }
  return path;
}

/**
 * Runs the shipped deploy/nginx.conf over a build on 127.0.0.1, its two
 * servers on two free ports, with a self-signed certificate made for the run.
 * Only the lines a server admin would change are replaced (the listen lines,
 * the certificate paths, and the site's and certbot's folders); the shipped
 * deploy/security-headers.conf goes where the config includes it. Everything nginx writes (pid, logs,
 * temp files) stays in a temp folder.
 */
export async function startNginx(buildDir: string): Promise<NginxServer> {
  const binary = nginxPath();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const prefix = mkdtempSync(join(tmpdir(), "nginx-test-"));
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, "snippets"));
  copyFileSync(
    "deploy/security-headers.conf",
    join(prefix, "snippets/portfolio-security-headers.conf"),
  );
  const certificate = makeCertificate(prefix);
  const acmeToken = "test-token-4f9c";
  mkdirSync(join(prefix, "acme/.well-known/acme-challenge"), { recursive: true });
  writeFileSync(join(prefix, "acme/.well-known/acme-challenge", acmeToken), `${acmeToken}.key`);
  let site = readFileSync("deploy/nginx.conf", "utf8");
  for (const [from, to] of [
    ["    listen 80;\n    listen [::]:80;\n", `    listen 127.0.0.1:${httpPort};\n`],
    [
      "    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n",
      `    listen 127.0.0.1:${httpsPort} ssl http2;\n`,
    ],
    ["/etc/letsencrypt/live/example.com/fullchain.pem", certificate.certFile],
    ["/etc/letsencrypt/live/example.com/privkey.pem", certificate.keyFile],
    ["root /var/www/portfolio;", `root ${resolve(buildDir, "client")};`],
    [
      "include /var/www/portfolio/nginx-redirects*.map;",
      `include ${resolve(buildDir, "client")}/nginx-redirects*.map;`,
    ],
    ["root /var/www/html;", `root ${join(prefix, "acme")};`],
  ]) {
    if (!site.includes(from!)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    site = site.replace(from!, to!);
  }
  writeFileSync(join(prefix, "site.conf"), site);
  // As root, nginx would hand requests to an unprivileged user who may not
  // be able to read the checkout; keep the workers as the current user.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : "";
  writeFileSync(
    join(prefix, "nginx.conf"),
    `${user}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    binary,
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")].concat([
      "-g",
      "daemon off;",
    ]),
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  let running = true;
  const exited = new Promise<void>((done) =>
    child.once("exit", () => {
      running = false;
      done();
    }),
  );
  const httpURL = `http://127.0.0.1:${httpPort}`;
  for (let attempt = 0; !(await answers(httpURL)); attempt++) {
    if (!running || attempt === 100) {
      child.kill();
      const log = readFileSync(join(prefix, "error.log"), "utf8");
      throw new Error(`nginx did not start with deploy/nginx.conf:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url: `https://127.0.0.1:${httpsPort}`,
    httpURL,
    httpPort,
    httpsPort,
    certificate,
    acmeToken,
    stop: async () => {
      child.kill("SIGQUIT"); // graceful: the workers finish, then the master exits
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: "manual" });
    return true;
  } catch {
    return false;
  }
}
