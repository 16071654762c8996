import { checkPageBudgets } from "../harness/checks/page-budgets";
import { yourLanguages } from "./your-content";

// Your pages, in every language, keep the budgets of every build, whatever their content: no
// request that blocks rendering, no module before intent, at most so much
// script on intent, every image sized and in AVIF with a JPEG fallback, and
// nothing fetched from another origin. A page's weight in bytes is advice
// the build prints, never a failure of your content.
for (const { folder, routes } of yourLanguages)
  checkPageBudgets(() => "build/client", folder, routes);
