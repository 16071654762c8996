import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { checkInputs } from "./pipeline/inputs/check-inputs.ts";

export default defineConfig(({ mode }) => {
  const settings = checkInputs(mode);
  return {
    base: settings.basePath,
    plugins: [tailwindcss(), imagetools({ removeMetadata: true }), reactRouter()],
  };
});
