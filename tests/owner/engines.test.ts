import { describe, inject } from "vitest";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { journeys } from "../harness/journeys/journeys";
import { lookJourneys, narrowPhone, rightToLeft } from "../harness/journeys/journeys-look";
import { textDirection } from "../../app/lib/content/text-direction";
import { yourLanguage } from "./your-content";

// Your site in Chromium, Firefox and WebKit (Safari's engine): the visitor's
// journeys of the template's tests, on your build as `npm start` serves it.

describe("your site", () => {
  const rtl = textDirection(yourLanguage) === "rtl";
  inEveryEngine(
    () => inject("liveURL"),
    [...journeys, ...lookJourneys, narrowPhone, ...(rtl ? [rightToLeft] : [])],
  );
});
