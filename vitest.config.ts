import { defineConfig } from "vitest/config";
import { careerModulePlugin } from "./pipeline/vite-plugins/career-module.ts";

// Separate from vite.config.ts so tests do not start the React Router build.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "content/**/*.test.ts",
            "pipeline/**/*.test.ts",
            "server/**/*.test.ts",
            "tools/**/*.test.ts",
            "tests/house/**/*.test.ts",
          ],
        },
      },
      {
        // Tests that render route modules themselves need About's timeline module.
        plugins: [careerModulePlugin(true)],
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
