// Where this machine's browsers are: the one table of the places Debian,
// Ubuntu (its snaps), GitHub's Ubuntu runners and macOS put Chromium,
// Firefox, WebKit's driver and the X display it needs. A variable
// (CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH) wins over the
// table; a program found nowhere is one line naming where it was looked for,
// what to install on this system, and the variable to set.
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";

export type Program = "chromium" | "firefox" | "webkit" | "xvfb";
export type System = "debian" | "ubuntu" | "macos" | "linux" | "other";

/** What discovery reads of a machine; a test gives a made-up one. */
export type Machine = {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  home: string;
  isFile(path: string): boolean;
  /** The start of a file's text ("" if it cannot be read): /etc/os-release, a launcher script. */
  head(path: string): string;
};

type Entry = {
  name: string;
  variable: string;
  /** What the variable must name. */
  binary: string;
  /** In order, first found wins; "~/" is the home folder. */
  linux: string[];
  macos: string[];
  /** The snap that provides it on Ubuntu, if one does. */
  snap?: string;
  /** How to install it, by system; none for the systems where it cannot run. */
  install: Partial<Record<System, string>>;
  /** Why it cannot run on a system, and what to do instead. */
  cannot?: Partial<Record<System, string>>;
};

const macApp = (app: string, binary: string) => [
  `/Applications/${app}.app/Contents/MacOS/${binary}`,
  `~/Applications/${app}.app/Contents/MacOS/${binary}`,
];

const table: Record<Program, Entry> = {
  chromium: {
    name: "Chromium",
    variable: "CHROME_PATH",
    binary: "a Chromium or Chrome binary",
    // Debian's chromium (GitHub's runners link a Chromium of Chrome's revision there too),
    // Google's .deb (GitHub's runners), Ubuntu's snap.
    linux: ["/usr/bin/chromium", "/usr/bin/google-chrome", "/snap/bin/chromium"],
    macos: [...macApp("Google Chrome", "Google Chrome"), ...macApp("Chromium", "Chromium")],
    snap: "chromium",
    install: {
      debian: "sudo apt-get install -y chromium",
      ubuntu: "sudo snap install chromium",
      macos: "brew install --cask google-chrome",
    },
  },
  firefox: {
    name: "Firefox",
    variable: "FIREFOX_PATH",
    binary: "a Firefox binary",
    // Debian's firefox-esr; firefox from Mozilla's or a distribution's package (GitHub's
    // runners), which on Ubuntu is a script that starts the snap; Ubuntu's snap.
    linux: ["/usr/bin/firefox-esr", "/usr/bin/firefox", "/snap/bin/firefox"],
    macos: macApp("Firefox", "firefox"),
    snap: "firefox",
    install: {
      debian: "sudo apt-get install -y firefox-esr",
      ubuntu: "sudo snap install firefox",
      macos: "brew install --cask firefox",
    },
  },
  webkit: {
    name: "WebKit",
    variable: "WEBKIT_DRIVER_PATH",
    binary: "WebKitGTK's WebKitWebDriver",
    linux: ["/usr/bin/WebKitWebDriver"],
    macos: [],
    install: {
      debian: "sudo apt-get install -y webkit2gtk-driver",
      ubuntu: "sudo apt-get install -y webkit2gtk-driver",
    },
    // man 1 safaridriver lists every capability it takes: none turns JavaScript off or sets
    // the colour scheme, as MiniBrowser's --enable-javascript and --dark-mode do
    // (webkit-visitor.ts), and Safari's window cannot be scaled to a phone's width.
    cannot: {
      macos:
        "WebKit's journeys cannot run on macOS: Safari's driver (/usr/bin/safaridriver) cannot " +
        "turn JavaScript off or set the colour scheme, which they need; they run in WebKitGTK " +
        "on Linux (GitHub's runners run them on every push, or run `npm test` in a Debian or " +
        "Ubuntu container or VM).",
    },
  },
  xvfb: {
    name: "Xvfb",
    variable: "XVFB_PATH",
    binary: "an Xvfb binary",
    linux: ["/usr/bin/Xvfb"],
    // XQuartz's, for a WebKitGTK driver that WEBKIT_DRIVER_PATH names on a Mac.
    macos: ["/opt/X11/bin/Xvfb"],
    install: {
      debian: "sudo apt-get install -y xvfb",
      ubuntu: "sudo apt-get install -y xvfb",
      macos: "brew install --cask xquartz",
    },
  },
};

export const thisMachine = (): Machine => ({
  platform: process.platform,
  env: process.env,
  home: homedir(),
  isFile: (path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  },
  head: (path) => {
    try {
      const fd = openSync(path, "r");
      try {
        const bytes = Buffer.alloc(4096);
        return bytes.toString("latin1", 0, readSync(fd, bytes, 0, bytes.length, 0));
      } finally {
        closeSync(fd);
      }
    } catch {
      return "";
    }
  },
});

/** Debian, Ubuntu, another Linux, macOS, or another system, for what to install. */
export function systemOf(machine: Machine): System {
  if (machine.platform === "darwin") return "macos";
  if (machine.platform !== "linux") return "other";
  const id = /^ID="?([^"\n]*)"?$/m.exec(machine.head("/etc/os-release"))?.[1];
  return id === "debian" || id === "ubuntu" ? id : "linux";
}

/** Where `program` is looked for on this machine, in order. */
export function placesOf(program: Program, machine: Machine): string[] {
  const entry = table[program];
  const places =
    machine.platform === "linux" ? entry.linux : machine.platform === "darwin" ? entry.macos : [];
  return places.map((place) =>
    place.startsWith("~/") ? join(machine.home, place.slice(2)) : place,
  );
}

/** The variable that names `program`'s binary, winning over the places. */
export const variableOf = (program: Program) => table[program].variable;

/** The command that installs `program` on this system, if there is one. */
export const installCommand = (program: Program, machine: Machine): string | undefined =>
  table[program].install[systemOf(machine)];

/** What to do where `program` is missing: how to install it, or the variable to set. */
export function installAdvice(program: Program, machine: Machine): string {
  const entry = table[program];
  const system = systemOf(machine);
  const cannot = entry.cannot?.[system];
  if (cannot) return cannot;
  const command = installCommand(program, machine);
  const set = `set ${entry.variable} to ${entry.binary}`;
  if (command) return `install it with \`${command}\` or ${set}`;
  return system === "linux" ? `install ${entry.name} from your distribution or ${set}` : set;
}

/** A program found: its path, and the snap it starts, if it is one (Ubuntu). */
export type Found = { path: string; snap: string | null };

/**
 * `program` on this machine: the binary its variable names, or the first of
 * its places that is there; else why not, in one line.
 */
export function findProgram(
  program: Program,
  machine: Machine = thisMachine(),
): Found | { missing: string } {
  const entry = table[program];
  const named = machine.env[entry.variable];
  if (named) {
    if (!machine.isFile(named))
      return {
        missing: `${entry.variable} is ${named}, which is not a file: set it to ${entry.binary}.`,
      };
    return { path: named, snap: snapOf(entry, named, machine) };
  }
  const places = placesOf(program, machine);
  const path = places.find((place) => machine.isFile(place));
  if (path) return { path, snap: snapOf(entry, path, machine) };
  const advice = installAdvice(program, machine);
  if (entry.cannot?.[systemOf(machine)]) return { missing: advice };
  const looked = places.length ? ` in ${places.join(", ")}` : "";
  return { missing: `${entry.name} was not found${looked}: ${advice}.` };
}

/**
 * The snap a binary starts: /snap/bin/<name>, or a launcher script that runs
 * it (Ubuntu's /usr/bin/firefox). A snap sees only its own folders of the
 * home, so a profile for it goes in one of them (profileFolder).
 */
function snapOf(entry: Entry, path: string, machine: Machine): string | null {
  if (!entry.snap) return null;
  if (path.startsWith("/snap/")) return entry.snap;
  const head = machine.head(path);
  return head.startsWith("#!") && head.includes(`/snap/bin/${entry.snap}`) ? entry.snap : null;
}

/**
 * Where a browser's fresh profiles go: the system's temporary folder, or for
 * a snap its own folder of the home. A snap has a /tmp of its own, so a
 * profile written to the system's /tmp is not there for it; it can write
 * ~/snap/<name>/common ($SNAP_USER_COMMON,
 * https://snapcraft.io/docs/environment-variables).
 */
export function profileFolder(found: Found, machine: Machine = thisMachine()): string {
  return found.snap ? join(machine.home, "snap", found.snap, "common") : tmpdir();
}
