/**
 * PDF syntax (ISO 32000-1 §7.2–7.3): a lexer and an object parser over raw bytes, as a reader
 * sees them. Used by the PDF scanner (pdf.ts) to find every name in every object, however it
 * is written: `#xx` escapes decoded, and every character a reader takes as whitespace or a
 * delimiter ends a name (NUL included, which a byte pattern missed: issue #23 finding 1).
 */

export type PdfValue =
  | number
  | boolean
  | null
  | PdfName
  | PdfString
  | PdfRef
  | PdfValue[]
  | PdfDict
  | PdfKeyword;
export interface PdfName {
  kind: 'name';
  name: string;
}
export interface PdfString {
  kind: 'string';
  bytes: Uint8Array;
}
export interface PdfRef {
  kind: 'ref';
  num: number;
  gen: number;
}
export interface PdfKeyword {
  kind: 'keyword';
  word: string;
}
export type PdfDict = Map<string, PdfValue>;
interface PdfDelim {
  kind: 'delim';
  c: string;
}
const isDelim = (t: PdfValue | PdfDelim): t is PdfDelim =>
  typeof t === 'object' && t !== null && !Array.isArray(t) && !(t instanceof Map) && t.kind === 'delim';

export const isDict = (v: PdfValue | undefined): v is PdfDict => v instanceof Map;
export const isName = (v: PdfValue | undefined, name?: string): v is PdfName =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isDict(v) && v.kind === 'name'
    ? name === undefined || v.name === name
    : false;
export const isRef = (v: PdfValue | undefined): v is PdfRef =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isDict(v) && v.kind === 'ref';
export const isString = (v: PdfValue | undefined): v is PdfString =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isDict(v) && v.kind === 'string';
export const isKeyword = (v: PdfValue | undefined, word: string) =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  !isDict(v) &&
  v.kind === 'keyword' &&
  v.word === word;

/** The syntax is beyond what the scanner will read (too deep, too much work): refuse, never guess. */
export class PdfLimitError extends Error {}

/** NUL, HT, LF, FF, CR, SP (§7.2.2 Table 1). */
export const isPdfWhitespace = (c: number) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
/** ( ) < > [ ] { } / % (§7.2.2 Table 2). */
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;
export const isRegular = (c: number) => !isPdfWhitespace(c) && !isDelimiter(c);
const hexValue = (c: number) =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;

const maxDepth = 100;
const streamKeyword = [...Buffer.from('stream')];
/** Bytes of a string kept (the longest the scanner needs is a 48-byte encryption key). */
const maxKeptStringBytes = 4096;
const escapes: Record<number, number> = {
  110: 10,
  114: 13,
  116: 9,
  98: 8,
  102: 12,
  40: 0x28,
  41: 0x29,
  92: 0x5c,
};

/**
 * Reads tokens and objects from `bytes`. Every name it reads, as a key or a value, is passed to
 * `onName` (the scanner's hook). `budget` counts bytes read across all lexers of one document,
 * so a file built to make the scanner read the same bytes again and again is refused.
 */
export class PdfLexer {
  pos: number;
  readonly bytes: Uint8Array;
  private readonly onName: (name: string) => void;
  private readonly budget: { left: number };
  constructor(bytes: Uint8Array, start: number, onName: (name: string) => void, budget: { left: number }) {
    this.bytes = bytes;
    this.pos = start;
    this.onName = onName;
    this.budget = budget;
  }

  private charge(from: number) {
    this.budget.left -= this.pos - from;
    if (this.budget.left < 0) throw new PdfLimitError('syntax work budget spent');
  }

  skipSpace() {
    const b = this.bytes;
    const from = this.pos;
    while (this.pos < b.length) {
      const c = b[this.pos]!;
      if (isPdfWhitespace(c)) this.pos++;
      else if (c === 0x25) {
        // A comment runs to the end of the line.
        while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
    this.charge(from);
  }

  /** The next token as a value, or a keyword/delimiter; undefined at the end. */
  private token(): PdfValue | PdfDelim | undefined {
    this.skipSpace();
    const b = this.bytes;
    if (this.pos >= b.length) return undefined;
    const from = this.pos;
    const c = b[this.pos]!;
    try {
      if (c === 0x2f) return this.readName();
      if (c === 0x28) return this.readLiteralString();
      if (c === 0x3c) {
        if (b[this.pos + 1] === 0x3c) {
          this.pos += 2;
          return { kind: 'delim', c: '<<' };
        }
        return this.readHexString();
      }
      if (c === 0x3e) {
        this.pos += b[this.pos + 1] === 0x3e ? 2 : 1;
        return { kind: 'delim', c: '>>' };
      }
      if (c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x29) {
        this.pos++;
        return { kind: 'delim', c: String.fromCharCode(c) };
      }
      let end = this.pos;
      let word = '';
      let numeric = true;
      let digits = 0;
      let dots = 0;
      for (; end < b.length && isRegular(b[end]!); end++) {
        const ch = b[end]!;
        // Keywords and numbers are short; a long run is kept to its first 64 characters.
        if (end - this.pos < 64) word += String.fromCharCode(ch);
        if (ch >= 0x30 && ch <= 0x39) digits++;
        else if (ch === 0x2e) dots++;
        else if (!((ch === 0x2b || ch === 0x2d) && end === this.pos)) numeric = false;
      }
      this.pos = end;
      if (numeric && digits > 0 && dots <= 1) return Number(word);
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
      return { kind: 'keyword', word };
    } finally {
      this.charge(from);
    }
  }

  private readName(): PdfName {
    const b = this.bytes;
    this.pos++;
    let name = '';
    while (this.pos < b.length && isRegular(b[this.pos]!)) {
      const c = b[this.pos]!;
      if (c === 0x23) {
        const hi = hexValue(b[this.pos + 1] ?? -1);
        const lo = hexValue(b[this.pos + 2] ?? -1);
        if (hi >= 0 && lo >= 0) {
          name += String.fromCharCode(hi * 16 + lo);
          this.pos += 3;
          continue;
        }
      }
      // Names longer than any the scanner looks for are kept to 127 characters (§C.1 limit).
      if (name.length < 127) name += String.fromCharCode(c);
      this.pos++;
    }
    this.onName(name);
    return { kind: 'name', name };
  }

  /**
   * A literal string (§7.3.4.2): balanced parentheses, backslash escapes. Only its first bytes
   * are kept (the scanner reads short strings only: IDs and encryption keys), so a string
   * that runs to the end of a 40 MB file costs a scan, not a copy.
   */
  private readLiteralString(): PdfString {
    const b = this.bytes;
    this.pos++;
    const out: number[] = [];
    const push = (c: number) => {
      if (out.length < maxKeptStringBytes) out.push(c);
    };
    let depth = 1;
    while (this.pos < b.length) {
      const c = b[this.pos++]!;
      if (c === 0x5c) {
        const e = b[this.pos++];
        if (e === undefined) break;
        const simple = escapes[e];
        if (simple !== undefined) push(simple);
        else if (e >= 0x30 && e <= 0x37) {
          let v = e - 0x30;
          for (let i = 0; i < 2 && b[this.pos]! >= 0x30 && b[this.pos]! <= 0x37; i++)
            v = v * 8 + (b[this.pos++]! - 0x30);
          push(v & 0xff);
        } else if (e === 0x0d) {
          if (b[this.pos] === 0x0a) this.pos++;
        } else if (e !== 0x0a) push(e);
      } else if (c === 0x28) {
        depth++;
        push(c);
      } else if (c === 0x29) {
        if (--depth === 0) break;
        push(c);
      } else push(c);
    }
    return { kind: 'string', bytes: Uint8Array.from(out) };
  }

  private readHexString(): PdfString {
    const b = this.bytes;
    this.pos++;
    const digits: number[] = [];
    while (this.pos < b.length && b[this.pos] !== 0x3e) {
      const v = hexValue(b[this.pos++]!);
      if (v >= 0 && digits.length < 2 * maxKeptStringBytes) digits.push(v);
    }
    this.pos++;
    if (digits.length % 2) digits.push(0);
    const out = new Uint8Array(digits.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = digits[2 * i]! * 16 + digits[2 * i + 1]!;
    return { kind: 'string', bytes: out };
  }

  /**
   * One object: a dictionary, array, string, name, number, reference (`n g R`) or keyword.
   * Unbalanced input ends the object where the bytes end; it never loops or recurses without
   * bound.
   */
  readObject(depth = 0): PdfValue | undefined {
    if (depth > maxDepth) throw new PdfLimitError('objects nested too deeply');
    const tok = this.token();
    if (tok === undefined) return undefined;
    if (isDelim(tok)) {
      if (tok.c === '<<') return this.readDictBody(depth);
      if (tok.c === '[') {
        const items: PdfValue[] = [];
        for (;;) {
          this.skipSpace();
          if (this.pos >= this.bytes.length) return items;
          if (this.bytes[this.pos] === 0x5d) {
            this.pos++;
            return items;
          }
          const before = this.pos;
          const item = this.readObject(depth + 1);
          if (item === undefined || this.pos === before) return items;
          items.push(item);
        }
      }
      return { kind: 'keyword', word: tok.c };
    }
    if (typeof tok === 'number' && Number.isInteger(tok) && tok >= 0) {
      // `n g R` is a reference; look ahead without losing the number if it is not.
      const save = this.pos;
      const gen = this.token();
      if (typeof gen === 'number' && Number.isInteger(gen) && gen >= 0) {
        const r = this.token();
        if (isKeyword(r as PdfValue | undefined, 'R')) return { kind: 'ref', num: tok, gen };
      }
      this.pos = save;
    }
    return tok as PdfValue;
  }

  private readDictBody(depth: number): PdfDict {
    const dict: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.bytes.length) return dict;
      if (this.bytes[this.pos] === 0x3e) {
        this.pos += this.bytes[this.pos + 1] === 0x3e ? 2 : 1;
        return dict;
      }
      const before = this.pos;
      const key = this.readObject(depth + 1);
      if (key === undefined || this.pos === before) return dict;
      if (!isName(key)) continue; // a reader skips what cannot be a key
      this.skipSpace();
      if (this.bytes[this.pos] === 0x3e && this.bytes[this.pos + 1] === 0x3e) {
        dict.set(key.name, null);
        continue;
      }
      const value = this.readObject(depth + 1);
      if (value === undefined) return dict;
      dict.set(key.name, value);
    }
  }

  /**
   * After a stream dictionary: where the data starts if the next keyword is `stream` (its end
   * of line may be CRLF, LF, or CR alone as readers accept: issue #23 finding 1), else undefined.
   */
  streamStart(): number | undefined {
    const save = this.pos;
    this.skipSpace();
    const b = this.bytes;
    if (!streamKeyword.every((ch, i) => b[this.pos + i] === ch)) {
      this.pos = save;
      return undefined;
    }
    let p = this.pos + 6;
    if (b[p] === 0x0d) p += b[p + 1] === 0x0a ? 2 : 1;
    else if (b[p] === 0x0a) p++;
    else if (b[p] !== undefined && isRegular(b[p]!)) {
      this.pos = save;
      return undefined; // `streamfoo`
    }
    return p;
  }
}
