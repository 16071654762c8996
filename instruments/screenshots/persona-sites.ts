import { startServer, type LocalServer } from "../../server/local-server.ts";
import * as ar from "../../tests/fixtures/personas/ar.ts";
import * as ja from "../../tests/fixtures/personas/ja.ts";
import * as th from "../../tests/fixtures/personas/th.ts";
import { buildCopy, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";

export type PersonaSite = { id: string; title: string; server: LocalServer; seconds: number };

/**
 * The Japanese, Arabic and Thai personas of the browser tests (tests/fixtures/personas/),
 * each built for real in a copy of the project and served as `npm start` serves it.
 */
export async function personaSites(): Promise<PersonaSite[]> {
  const sites: PersonaSite[] = [];
  for (const { facts, content } of [ja, ar, th]) {
    const dir = makeProjectCopy(`.test-builds/persona-${facts.id}`, await content());
    const build = buildCopy(dir);
    if (build.status !== 0)
      throw new Error(`The ${facts.id} persona did not build:\n${build.output}`);
    const server = await startServer(`${dir}/build/client`);
    sites.push({
      id: facts.id,
      title: `${facts.name} (${facts.locale})`,
      server,
      seconds: build.seconds,
    });
  }
  return sites;
}
