import { join } from "node:path";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { startServer, type LocalServer } from "../../server/local-server";
import { buildCopy, makeProjectCopy } from "../../tools/project-copy/project-copy";
import * as ar from "../fixtures/personas/ar";
import * as ja from "../fixtures/personas/ja";
import { inEveryEngine } from "./support/engines/in-every-engine";
import { journeys } from "./support/engines/journeys";
import {
  lookJourneys,
  narrowPhone,
  phrasesKept,
  rightToLeft,
} from "./support/engines/journeys-look";

// The visitor's journeys in Chromium, Firefox and WebKit (Safari's engine),
// on the template's sample site as `npm start` serves it, and on the Arabic
// persona, right to left, and the Japanese one. The owner's build has the
// same in your-site/.

describe("the sample site", () => {
  inEveryEngine(() => inject("baseURL"), [...journeys, ...lookJourneys, narrowPhone]);
});

/** A persona of tests/fixtures/personas/, built in a copy of its own and served. */
function personaSite(persona: Pick<typeof ar, "facts" | "content">) {
  let server: LocalServer | undefined;
  beforeAll(async () => {
    const dir = `.test-builds/engines-${persona.facts.id}`;
    makeProjectCopy(dir, await persona.content());
    const build = buildCopy(dir);
    if (build.status !== 0) throw new Error(`${persona.facts.id} did not build:\n${build.output}`);
    server = await startServer(join(dir, "build/client"));
  }, 240_000);
  afterAll(() => server?.stop());
  return () => server!.baseURL;
}

describe("an Arabic owner's site", () => {
  inEveryEngine(personaSite(ar), [rightToLeft, narrowPhone]);
});

describe("a Japanese owner's site", () => {
  inEveryEngine(personaSite(ja), [phrasesKept(ja.facts.name), narrowPhone]);
});
