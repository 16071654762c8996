// React Router's own commands (npm run dev, and typegen for npm run typecheck)
// without the known noise of its internal Vite servers (quiet-output.ts).
//   tsx pipeline/react-router.ts <command> [...arguments]
import { stopOnBrokenContent } from "./inputs/read-content.ts";
import { runQuietly } from "./quiet-output.ts";

// A content file that does not parse or load is one line, not React Router's config error.
stopOnBrokenContent();
process.exit(await runQuietly("react-router", process.argv.slice(2)));
