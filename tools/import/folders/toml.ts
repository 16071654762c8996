// The TOML that Hugo and Zola write between "+++" lines: key = value pairs,
// [tables] ([taxonomies], [extra]), strings, numbers, booleans, arrays and
// inline tables. Dates are kept as the text they were written as, so a post
// keeps its writer's calendar day whatever the offset (no Date is made).
// A small reader of our own: front matter needs only this much of TOML, and
// each mistake is said with its line.

export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export type TomlTable = { [key: string]: TomlValue };

/** A mistake in the TOML, with the line (from 1) it is on. */
export class TomlError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`line ${line}: ${problem}`);
    this.name = "TomlError";
  }
}

const dateTime =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?|^\d{2}:\d{2}:\d{2}(?:\.\d+)?/i;

/** The table a TOML text describes; throws a TomlError naming the line of a mistake. */
export function parseToml(text: string): TomlTable {
  const reader = new Reader(text);
  const root: TomlTable = {};
  let table = root;
  for (;;) {
    reader.skipBlank(true);
    if (reader.done()) return root;
    if (reader.peek() === "[") {
      const many = reader.text.startsWith("[[", reader.at);
      reader.at += many ? 2 : 1;
      const keys = reader.key();
      reader.skipSpaces();
      if (!reader.text.startsWith(many ? "]]" : "]", reader.at))
        reader.fail(`a table's name must end with "${many ? "]]" : "]"}"`);
      reader.at += many ? 2 : 1;
      table = many ? arrayTable(reader, root, keys) : nested(reader, root, keys);
    } else {
      const keys = reader.key();
      reader.skipSpaces();
      if (reader.peek() !== "=") reader.fail(`"${keys.join(".")}" must be followed by "="`);
      reader.at++;
      reader.skipSpaces();
      assign(reader, table, keys, reader.value());
    }
    reader.endOfLine();
  }
}

function nested(reader: Reader, root: TomlTable, keys: string[]): TomlTable {
  let table = root;
  for (const key of keys) {
    const next = table[key] ?? (table[key] = {});
    if (Array.isArray(next)) {
      const last = next.at(-1);
      if (!isTable(last)) reader.fail(`"${key}" is not a table`);
      table = last;
    } else if (isTable(next)) table = next;
    else reader.fail(`"${key}" is given twice`);
  }
  return table;
}

function arrayTable(reader: Reader, root: TomlTable, keys: string[]): TomlTable {
  const parent = nested(reader, root, keys.slice(0, -1));
  const key = keys.at(-1)!;
  const list = parent[key] ?? (parent[key] = []);
  if (!Array.isArray(list)) reader.fail(`"${key}" is given twice`);
  const table: TomlTable = {};
  list.push(table);
  return table;
}

function assign(reader: Reader, table: TomlTable, keys: string[], value: TomlValue) {
  const parent = nested(reader, table, keys.slice(0, -1));
  const key = keys.at(-1)!;
  if (Object.hasOwn(parent, key)) reader.fail(`"${keys.join(".")}" is given twice`);
  parent[key] = value;
}

const isTable = (value: unknown): value is TomlTable =>
  typeof value === "object" && value !== null && !Array.isArray(value);

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  done = () => this.at >= this.text.length;
  peek = () => this.text[this.at];
  line = () => this.text.slice(0, this.at).split("\n").length;

  fail(problem: string): never {
    throw new TomlError(this.line(), problem);
  }

  skipSpaces() {
    while (this.peek() === " " || this.peek() === "\t") this.at++;
  }

  /** Spaces, comments and (with `lines`) line breaks. */
  skipBlank(lines: boolean) {
    for (;;) {
      this.skipSpaces();
      if (this.peek() === "#") while (!this.done() && this.peek() !== "\n") this.at++;
      if (lines && (this.peek() === "\n" || this.peek() === "\r")) this.at++;
      else return;
    }
  }

  endOfLine() {
    this.skipBlank(false);
    if (this.peek() === "\r") this.at++;
    if (!this.done() && this.peek() !== "\n") this.fail("one key = value a line");
  }

  /** A key, dotted or not: bare words, "quoted" or 'literal'. */
  key(): string[] {
    const keys: string[] = [];
    for (;;) {
      this.skipSpaces();
      const c = this.peek();
      if (c === '"' || c === "'") keys.push(this.string());
      else {
        const bare = /^[A-Za-z0-9_-]+/.exec(this.text.slice(this.at))?.[0];
        if (!bare) this.fail("a key must be a word, or quoted");
        keys.push(bare);
        this.at += bare.length;
      }
      this.skipSpaces();
      if (this.peek() !== ".") return keys;
      this.at++;
    }
  }

  value(): TomlValue {
    const c = this.peek();
    if (c === '"' || c === "'") return this.string();
    if (c === "[") return this.array();
    if (c === "{") return this.inlineTable();
    const rest = this.text.slice(this.at);
    const date = dateTime.exec(rest)?.[0];
    if (date) {
      this.at += date.length;
      return date;
    }
    const word = /^[^\s,\]}#]+/.exec(rest)?.[0] ?? "";
    this.at += word.length;
    if (word === "true" || word === "false") return word === "true";
    const number = word.replace(/_/g, "");
    if (/^[+-]?(\d+(\.\d+)?([eE][+-]?\d+)?|inf|nan)$/.test(number)) return Number(number);
    if (/^0x[\da-f]+$|^0o[0-7]+$|^0b[01]+$/i.test(number)) return Number(number);
    return this.fail(word ? `cannot read the value ${word}` : "a value is missing after =");
  }

  string(): string {
    const quote = this.peek()!;
    const triple = this.text.startsWith(quote.repeat(3), this.at);
    const start = this.line();
    this.at += triple ? 3 : 1;
    // A line break right after the opening quotes is not part of the string.
    if (triple && this.text.startsWith("\n", this.at)) this.at++;
    else if (triple && this.text.startsWith("\r\n", this.at)) this.at += 2;
    let out = "";
    for (;;) {
      if (this.done()) throw new TomlError(start, "a string is never closed");
      const c = this.text[this.at]!;
      if (triple ? this.text.startsWith(quote.repeat(3), this.at) : c === quote) {
        this.at += triple ? 3 : 1;
        return out;
      }
      if (c === "\n" && !triple) throw new TomlError(start, "a string is never closed");
      if (c === "\\" && quote === '"') {
        out += this.escape(triple);
        continue;
      }
      out += c;
      this.at++;
    }
  }

  private escape(triple: boolean): string {
    const next = this.text[this.at + 1];
    this.at += 2;
    const simple: Record<string, string> = {
      b: "\b",
      t: "\t",
      n: "\n",
      f: "\f",
      r: "\r",
      '"': '"',
      "\\": "\\",
    };
    if (next !== undefined && next in simple) return simple[next]!;
    if (next === "u" || next === "U") {
      const digits = next === "u" ? 4 : 8;
      const hex = this.text.slice(this.at, this.at + digits);
      if (!/^[\da-f]+$/i.test(hex) || hex.length !== digits) this.fail(`a bad escape \\${next}`);
      this.at += digits;
      return String.fromCodePoint(parseInt(hex, 16));
    }
    // A backslash at a line's end, in a multi-line string, joins the lines.
    if (triple && (next === "\n" || next === "\r" || next === " ")) {
      while (/\s/.test(this.peek() ?? "")) this.at++;
      return "";
    }
    return this.fail(`a bad escape \\${next ?? ""} (write "\\\\" for a backslash)`);
  }

  array(): TomlValue[] {
    this.at++;
    const list: TomlValue[] = [];
    for (;;) {
      this.skipBlank(true);
      if (this.peek() === "]") {
        this.at++;
        return list;
      }
      if (this.done()) this.fail("an array is never closed");
      list.push(this.value());
      this.skipBlank(true);
      if (this.peek() === ",") this.at++;
      else if (this.peek() !== "]") this.fail('an array\'s values must be separated by ","');
    }
  }

  inlineTable(): TomlTable {
    this.at++;
    const table: TomlTable = {};
    for (;;) {
      this.skipSpaces();
      if (this.peek() === "}") {
        this.at++;
        return table;
      }
      const keys = this.key();
      this.skipSpaces();
      if (this.peek() !== "=") this.fail(`"${keys.join(".")}" must be followed by "="`);
      this.at++;
      this.skipSpaces();
      assign(this, table, keys, this.value());
      this.skipSpaces();
      if (this.peek() === ",") this.at++;
      else if (this.peek() !== "}") this.fail('an inline table\'s pairs must be separated by ","');
    }
  }
}
