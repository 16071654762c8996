import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { checkPageBudgets } from "../harness/checks/page-budgets";
import { gzipSize, inlineStyles, pageFile, routes } from "../harness/html/build-output.ts";
import { site } from "../harness/sites/variants";
import { sample } from "../harness/sites/sample-site";

// The theme switch adds at most half a kilobyte, gzipped, to a page (its
// button, its CSS inlined in the page, its script and that script's hash in
// the policy): the sample site built with the switch on, against the sample
// as the other tests have it (global setup), whose content leaves it off.
const budget = 500;
let on: string;

beforeAll(async () => {
  on = (await site("theme-switch")).client;
}, 240_000);

const file = (client: string, route: string) =>
  route === "/404" ? join(client, "404.html") : pageFile(client, route);

test.each([...routes, "/404"])(`the switch adds at most ${budget} bytes gzipped to %s`, (route) => {
  const withSwitch = readFileSync(file(on, route), "utf8");
  const without = readFileSync(file(sample().client, route), "utf8");
  // The page measured has the switch: its script, and but on the 404 page
  // (a page of its own, with no header), its button and CSS.
  expect(withSwitch).toMatch(/<script>\{[^<]*localStorage[^<]*<\/script><\/head>/);
  if (route !== "/404") {
    expect(withSwitch).toContain('<button type="button" class="switch ');
    expect(inlineStyles(withSwitch).join("")).toContain("[data-theme] .switch{display:grid}");
  }
  const added = gzipSize(withSwitch) - gzipSize(without);
  expect(added, `${added} bytes`).toBeLessThanOrEqual(budget);
  expect(added).toBeGreaterThan(0);
});

// With the switch and a provider's page views on, every page still keeps the
// budgets an owner's check holds any build to.
describe("the sample with the switch and analytics on", () => {
  let client = "";
  beforeAll(async () => {
    const analytics = { provider: "plausible", id: "you.example" };
    client = (await site("analytics", analytics)).client;
  }, 240_000);
  checkPageBudgets(() => client);
});
