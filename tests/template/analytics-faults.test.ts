import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { engine } from "../harness/browsers/engines";
import { engineNames } from "../harness/browsers/visitor";
import {
  hostFaults,
  startOtherHostsProxy,
  type OtherHostsProxy,
} from "../harness/hosts/other-hosts-proxy";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { journeys } from "../harness/journeys/journeys";
import { providerIds, servedSite } from "../harness/sites/variants";

// A visitor's click never waits on another host (issue 51). Each analytics
// provider's site, counting on 127.0.0.1, is walked through every journey
// while the provider's hosts, reached through a proxy, never answer, answer
// after 10 s, or refuse. Each provider meets each fault in one engine, in
// turn, so that every provider is walked in every engine and every fault in
// every engine (the cross product is three times the walks, 12 minutes). The
// sites also carry generated seed 678879's Home label of hundreds of words.

const providers = Object.keys(providerIds) as (keyof typeof providerIds)[];
/** The host each provider's site asks first: its script's (Cloudflare) or its endpoint's. */
const hostOf = {
  plausible: "plausible.io",
  umami: "cloud.umami.is",
  goatcounter: `${providerIds.goatcounter}.goatcounter.com`,
  cloudflare: "static.cloudflareinsights.com",
};

describe.each(providers.map((provider, p) => ({ provider, p })))("$provider", ({ provider, p }) => {
  const site = servedSite("analytics-faults", provider);
  describe.each(hostFaults.map((fault, f) => ({ fault, f })))("its host $fault", ({ fault, f }) => {
    const walker = engineNames[(p + f) % engineNames.length]!;
    let proxy: OtherHostsProxy;
    beforeAll(async () => {
      proxy = await startOtherHostsProxy(fault);
    });
    afterAll(() => proxy.stop());

    inEveryEngine(() => site().url, journeys, {
      engines: [walker],
      proxyFor: () => proxy.address,
    });

    // Else the journeys proved nothing: the pages asked the provider's host.
    test.runIf(!inject("engines")[walker] && "start" in engine(walker))(
      `${walker} asked ${hostOf[provider]}`,
      () => expect(proxy.asked).toContain(hostOf[provider]),
    );
  });
});
