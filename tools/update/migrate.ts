// Runs the content migrations of this (the just-merged) template on the fork
// it stands in: `npm run update` starts it after the merge, so the new
// template's migrations run with the new template's code, whatever version
// of the updater started them. Keep the contract for older updaters:
// `--from <version>` in, one JSON line `{"applied":[...]}` out, exit 0; on
// failure one line on stderr and exit 1.
import { applyMigrations } from "./migrations/apply.ts";
import { migrations } from "./migrations/list.ts";

const at = process.argv.indexOf("--from");
const from = at >= 0 ? process.argv[at + 1] : undefined;
if (!from) {
  console.error("usage: tsx tools/update/migrate.ts --from <version>");
  process.exit(2);
}
try {
  console.log(JSON.stringify({ applied: applyMigrations(process.cwd(), from, migrations) }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
