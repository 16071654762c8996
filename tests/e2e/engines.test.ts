import { join } from "node:path";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { startServer, type LocalServer } from "../../server/local-server";
import { buildCopy, makeProjectCopy } from "../../tools/project-copy/project-copy";
import * as ar from "../fixtures/personas/ar";
import { inEveryEngine } from "./support/engines/in-every-engine";
import { journeys } from "./support/engines/journeys";
import { lookJourneys, narrowPhone, rightToLeft } from "./support/engines/journeys-look";

// The visitor's journeys in Chromium, Firefox and WebKit (Safari's engine),
// on the template's sample site as `npm start` serves it, and on the Arabic
// persona, right to left. The owner's build has the same in your-site/.

describe("the sample site", () => {
  inEveryEngine(() => inject("baseURL"), [...journeys, ...lookJourneys, narrowPhone]);
});

describe("an Arabic owner's site", () => {
  let server: LocalServer | undefined;
  beforeAll(async () => {
    const dir = ".test-builds/engines-ar";
    makeProjectCopy(dir, await ar.content());
    const build = buildCopy(dir);
    if (build.status !== 0) throw new Error(`The Arabic persona did not build:\n${build.output}`);
    server = await startServer(join(dir, "build/client"));
  }, 240_000);
  afterAll(() => server?.stop());
  inEveryEngine(() => server!.baseURL, [rightToLeft, narrowPhone]);
});
