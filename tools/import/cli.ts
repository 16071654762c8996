import { describe, SourceError, UsageError } from "./errors.ts";
import { parseArgs, usage } from "./options.ts";
import { runImport } from "./run.ts";
import { discardStagingSync } from "./store/stage.ts";

// `npm run import -- posts <feed URL or file>`, `-- projects <user>`, `-- remove <source>`,
// or no arguments to refresh every recorded source. Exit codes: 0 done, 1 a source or the
// content failed (nothing changed), 2 the command was called wrongly, 3 done
// but a résumé entry it now breaks was kept as imported before (fix the résumé).
async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(usage);
    return 0;
  }
  try {
    const [command, options] = parseArgs(argv, process.env);
    // Interrupted, a run leaves the content folder as it found it.
    process.on("SIGINT", () => {
      if (!discardStagingSync(options.contentDir)) return; // finishing the last moves
      console.error("Import interrupted: nothing was changed.");
      process.exit(130);
    });
    return await runImport(command, options, console.log, console.error);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.brief ? error.message : `${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof SourceError)
      console.error(`Import failed: ${error.message}\nNothing was changed.`);
    else console.error(`Import failed: ${describe(error)}\nNothing was changed.`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
