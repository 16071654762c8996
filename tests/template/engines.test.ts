import { describe, inject } from "vitest";
import * as ja from "../fixtures/personas/ja";
import { servedSite } from "../harness/sites/variants";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { journeys } from "../harness/journeys/journeys";
import {
  lookJourneys,
  marksApart,
  narrowPhone,
  phrasesKept,
  rightToLeft,
} from "../harness/journeys/journeys-look";

// The visitor's journeys in Chromium, Firefox and WebKit (Safari's engine),
// on the template's sample site as `npm start` serves it, and on the Arabic
// persona, right to left, the Japanese one and the Thai one. The owner's build has the
// same in tests/owner/engines.test.ts.

describe("the sample site", () => {
  inEveryEngine(() => inject("sample").url, [...journeys, ...lookJourneys, narrowPhone]);
});

describe("an Arabic owner's site", () => {
  const site = servedSite("persona-ar");
  inEveryEngine(() => site().url, [rightToLeft, narrowPhone]);
});

describe("a Japanese owner's site", () => {
  const site = servedSite("persona-ja");
  inEveryEngine(() => site().url, [phrasesKept(ja.facts.name), narrowPhone]);
});

describe("a Thai owner's site", () => {
  const site = servedSite("career-th");
  inEveryEngine(() => site().url, [marksApart]);
});
