import { expect, test } from "vitest";
import { routedLink } from "./intent-script.ts";
import { speculationRules } from "./speculation-rules.ts";

test("prefetches, on a pointer's rest or a press, the documents of the links React Router routes", () => {
  const [, rules] = /^<script type="speculationrules">(.*)<\/script>$/.exec(speculationRules())!;
  expect(JSON.parse(rules!)).toEqual({
    prefetch: [{ where: { selector_matches: routedLink }, eagerness: "moderate" }],
  });
});
