import { checkAll } from "./check.ts";
import { siteLinks } from "./pages.ts";
import { report } from "./report.ts";
import { parseSettings, usage, UsageError } from "./settings.ts";

// `npm run check-links`: every external link of the built site (build/client),
// checked politely. Exit codes: 0 nothing broken (warnings may be listed),
// 1 a link is broken, 2 no build, a wrong call, or no link answered at all.
async function main(argv: string[], print: (text: string) => void): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    print(usage);
    return 0;
  }
  let settings;
  try {
    settings = parseSettings(argv, process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    return 2;
  }
  const site = siteLinks(settings.buildDir);
  if (!site) {
    console.error(
      `No built site in ${settings.buildDir}: run \`npm run build\` first ` +
        "(the links are read from the built pages, exactly as visitors see them).",
    );
    return 2;
  }
  const checked = await checkAll(site.links, settings);
  // Nothing answered at all: this machine is offline, not every site dead.
  if (checked.length > 1 && checked.every((link) => "error" in link.answer)) {
    console.error(
      `None of the ${checked.length} links answered: is this machine offline? Nothing is reported broken.`,
    );
    return 2;
  }
  const { text, broken } = report(checked, site, settings.unverifiableHosts);
  print(text);
  return broken > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2), console.log);
