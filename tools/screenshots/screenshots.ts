// npm run screenshots: every page of the production build at 390 and 1280 px,
// light and dark, into screenshots/. Needs a running server:
//   npm start   (then, in another shell)   npm run screenshots
// BASE_URL, ROUTES and OUT_DIR override the defaults.
import { takeScreenshots } from "./take-screenshots.ts";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const routes = (process.env.ROUTES ?? "/,/about-me,/blog,/projects").split(",");
const out = process.env.OUT_DIR ?? "screenshots";

await takeScreenshots(base, routes, out);
console.log(`Screenshots written to ${out}/`);
