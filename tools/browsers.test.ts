import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  findProgram,
  profileFolder,
  systemOf,
  thisMachine,
  type Machine,
  type Program,
} from "./browsers.ts";

// Each system's layout, as its packages lay it out: what cannot run here
// (macOS, Ubuntu's snaps, GitHub's runners) is its file system, made up.

const elf = "\x7fELF\x02\x01\x01";
const osRelease = (id: string) => `PRETTY_NAME="${id}"\nNAME="${id}"\nID=${id}\n`;

function machine({
  platform = "linux" as NodeJS.Platform,
  id = "debian",
  files = {} as Record<string, string>,
  env = {} as Record<string, string>,
  home = "/home/ada",
}): Machine {
  const all: Record<string, string> = { "/etc/os-release": osRelease(id), ...files };
  return {
    platform,
    env,
    home,
    isFile: (path) => path in all,
    head: (path) => all[path] ?? "",
  };
}

const found = (program: Program, on: Machine) => {
  const result = findProgram(program, on);
  if ("missing" in result) throw new Error(result.missing);
  return result;
};
const missing = (program: Program, on: Machine) => {
  const result = findProgram(program, on);
  if (!("missing" in result)) throw new Error(`${program} found at ${result.path}`);
  return result.missing;
};

describe("Debian", () => {
  // bookworm's chromium and firefox-esr; firefox-esr also diverts /usr/bin/firefox to a script.
  const debian = machine({
    files: {
      "/usr/bin/chromium": "#!/bin/sh\n# Chromium launcher\n",
      "/usr/bin/firefox-esr": elf,
      "/usr/bin/firefox": '#!/bin/sh\nexec firefox-esr "$@"\n',
      "/usr/bin/WebKitWebDriver": elf,
      "/usr/bin/Xvfb": elf,
    },
  });

  test("finds chromium, firefox-esr, WebKitWebDriver and Xvfb in /usr/bin", () => {
    expect(found("chromium", debian)).toEqual({ path: "/usr/bin/chromium", snap: null });
    expect(found("firefox", debian)).toEqual({ path: "/usr/bin/firefox-esr", snap: null });
    expect(found("webkit", debian)).toEqual({ path: "/usr/bin/WebKitWebDriver", snap: null });
    expect(found("xvfb", debian)).toEqual({ path: "/usr/bin/Xvfb", snap: null });
    expect(profileFolder(found("firefox", debian), debian)).toBe(tmpdir());
  });

  test("a missing browser is one line: where it was looked for, Debian's package, the variable", () => {
    const bare = machine({});
    expect(missing("chromium", bare)).toBe(
      "Chromium was not found in /usr/bin/chromium, /usr/bin/google-chrome, /snap/bin/chromium: " +
        "install it with `sudo apt-get install -y chromium` or set CHROME_PATH to a Chromium or Chrome binary.",
    );
    expect(missing("firefox", bare)).toContain("`sudo apt-get install -y firefox-esr`");
    expect(missing("webkit", bare)).toContain("`sudo apt-get install -y webkit2gtk-driver`");
    expect(missing("xvfb", bare)).toBe(
      "Xvfb was not found in /usr/bin/Xvfb: install it with `sudo apt-get install -y xvfb` or set XVFB_PATH to an Xvfb binary.",
    );
  });
});

describe("Ubuntu", () => {
  // Chromium and Firefox are snaps; the firefox .deb is a script that starts the snap.
  const desktop = machine({
    id: "ubuntu",
    files: {
      "/snap/bin/chromium": elf,
      "/snap/bin/firefox": elf,
      "/usr/bin/firefox": '#!/bin/sh\n# transitional package\nexec /snap/bin/firefox "$@"\n',
      "/usr/bin/WebKitWebDriver": elf,
      "/usr/bin/Xvfb": elf,
    },
  });

  test("finds the snaps, and knows a launcher script that starts one", () => {
    expect(found("chromium", desktop)).toEqual({ path: "/snap/bin/chromium", snap: "chromium" });
    expect(found("firefox", desktop)).toEqual({ path: "/usr/bin/firefox", snap: "firefox" });
    expect(found("webkit", desktop).path).toBe("/usr/bin/WebKitWebDriver");
  });

  test("a snap's profiles go in its own folder of the home, which it can read", () => {
    expect(profileFolder(found("firefox", desktop), desktop)).toBe("/home/ada/snap/firefox/common");
  });

  test("a missing browser names the snap to install, and WebKit Ubuntu's package", () => {
    const bare = machine({ id: "ubuntu" });
    expect(missing("chromium", bare)).toContain("install it with `sudo snap install chromium`");
    expect(missing("firefox", bare)).toBe(
      "Firefox was not found in /usr/bin/firefox-esr, /usr/bin/firefox, /snap/bin/firefox: " +
        "install it with `sudo snap install firefox` or set FIREFOX_PATH to a Firefox binary.",
    );
    expect(missing("webkit", bare)).toContain("`sudo apt-get install -y webkit2gtk-driver`");
  });
});

describe("GitHub's Ubuntu runners", () => {
  // actions/runner-images: Google Chrome's .deb, a Chromium of Chrome's revision linked at
  // /usr/bin/chromium (install-google-chrome.sh), Firefox from Mozilla's PPA
  // (install-firefox.sh); the workflows install webkit2gtk-driver and xvfb.
  const files = {
    "/usr/bin/chromium": elf,
    "/usr/bin/google-chrome": '#!/bin/bash\nexec -a "$0" /opt/google/chrome/chrome\n',
    "/usr/bin/firefox": elf,
    "/usr/bin/WebKitWebDriver": elf,
    "/usr/bin/Xvfb": elf,
  };

  test("finds Chromium, Firefox and WebKit where the runner image puts them, none a snap", () => {
    const runner = machine({ id: "ubuntu", files });
    expect(found("chromium", runner)).toEqual({ path: "/usr/bin/chromium", snap: null });
    expect(found("firefox", runner)).toEqual({ path: "/usr/bin/firefox", snap: null });
    expect(found("webkit", runner).path).toBe("/usr/bin/WebKitWebDriver");
    expect(found("xvfb", runner).path).toBe("/usr/bin/Xvfb");
  });

  test("Google Chrome when the runner has no Chromium", () => {
    const rest = Object.fromEntries(
      Object.entries(files).filter(([path]) => path !== "/usr/bin/chromium"),
    );
    expect(found("chromium", machine({ id: "ubuntu", files: rest })).path).toBe(
      "/usr/bin/google-chrome",
    );
  });
});

describe("macOS", () => {
  const chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";

  test("finds Chrome or Chromium and Firefox in /Applications or ~/Applications", () => {
    const mac = machine({
      platform: "darwin",
      home: "/Users/ada",
      files: {
        [chrome]: elf,
        "/Users/ada/Applications/Firefox.app/Contents/MacOS/firefox": elf,
        "/usr/bin/safaridriver": elf,
      },
    });
    expect(found("chromium", mac)).toEqual({ path: chrome, snap: null });
    expect(found("firefox", mac).path).toBe(
      "/Users/ada/Applications/Firefox.app/Contents/MacOS/firefox",
    );
    const chromium = "/Applications/Chromium.app/Contents/MacOS/Chromium";
    expect(
      found("chromium", machine({ platform: "darwin", files: { [chromium]: elf } })).path,
    ).toBe(chromium);
  });

  test("WebKit is one line saying why Safari cannot stand in and what to do", () => {
    const mac = machine({ platform: "darwin", files: { "/usr/bin/safaridriver": elf } });
    const line = missing("webkit", mac);
    expect(line).toContain("/usr/bin/safaridriver");
    expect(line).toContain("cannot turn JavaScript off or set the colour scheme");
    expect(line).toContain("GitHub's runners run them on every push");
  });

  test("a missing browser names the Homebrew cask to install", () => {
    const bare = machine({ platform: "darwin" });
    expect(missing("chromium", bare)).toContain(
      "install it with `brew install --cask google-chrome`",
    );
    expect(missing("chromium", bare)).toContain(chrome);
    expect(missing("firefox", bare)).toContain("install it with `brew install --cask firefox`");
  });
});

describe("the variables win", () => {
  test("a browser the variable names is used, wherever the table's are", () => {
    const on = machine({
      files: { "/usr/bin/chromium": elf, "/opt/chrome/chrome": elf, "/snap/bin/firefox": elf },
      env: { CHROME_PATH: "/opt/chrome/chrome", FIREFOX_PATH: "/snap/bin/firefox" },
    });
    expect(found("chromium", on)).toEqual({ path: "/opt/chrome/chrome", snap: null });
    // A snap named by the variable is still a snap.
    expect(found("firefox", on)).toEqual({ path: "/snap/bin/firefox", snap: "firefox" });
  });

  test("a variable naming no file is one line naming the variable and its value", () => {
    const on = machine({
      files: { "/usr/bin/WebKitWebDriver": elf },
      env: { WEBKIT_DRIVER_PATH: "/opt/webkit/WebKitWebDriver" },
    });
    expect(missing("webkit", on)).toBe(
      "WEBKIT_DRIVER_PATH is /opt/webkit/WebKitWebDriver, which is not a file: set it to WebKitGTK's WebKitWebDriver.",
    );
  });
});

describe("other systems", () => {
  test("another Linux is told to install from its distribution", () => {
    expect(missing("firefox", machine({ id: "fedora" }))).toContain(
      ": install Firefox from your distribution or set FIREFOX_PATH to a Firefox binary.",
    );
  });

  test("a system with no table is told the variable", () => {
    expect(missing("chromium", machine({ platform: "win32" }))).toBe(
      "Chromium was not found: set CHROME_PATH to a Chromium or Chrome binary.",
    );
  });

  test("every missing program, on every system, is one line", () => {
    for (const [platform, id] of [
      ["linux", "debian"],
      ["linux", "ubuntu"],
      ["linux", "arch"],
      ["darwin", ""],
      ["win32", ""],
    ] as const)
      for (const program of ["chromium", "firefox", "webkit", "xvfb"] as const)
        expect(missing(program, machine({ platform, id }))).not.toContain("\n");
  });

  test("the system is read from /etc/os-release", () => {
    expect(systemOf(machine({ id: "debian" }))).toBe("debian");
    expect(systemOf(machine({ id: '"ubuntu"' }))).toBe("ubuntu");
    expect(systemOf(machine({ id: "linuxmint" }))).toBe("linux");
    expect(systemOf(machine({ platform: "darwin" }))).toBe("macos");
    expect(systemOf(machine({ platform: "win32" }))).toBe("other");
  });
});

test("this machine's file system: a file is one, a folder is not, and a script's start is read", () => {
  const dir = mkdtempSync(join(tmpdir(), "browsers-"));
  const script = join(dir, "firefox");
  writeFileSync(script, '#!/bin/sh\nexec /snap/bin/firefox "$@"\n');
  const here = { ...thisMachine(), env: { FIREFOX_PATH: script } };
  expect(here.isFile(script)).toBe(true);
  expect(here.isFile(dir)).toBe(false);
  expect(here.isFile(join(dir, "none"))).toBe(false);
  expect(findProgram("firefox", here)).toEqual({ path: script, snap: "firefox" });
});
