/**
 * Where the entries of a HAR file probably resume after an arbitrary byte, found from there alone:
 * what a worker of `conform --jobs` does at the start of its byte range (recording/ranges.ts), so
 * that no thread scans the whole file first. It is a guess, checked before anything is judged: the
 * range before it scans its own entries exactly and says where the next one starts; a range whose
 * guess differs is scanned again from there (conform/pool.ts). So a wrong guess costs time, never
 * a different report.
 *
 * The guess, for JSON that is valid from `from` on:
 * 1. Whether `from` is inside a string: a newline never is (a JSON string cannot hold one raw); nor
 *    is the byte after an unescaped quote that ends text no JSON token can hold (a letter outside
 *    true/false/null, a backslash, any non-ASCII byte), which therefore was a string's content.
 * 2. How deep it is: scanning on from there, the entries array is taken to be the shallowest
 *    container met so far whose child object has the key "request" with an object value (every
 *    HAR 1.2 entry has one, and nothing else in HAR 1.2 does). Its first value at or after `from`
 *    is the guess.
 */

/** No entry starts at or after the offset (the entries array ended before it, or the file did). */
export const END = -1;

const QUOTE = 34,
  BACKSLASH = 92,
  LBRACE = 123,
  RBRACE = 125,
  LBRACKET = 91,
  RBRACKET = 93,
  COMMA = 44,
  COLON = 58,
  NEWLINE = 10;

/** Bytes a JSON token outside strings can hold: whitespace, punctuation, numbers, true/false/null. */
const TOKEN = new Uint8Array(256);
for (const c of " \t\r\n{}[],:0123456789-+.eEtrufalsn") TOKEN[c.charCodeAt(0)] = 1;

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

/** `"request"` as bytes. */
const REQUEST = Buffer.from('"request"', "latin1");

/** Bytes of a file by offset (a short read at its end). */
export type ReadBytes = (at: number, length: number) => Buffer;

/** A window over a file, read forward in pieces as the scan needs them. */
class Cursor {
  private buf: Buffer = Buffer.alloc(0);
  private at = 0;
  constructor(
    private readonly read: ReadBytes,
    private readonly size: number,
  ) {}
  /** The byte at `i`, or -1 past the end of the file. */
  byte(i: number): number {
    if (i >= this.size || i < 0) return -1;
    if (i < this.at || i >= this.at + this.buf.length) {
      this.at = i;
      this.buf = this.read(i, Math.min(64 * 1024, this.size - i));
      if (this.buf.length === 0) return -1;
    }
    return this.buf[i - this.at]!;
  }
}

/** Whether the quote at `i` is escaped (an odd run of backslashes before it); undefined when the run is too long to tell. */
function escaped(c: Cursor, i: number): boolean | undefined {
  let n = 0;
  for (let j = i - 1; j >= 0 && c.byte(j) === BACKSLASH; j--) if (++n > 4096) return undefined;
  return n % 2 === 1;
}

/** The first offset at or after `from` that is outside any string, or undefined when none is found within `budget` bytes. */
function outsideString(c: Cursor, from: number, budget: number): number | undefined {
  let lastQuote = -1;
  let content = false;
  for (let i = from; i < from + budget; i++) {
    const b = c.byte(i);
    if (b < 0) return i;
    if (b === NEWLINE) return i + 1;
    if (b === QUOTE) {
      const esc = escaped(c, i);
      if (esc === undefined) return undefined;
      if (esc) {
        if (lastQuote >= 0) content = true;
        continue;
      }
      if (lastQuote >= 0 && content) return i + 1; // the text since the last quote was a string's: this quote closed it
      lastQuote = i;
      content = false;
    } else if (lastQuote >= 0 && TOKEN[b] !== 1) content = true;
  }
  return undefined;
}

/** The offset of the quote that closes the string opened at `i` (-1: the file ends first). */
function stringEnd(c: Cursor, i: number): number {
  for (let j = i + 1; ; j++) {
    const b = c.byte(j);
    if (b < 0) return -1;
    if (b === BACKSLASH) j++;
    else if (b === QUOTE) return j;
  }
}

/** The next byte at or after `i` that is not whitespace, and where it is. */
function nonSpace(c: Cursor, i: number): { at: number; byte: number } {
  let b = c.byte(i);
  while (b >= 0 && isSpace(b)) b = c.byte(++i);
  return { at: i, byte: b };
}

function isRequestKey(c: Cursor, start: number, end: number): boolean {
  if (end - start + 1 !== REQUEST.length) return false;
  for (let k = 0; k < REQUEST.length; k++) if (c.byte(start + k) !== REQUEST[k]) return false;
  return true;
}

/**
 * The guessed offset of the first entry that starts at or after `from` (> 0), END when the guess is
 * that none does, or undefined when no guess was found within `budget` bytes.
 */
export function resyncHar(read: ReadBytes, size: number, from: number, budget: number): number | undefined {
  const c = new Cursor(read, size);
  const p = outsideString(c, from, budget);
  if (p === undefined) return undefined;
  // Depth relative to p; m: the shallowest depth met so far; first: the first value begun at depth m since.
  let r = 0;
  let m = 0;
  let first = -1;
  const value = (at: number): void => {
    if (r === m && first < 0) first = at;
  };
  for (let i = p; i < p + budget; ) {
    const b = c.byte(i);
    if (b < 0) return END;
    if (isSpace(b) || b === COMMA || b === COLON) {
      i++;
    } else if (b === QUOTE) {
      const end = stringEnd(c, i);
      if (end < 0) return END;
      const after = nonSpace(c, end + 1);
      if (after.byte === COLON) {
        if (r === m + 1 && isRequestKey(c, i, end) && nonSpace(c, after.at + 1).byte === LBRACE) return first >= 0 ? first : undefined;
      } else value(i);
      i = end + 1;
    } else if (b === LBRACE || b === LBRACKET) {
      value(i);
      r++;
      i++;
    } else if (b === RBRACE || b === RBRACKET) {
      r--;
      if (r < m) {
        m = r;
        first = -1;
      }
      i++;
    } else {
      // A literal: to the next delimiter.
      value(i);
      let d = c.byte(++i);
      while (d >= 0 && !isSpace(d) && d !== COMMA && d !== RBRACE && d !== RBRACKET && d !== COLON && d !== QUOTE && d !== LBRACE && d !== LBRACKET)
        d = c.byte(++i);
    }
  }
  return undefined;
}
