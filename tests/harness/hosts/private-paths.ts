/**
 * Paths a visitor must never get from either server (npm start, nginx):
 * the host-only files of the build, however they are spelled, and every
 * dotfile or dot folder. Both answer each with the 404 page.
 */
export const privatePaths = [
  "/_headers",
  "/%5Fheaders",
  "/_redirects",
  "/_routes.json",
  "/.nojekyll",
  "/%2enojekyll",
  "/.vite/manifest.json",
  "/.git/config",
  "/.env",
  "/.well-known/acme-challenge/x",
  "/assets/.hidden",
  "/nginx/security-headers.conf",
  "/security-headers.conf",
  "/nginx-redirects.map",
];
