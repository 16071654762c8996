// React Router's own commands (npm run dev, and typegen for npm run typecheck)
// without the known noise of its internal Vite servers (quiet-output.ts).
//   tsx pipeline/react-router.ts <command> [...arguments]
import { runQuietly } from "./quiet-output.ts";

process.exit(await runQuietly("react-router", process.argv.slice(2)));
