// npm run typecheck, first half: React Router's route types, without the
// known noise of its internal Vite server (quiet-output.ts).
import { runQuietly } from "./quiet-output.ts";

process.exit(await runQuietly("react-router", ["typegen"]));
