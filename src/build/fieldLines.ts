/**
 * Where each field of a content file is written: its line, by the field's path as the content check
 * names it (`projects[3].link`, `layout.navigation.links.home`, `projects["pokebase"].title`). A
 * content file is plain data (`export const home = { … }`), so a small reader of object and array
 * literals finds its fields without a compiler; any other expression is stepped over whole.
 */

type Segment = string | number;

/** A field's path split into its keys and indexes: `projects["a.b"].title` → `projects`, `a.b`, `title`. */
export function pathSegments(path: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  for (let match = pattern.exec(path); match !== null; match = pattern.exec(path)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else segments.push(JSON.parse(match[3]) as string);
    if (path[pattern.lastIndex] === '.') pattern.lastIndex += 1;
  }
  return segments;
}

/** Reads `source` from `at`, stepping over strings, template literals and comments. */
class Reader {
  constructor(
    readonly source: string,
    public at = 0,
  ) {}

  /** The character at the reading point ('' at the end). */
  char(): string {
    return this.source[this.at] ?? '';
  }

  line(at = this.at): number {
    let line = 1;
    for (let index = 0; index < at; index++) if (this.source[index] === '\n') line += 1;
    return line;
  }

  /** Steps over white space and comments. */
  skipSpace(): void {
    for (;;) {
      if (/\s/.test(this.char())) this.at += 1;
      else if (this.source.startsWith('//', this.at)) this.at = this.endOf('\n', this.at);
      else if (this.source.startsWith('/*', this.at)) this.at = this.endOf('*/', this.at + 2) + 1;
      else return;
    }
  }

  private endOf(text: string, from: number): number {
    const index = this.source.indexOf(text, from);
    return index === -1 ? this.source.length : index + 1;
  }

  /** A quoted string's value, from its opening quote. */
  readString(): string {
    const quote = this.char();
    const start = this.at;
    this.at += 1;
    while (this.at < this.source.length && this.char() !== quote) this.at += this.char() === '\\' ? 2 : 1;
    this.at += 1;
    if (quote === '`') return this.source.slice(start + 1, this.at - 1);
    try {
      return String(
        JSON.parse(
          `"${this.source
            .slice(start + 1, this.at - 1)
            .replace(/\\'/g, "'")
            .replace(/"/g, '\\"')}"`,
        ),
      );
    } catch {
      return this.source.slice(start + 1, this.at - 1);
    }
  }

  /** Steps over a template literal, its `${…}` parts included. */
  private skipTemplate(): void {
    this.at += 1;
    while (this.at < this.source.length && this.char() !== '`') {
      if (this.char() === '\\') this.at += 2;
      else if (this.source.startsWith('${', this.at)) {
        this.at += 2;
        this.skipUntil('}');
        this.at += 1;
      } else this.at += 1;
    }
    this.at += 1;
  }

  /** Steps over an expression until one of `ends` at its own depth (not past it). */
  skipUntil(ends: string): void {
    let depth = 0;
    while (this.at < this.source.length) {
      this.skipSpace();
      const char = this.char();
      if (depth === 0 && ends.includes(char)) return;
      if (char === '"' || char === "'") this.readString();
      else if (char === '`') this.skipTemplate();
      else {
        if ('([{'.includes(char)) depth += 1;
        else if (')]}'.includes(char)) depth -= 1;
        this.at += 1;
      }
    }
  }
}

/** The line of each field in the literal at `reader.at`, by its path below `prefix`. */
function readValue(reader: Reader, prefix: Segment[], lines: Map<string, number>): void {
  reader.skipSpace();
  if (reader.char() === '{') {
    reader.at += 1;
    for (;;) {
      reader.skipSpace();
      if (reader.char() === '}' || reader.char() === '') break;
      const keyAt = reader.at;
      let key: string | undefined;
      if (reader.char() === '"' || reader.char() === "'") key = reader.readString();
      else if (reader.source.startsWith('...', reader.at)) reader.skipUntil(',}');
      else {
        const identifier = /^[\p{L}\p{N}_$]+/u.exec(reader.source.slice(reader.at))?.[0];
        if (identifier === undefined) reader.skipUntil(',}');
        else {
          key = identifier;
          reader.at += identifier.length;
        }
      }
      reader.skipSpace();
      if (key !== undefined) {
        const path = [...prefix, key];
        lines.set(JSON.stringify(path), reader.line(keyAt));
        if (reader.char() === ':') {
          reader.at += 1;
          readValue(reader, path, lines);
        }
      }
      reader.skipUntil(',}');
      if (reader.char() === ',') reader.at += 1;
    }
    reader.at += 1;
  } else if (reader.char() === '[') {
    reader.at += 1;
    for (let index = 0; ; index++) {
      reader.skipSpace();
      if (reader.char() === ']' || reader.char() === '') break;
      const path = [...prefix, index];
      lines.set(JSON.stringify(path), reader.line());
      readValue(reader, path, lines);
      reader.skipUntil(',]');
      if (reader.char() === ',') reader.at += 1;
    }
    reader.at += 1;
  }
}

/** Every field's line in a content file's source: its exported constants and what they hold. */
export function fieldLines(source: string): Map<string, number> {
  const lines = new Map<string, number>();
  const reader = new Reader(source);
  for (const match of source.matchAll(/^export const ([\p{L}\p{N}_$]+)\s*(?::[^=]+)?=/gmu)) {
    lines.set(JSON.stringify([match[1]]), reader.line(match.index));
    reader.at = match.index + match[0].length;
    readValue(reader, [match[1]], lines);
  }
  return lines;
}

/**
 * The line a problem with `path` points to: the field's own, else its nearest written ancestor's (a
 * field left out is reported where its section is), else none. `root` is the constant the path starts
 * in when the path names none (a translation's fields are inside `translation`).
 */
export function lineOf(lines: Map<string, number>, path: string, root?: string): number | undefined {
  const segments = [...(root === undefined ? [] : [root]), ...pathSegments(path)];
  for (let length = segments.length; length > 0; length--) {
    const line = lines.get(JSON.stringify(segments.slice(0, length)));
    if (line !== undefined) return line;
  }
  return undefined;
}
