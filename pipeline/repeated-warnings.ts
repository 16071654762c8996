// A site in several languages is built once a language, each build in its
// own process, and each finds the same warnings about what the languages
// share (a post not translated, shown in the default language everywhere;
// its too-long description; an unknown code language). The owner reads each
// once: a warning the build printed before, with the indented lines that go
// with it, is dropped.

/** Lines that begin a warning: one naming a content file, or the build's "Warning: …". */
const warningHead = /^(?:content\/\S|Warning: )/;

/** A filter of the build's output lines, across every language's build. */
export function repeatedWarnings(): (line: string) => boolean {
  const printed = new Set<string>();
  let dropping = false;
  return (line) => {
    if (dropping && /^\s+\S/.test(line)) return false;
    dropping = false;
    if (!warningHead.test(line)) return true;
    if (printed.has(line)) {
      dropping = true;
      return false;
    }
    printed.add(line);
    return true;
  };
}
