import { expect, test } from "vitest";
import { pointedLink } from "./intent-script.ts";
import { speculationRules } from "./speculation-rules.ts";

test("prefetches the document of the link the intent script marks, and no other", () => {
  const [, rules] = /^<script type="speculationrules">(.*)<\/script>$/.exec(speculationRules())!;
  expect(JSON.parse(rules!)).toEqual({
    prefetch: [{ where: { selector_matches: pointedLink }, eagerness: "immediate" }],
  });
});
