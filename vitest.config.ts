import { availableParallelism } from "node:os";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts so tests do not start the React Router build.
// Three projects, named for who runs them: the unit tests beside the code,
// the owner's check of their own build (tests/owner/, npm test), and the
// template's proof on every variant site (tests/template/, npm run
// test:template). Each has its own groupOrder, as Vitest asks of projects
// with other worker counts. The browser tests run one file at a time: two at
// once on a 2-core machine took the proof from 25 to 21 minutes, but failed
// journeys under the load (2 of 935 tests in one of two runs).
const browserTests = {
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// The build hands the pages the content it checked as virtual:site-content
// (pipeline/vite-plugins/site-content.ts). A test of the code that reads it
// gives its own content (vi.mock); the name must resolve for that.
const siteContent: Plugin = {
  name: "tests:site-content",
  resolveId: (id) => (id === "virtual:site-content" ? "\0virtual:site-content" : undefined),
  load: (id) =>
    id === "\0virtual:site-content"
      ? 'throw new Error("virtual:site-content is the build\'s: a test gives its own with vi.mock");'
      : undefined,
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [siteContent],
        test: {
          name: "unit",
          // The owner's check gates the deploy, on whatever runner the host lends: some unit
          // tests load a content folder (esbuild) or render posts, which a busy 2-core machine
          // took over Vitest's 5 s for (generated seed 395483). A hang still fails.
          testTimeout: 30_000,
          // Vitest's default is one worker fewer than the cores: one on a 2-core runner, which ran
          // the unit tests one file at a time. They share nothing, so every core runs them.
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 0 },
          setupFiles: ["tests/harness/no-settings.ts"],
          globalSetup: ["tests/harness/temp-folder.ts"],
          include: [
            "app/**/*.test.ts",
            "content/**/*.test.ts",
            "pipeline/**/*.test.ts",
            "server/**/*.test.ts",
            "tools/**/*.test.ts",
            "instruments/**/*.test.ts",
            "tests/house/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "owner",
          include: ["tests/owner/**/*.test.ts"],
          globalSetup: ["tests/owner/global-setup.ts"],
          ...browserTests,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [siteContent],
        test: {
          name: "template",
          include: ["tests/template/**/*.test.ts"],
          globalSetup: ["tests/template/global-setup.ts"],
          ...browserTests,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
