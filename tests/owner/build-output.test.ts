import { describe } from "vitest";
import { checkBuildFolder } from "../harness/html/build-folder-checks";
import { checkedSite } from "../harness/html/build-references";
import { yourContent, yourRoutes, yourSettings } from "./your-content";

// Your build folder as a static host receives it: every page valid HTML, and
// every link, image and asset of the site a file of the build; your posts,
// projects and profiles elsewhere are left to npm run check-links.

describe("your build (build/client)", () => {
  checkBuildFolder(
    () => "build/client",
    () => checkedSite(yourSettings, yourContent),
    () => yourRoutes,
  );
});
