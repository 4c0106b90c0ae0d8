/**
 * A small, safe YAML subset for scenario files: block mappings and sequences by indentation
 * (spaces), one-line flow collections ([a, b], {k: v}), quoted and plain scalars (true, false,
 * null, numbers, strings) and # comments. Anchors, aliases, tags, block scalars (| >), multi-line
 * flow and several documents are refused with the line number: nothing here runs code or builds
 * objects other than plain data, and what is not understood is an error, never a guess.
 */
export class YamlError extends Error {
  constructor(message: string, readonly line: number) {
    super(`line ${line}: ${message}`);
    this.name = 'YamlError';
  }
}

interface Line {
  readonly no: number;
  readonly indent: number;
  readonly text: string;
}

/** The text before a comment (a # at the start or after a space, outside quotes). */
function stripComment(text: string): string {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === "'" && quote === "'" && text[i + 1] === "'") i++;
      else if (c === quote) quote = undefined;
    } else if ((c === '"' || c === "'") && (i === 0 || ' [{,:-'.includes(text[i - 1]))) quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

function toLines(source: string): Line[] {
  const lines: Line[] = [];
  source.split('\n').forEach((raw, i) => {
    const text = stripComment(raw.replace(/\r$/, ''));
    if (text.trim() === '') return;
    const indent = text.length - text.trimStart().length;
    if (/^\s*\t/.test(text)) throw new YamlError('tabs are not allowed for indentation', i + 1);
    const body = text.slice(indent);
    if (body === '---' && lines.length === 0) return;
    if (body === '---' || body === '...') throw new YamlError('only one document is supported', i + 1);
    lines.push({ no: i + 1, indent, text: body });
  });
  return lines;
}

const PLAIN_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

function plainScalar(text: string): unknown {
  if (text === '' || text === 'null' || text === '~') return null;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (PLAIN_NUMBER.test(text)) return Number(text);
  return text;
}

/** One-line values: flow collections and scalars, read left to right. */
class Inline {
  private at = 0;
  constructor(private readonly text: string, private readonly line: number) {}

  private fail(message: string): never {
    throw new YamlError(message, this.line);
  }
  private skip(): void {
    while (this.text[this.at] === ' ') this.at++;
  }

  /** The whole text as one value. */
  all(): unknown {
    const value = this.value(false);
    this.skip();
    if (this.at < this.text.length) this.fail(`unexpected "${this.text.slice(this.at)}"`);
    return value;
  }

  value(inFlow: boolean): unknown {
    this.skip();
    const c = this.text[this.at];
    if (c === '[') return this.sequence();
    if (c === '{') return this.mapping();
    if (c === '"' || c === "'") return this.quoted();
    if (c !== undefined && '&*!|>%@`'.includes(c)) this.fail(`"${c}" (anchors, aliases, tags, block scalars) is not supported`);
    const start = this.at;
    while (this.at < this.text.length && !(inFlow && ',]}'.includes(this.text[this.at]))) {
      if (inFlow && this.text[this.at] === ':' && this.text[this.at + 1] === ' ') break;
      this.at++;
    }
    return plainScalar(this.text.slice(start, this.at).trim());
  }

  quoted(): string {
    const q = this.text[this.at];
    let i = this.at + 1;
    let out = '';
    for (; i < this.text.length; i++) {
      const c = this.text[i];
      if (q === "'" && c === "'" && this.text[i + 1] === "'") {
        out += "'";
        i++;
      } else if (c === q) break;
      else if (q === '"' && c === '\\') i++;
      else out += c;
    }
    if (i >= this.text.length) this.fail('unterminated quoted string');
    const raw = this.text.slice(this.at, i + 1);
    this.at = i + 1;
    if (q === "'") return out;
    try {
      return JSON.parse(raw) as string;
    } catch {
      return this.fail(`bad escape in ${raw}`);
    }
  }

  private sequence(): unknown[] {
    const items: unknown[] = [];
    this.at++;
    for (;;) {
      this.skip();
      if (this.text[this.at] === ']') break;
      items.push(this.value(true));
      this.skip();
      if (this.text[this.at] === ',') this.at++;
      else if (this.text[this.at] !== ']') this.fail('expected , or ] (flow collections must fit on one line)');
    }
    this.at++;
    return items;
  }

  private mapping(): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    this.at++;
    for (;;) {
      this.skip();
      if (this.text[this.at] === '}') break;
      const key = this.value(true);
      this.skip();
      if (this.text[this.at] !== ':') this.fail('expected : in a flow mapping');
      this.at++;
      setKey(map, String(key), this.value(true), this.line);
      this.skip();
      if (this.text[this.at] === ',') this.at++;
      else if (this.text[this.at] !== '}') this.fail('expected , or } (flow collections must fit on one line)');
    }
    this.at++;
    return map;
  }
}

function setKey(map: Record<string, unknown>, key: string, value: unknown, line: number): void {
  if (Object.prototype.hasOwnProperty.call(map, key)) throw new YamlError(`duplicate key "${key}"`, line);
  // Defined, not assigned: a "__proto__" key is data, never the object's prototype.
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `key: rest` of a block mapping line, or undefined when the line is not one. */
function splitKey(line: Line): { key: string; rest: string } | undefined {
  const t = line.text;
  if (t.startsWith('"') || t.startsWith("'")) {
    const m = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')\s*:(?:\s+(.*))?$/.exec(t);
    return m ? { key: new Inline(m[1], line.no).quoted(), rest: (m[2] ?? '').trim() } : undefined;
  }
  if ('[{-'.includes(t[0])) return undefined;
  const m = /^([^:#]+?)\s*:(?:\s+(.*))?$/.exec(t);
  return m ? { key: m[1], rest: (m[2] ?? '').trim() } : undefined;
}

const isItem = (line: Line | undefined, indent: number): boolean => !!line && line.indent === indent && (line.text === '-' || line.text.startsWith('- '));

class Block {
  private i = 0;
  constructor(private lines: Line[]) {}

  document(): unknown {
    if (this.lines.length === 0) return null;
    const value = this.block(this.lines[0].indent);
    if (this.i < this.lines.length) throw new YamlError('unexpected indentation', this.lines[this.i].no);
    return value;
  }

  private block(indent: number): unknown {
    const line = this.lines[this.i];
    if (isItem(line, indent)) return this.sequence(indent);
    if (splitKey(line)) return this.mapping(indent);
    this.i++;
    return new Inline(line.text, line.no).all();
  }

  /** The value after `key:` or `-` with nothing on the line: the deeper block below, if any. */
  private nested(indent: number, allowSameIndentItems: boolean): unknown {
    const next = this.lines[this.i];
    if (next && next.indent > indent) return this.block(next.indent);
    if (allowSameIndentItems && isItem(next, indent)) return this.sequence(indent);
    return null;
  }

  private sequence(indent: number): unknown[] {
    const items: unknown[] = [];
    while (isItem(this.lines[this.i], indent)) {
      const line = this.lines[this.i];
      const content = line.text.slice(1).trimStart();
      if (content === '') {
        this.i++;
        items.push(this.nested(indent, false));
      } else {
        // "- key: value" starts a mapping whose other keys line up with "key".
        this.lines = [...this.lines.slice(0, this.i), { no: line.no, indent: indent + line.text.length - content.length, text: content }, ...this.lines.slice(this.i + 1)];
        items.push(this.block(indent + line.text.length - content.length));
      }
    }
    return items;
  }

  private mapping(indent: number): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    for (let line = this.lines[this.i]; line && line.indent === indent; line = this.lines[this.i]) {
      const entry = splitKey(line);
      if (!entry) throw new YamlError(`expected "key: value"`, line.no);
      this.i++;
      setKey(map, entry.key, entry.rest === '' ? this.nested(indent, true) : new Inline(entry.rest, line.no).all(), line.no);
    }
    const next = this.lines[this.i];
    if (next && next.indent > indent) throw new YamlError('unexpected indentation', next.no);
    return map;
  }
}

export function parseYaml(source: string): unknown {
  return new Block(toLines(source)).document();
}
