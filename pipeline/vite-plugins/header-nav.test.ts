import { describe, expect, test } from "vitest";
import { headerNavPlugin } from "./header-nav.ts";

describe("headerNavPlugin", () => {
  type Resolve = (source: string, importer?: string) => Promise<unknown>;
  const plugin = (options: { themeSwitch: boolean; languages: boolean }) => {
    const made = headerNavPlugin(options);
    const hook = made.resolveId as unknown as (
      this: { resolve: Resolve },
      source: string,
      importer?: string,
    ) => Promise<unknown>;
    const context = { resolve: async (source: string) => ({ id: source }) };
    return {
      resolveId: (source: string, importer?: string) => hook.call(context, source, importer),
      load: made.load as unknown as (id: string) => string | undefined,
    };
  };
  const header = "/site/app/components/layout/site-header.tsx";

  test("the theme switch on: the header's navigation is the one with the switch", async () => {
    const { resolveId } = plugin({ themeSwitch: true, languages: false });
    expect(await resolveId("./main-nav", header)).toEqual({ id: "./main-nav-with-switch" });
    expect(
      await resolveId("./main-nav", "/site/app/components/layout/main-nav-with-switch.tsx"),
    ).toBeNull();
  });

  test("several languages: the navigation with their links, and the switch only when on", async () => {
    for (const themeSwitch of [true, false]) {
      const { resolveId, load } = plugin({ themeSwitch, languages: true });
      expect(await resolveId("./main-nav", header)).toEqual({ id: "./main-nav-with-languages" });
      const id = (await resolveId("virtual:theme-switch")) as string;
      expect(load(id)).toMatch(themeSwitch ? /theme-switch\.tsx/ : /= \(\) => null/);
    }
  });

  test("neither: nothing changes", async () => {
    const { resolveId } = plugin({ themeSwitch: false, languages: false });
    expect(await resolveId("./main-nav", header)).toBeNull();
  });
});
