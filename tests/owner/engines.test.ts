import { describe, inject } from "vitest";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { journeys } from "../harness/journeys/journeys";
import { lookJourneys, narrowPhone, rightToLeft } from "../harness/journeys/journeys-look";
import { textDirection } from "../../app/lib/content/text-direction";
import { yourLanguages } from "./your-content";

// Your site in Chromium, Firefox and WebKit (Safari's engine): the visitor's
// journeys of the template's tests, on your build as `npm start` serves it;
// your other languages' pages (content/languages.ts) are read, and mirror
// where their language is written right to left.

const [yours, ...others] = yourLanguages;
const rtl = (tag: string) => textDirection(tag) === "rtl";

describe("your site", () => {
  inEveryEngine(
    () => inject("liveURL"),
    [...journeys, ...lookJourneys, narrowPhone, ...(rtl(yours!.language.tag) ? [rightToLeft] : [])],
  );
});

describe.each(others)("your pages in $language.name", ({ language, folder }) => {
  inEveryEngine(
    () => inject("liveURL") + folder,
    [journeys[0]!, ...(rtl(language.tag) ? [rightToLeft] : [])],
  );
});
