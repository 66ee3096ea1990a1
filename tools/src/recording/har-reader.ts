/**
 * HAR 1.2 reader: yields `log.entries[i]` in small batches.
 *
 * Files up to WHOLE_FILE_LIMIT are read and parsed in one go (the fastest path; it holds one file's
 * entries, as allowed). Larger files, and any file whose whole-document parse fails, go through
 * `HarScanner`: a streaming scanner over the file's bytes that finds `log.entries` and where each
 * entry lies; only an entry's own bytes are decoded (HarEntryCutter), so a recording of a million
 * entries is judged in flat memory, one malformed entry (a trailing comma, NaN) is a violation of
 * that entry only, and a truncated or unbalanced file is reported with its line, column and entry
 * (after the entries before the problem). Conform's byte ranges (ranges.ts) run the same scanner
 * from the first entry of a range (HarScanner.atEntry).
 */
import { closeSync, createReadStream, openSync, readSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { InputError } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import type { RawEntry } from "./entry.ts";
import { jsonErrorText } from "./json-error.ts";
import { readError } from "./read-error.ts";

/** Nesting the scanner follows (its stack grows up to this); deeper is a syntax problem of the file. */
export const MAX_NESTING = 1 << 26;

/**
 * 8 MiB: a parsed HAR holds several times its text in objects; at this size that stays well inside
 * the old-generation limit `conform` runs with (tools/src/cli/heap.ts).
 */
export const WHOLE_FILE_LIMIT = 8 * 1024 * 1024;

/**
 * Read size of streamed files: 1 MiB (the value since the runner was written). A chunk this size
 * is a V8 large object, collected only by a full collection; a size below that threshold (64 KiB)
 * has not been measured against it (`make bench`, conformance section), so the value is unchanged.
 */
export const READ_CHUNK = 1024 * 1024;

const QUOTE = 34,
  BACKSLASH = 92,
  LBRACE = 123,
  RBRACE = 125,
  LBRACKET = 91,
  RBRACKET = 93,
  COMMA = 44,
  COLON = 58;

/** Bytes that mean nothing to the scanner inside an entry (1): all but quotes, brackets and newlines. */
const PLAIN = new Uint8Array(256).fill(1);
for (const c of [QUOTE, LBRACE, RBRACE, LBRACKET, RBRACKET, 10]) PLAIN[c] = 0;

/** Nesting of `log.entries`: the root object is level 1, `log` 2, the entries array 3. */
const ENTRIES_LEVEL = 3;

/** Where scanEntry stopped: the chunk's end, inside a string at the chunk's end, the entry closed, or a byte for the general loop. */
const CHUNK_END = 0,
  IN_STRING = 1,
  CLOSED = 2,
  GENERAL = 3;

/**
 * From byte `i` inside a JSON string: the offset of its closing quote, skipping escaped bytes (a
 * newline cannot occur in a JSON string). At the chunk's end: `n` when the string goes on in the
 * next chunk, `n + 1` when the chunk ends on a backslash (the byte it escapes opens the next chunk).
 * Shared by scanEntry and the general loop of HarScanner.feed; small enough to be inlined into both.
 */
function stringEnd(chunk: Uint8Array, i: number, n: number): number {
  while (i < n) {
    const c = chunk[i]!;
    if (c === QUOTE) return i;
    if (c === BACKSLASH) i++;
    i++;
  }
  return i;
}

/** scanEntry's state out (module level: nothing allocated per call). */
const ENTRY = { i: 0, depth: 0, deepest: 0, line: 0, lastNewline: 0 };

/**
 * Scan inside an entry (most of a HAR file), where only strings, brackets and newlines matter, until
 * the entry closes or the chunk ends. Measured side by side (medians of 12 passes over 82 MB): this
 * loop took 0.7 of the general loop's time, the table of plain bytes 0.86 of that, and moving the
 * loop into a small function of its own (which the compiler optimizes apart) 0.84 of that again.
 */
function scanEntry(
  chunk: Uint8Array,
  i: number,
  n: number,
  stack: Uint8Array,
  depth: number,
  deepest: number,
  entriesLevel: number,
  line: number,
  lastNewline: number,
  base: number,
): number {
  let stop = CHUNK_END;
  while (i < n) {
    const c = chunk[i]!;
    // Most bytes here are indentation or punctuation: one table look-up passes them.
    if (PLAIN[c] === 1) {
      i++;
      continue;
    }
    if (c === QUOTE) {
      i = stringEnd(chunk, i + 1, n);
      if (i >= n) {
        stop = IN_STRING;
        break;
      }
      i++;
    } else if (c === 10) {
      line++;
      lastNewline = base + i;
      i++;
    } else if (c === RBRACE || c === RBRACKET) {
      if ((c === RBRACE) !== (stack[depth - 1] === 1)) {
        stop = GENERAL; // a mismatch: the general loop says so
        break;
      }
      depth--;
      i++;
      if (depth === entriesLevel) {
        stop = CLOSED;
        break;
      }
    } else {
      // An opening bracket (the only bytes left).
      if (depth >= stack.length) {
        stop = GENERAL; // grown by the general loop
        break;
      }
      stack[depth++] = c === LBRACE ? 1 : 2;
      if (depth > deepest) deepest = depth;
      i++;
    }
  }
  ENTRY.i = i;
  ENTRY.depth = depth;
  ENTRY.deepest = deepest;
  ENTRY.line = line;
  ENTRY.lastNewline = lastNewline;
  return stop;
}

/** A structural problem that makes the whole file unusable. */
export class HarSyntaxError extends Error {
  /**
   * The entries completed in the chunk being fed before the problem (HarScanner.feed): they are
   * reported before the file is, so that what comes before a problem does not depend on where the
   * chunks of the file were cut (a run split into byte ranges reports the same).
   */
  before: EntrySpan[] = [];
  /** The same as entries read from the bytes (HarEntryCutter.feed). */
  entries: RawEntry[] = [];
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
    /** Byte offsets of the problem and of its line's start, when the column is counted in bytes (the line began in an earlier chunk). */
    readonly bytesFrom?: { offset: number; lineStart: number },
  ) {
    super(message);
  }
}

/** Where an entry lies in the file: bytes [start, end) (trailing whitespace included), from line `line`. */
export interface EntrySpan {
  index: number;
  start: number;
  end: number;
  line: number;
  /** How deep the entry's JSON nests (an object holding only strings: 1), as the scanner counted its brackets (HAR). */
  depth?: number;
}

/**
 * Incremental scanner over the bytes of a HAR document, fed in chunks: it finds the entries of
 * `log.entries` and gives where each lies (EntrySpan), without decoding any text. It tracks nesting,
 * strings and lines only (it does not validate JSON outside the entries, which JSON.parse of each
 * entry does). Every structural character of JSON is ASCII and no byte of a multi-byte UTF-8
 * sequence is, so bytes can be scanned as they come, a chunk boundary anywhere. The hot loop keeps
 * its state in locals and writes it back at the end of each chunk.
 */
export class HarScanner {
  /** Open containers: 1 object, 2 array (grown as needed, up to MAX_NESTING). */
  private stack = new Uint8Array(4096);
  private depth = 0;
  /** Whether the next string in the object at depth 1 / 2 is a key. */
  private expectKey1 = false;
  private expectKey2 = false;
  /** Key of the value being opened at depth 1 and 2. */
  private key1 = "";
  private key2 = "";
  private inString = false;
  private pendingEscape = false;
  /** The key being read at depth 1 or 2 (its first bytes: it is only compared with "log" and "entries"). */
  private keyCapture: string | undefined;
  private entriesLevel = -1;
  private entriesDone = false;
  private rootClosed = false;
  /** Absolute offset where the entry being scanned starts, or -1 (the reader keeps its bytes from there). */
  openStart = -1;
  private openLine = 0;
  /** The deepest nesting reached since the open entry began (absolute: the entries array is level 3). */
  private deepest = 0;
  private index = 0;
  /** 1-based line at the scanning position, and the offset of the last newline before it. */
  private line = 1;
  private lastNewline = -1;
  /** Bytes fed before the current chunk. */
  private consumed = 0;

  /** Whether log.entries was found. */
  get sawEntries(): boolean {
    return this.entriesLevel > 0;
  }

  /** Whether the entries array has been closed (what follows it is the document's tail). */
  get pastEntries(): boolean {
    return this.entriesDone;
  }

  /** The line where the open entry starts (see openStart). */
  get openEntryLine(): number {
    return this.openLine;
  }

  /** Entries found so far (the index of the next one). */
  get found(): number {
    return this.index;
  }

  /**
   * A scanner standing at the first byte of an entry of log.entries, as if it had scanned the file
   * up to there (conform's byte ranges: recording/ranges.ts): `offset` is that byte, `index` the
   * entry's, `line` its line, `lastNewline` the offset of the last newline before it (-1: none; only
   * the column of a problem on that line reads it).
   */
  static atEntry(origin: { offset: number; index: number; line: number; lastNewline: number }): HarScanner {
    const s = new HarScanner();
    s.stack[0] = 1;
    s.stack[1] = 1;
    s.stack[2] = 2;
    s.depth = ENTRIES_LEVEL;
    s.key1 = "log";
    s.key2 = "entries";
    s.entriesLevel = ENTRIES_LEVEL;
    s.consumed = origin.offset;
    s.index = origin.index;
    s.line = origin.line;
    s.lastNewline = origin.lastNewline;
    return s;
  }

  private fail(chunk: Uint8Array, i: number, what: string): never {
    // Columns count characters: the bytes since the line's start are decoded when they are in this
    // chunk; else the column is in bytes, and the reader, which has the file, counts it again.
    const from = this.lastNewline + 1 - this.consumed;
    if (from >= 0) throw new HarSyntaxError(what, this.line, utf8Text(chunk, from, i).length + 1);
    throw new HarSyntaxError(what, this.line, this.consumed + i - this.lastNewline, { offset: this.consumed + i, lineStart: this.lastNewline + 1 });
  }

  /** The loop's state written back (a method, not a closure: a closure would move the loop's locals into a heap context); before a problem, where the open entry starts too. */
  private sync(depth: number, line: number, lastNewline: number, openStart = this.openStart): void {
    this.depth = depth;
    this.line = line;
    this.lastNewline = lastNewline;
    this.openStart = openStart;
  }

  /** The span of the entry that ends at `end` (its nesting counted from the entries array's level). */
  private span(start: number, end: number): EntrySpan {
    return { index: this.index++, start, end, line: this.openLine, depth: Math.max(0, this.deepest - ENTRIES_LEVEL) };
  }

  /** Feed the next chunk; returns the entries completed in it. A HarSyntaxError carries those completed before it (`before`). */
  feed(chunk: Uint8Array): EntrySpan[] {
    const out: EntrySpan[] = [];
    try {
      this.scan(chunk, out);
    } catch (e) {
      if (e instanceof HarSyntaxError) e.before = out;
      throw e;
    }
    return out;
  }

  private scan(chunk: Uint8Array, out: EntrySpan[]): void {
    const n = chunk.length;
    const base = this.consumed;
    let stack = this.stack;
    let depth = this.depth;
    let inString = this.inString;
    let entriesLevel = this.entriesLevel;
    let openStart = this.openStart;
    let line = this.line;
    let lastNewline = this.lastNewline;
    let keyStart = this.keyCapture !== undefined ? 0 : -1;
    let i = 0;
    if (inString && this.pendingEscape) {
      this.pendingEscape = false;
      i = 1; // the escaped byte opens this chunk
    }
    while (i < n) {
      if (depth > entriesLevel && entriesLevel > 0 && !inString) {
        // Inside an entry (most of a HAR file): its own tight loop (scanEntry).
        const stop = scanEntry(chunk, i, n, stack, depth, this.deepest, entriesLevel, line, lastNewline, base);
        i = ENTRY.i;
        depth = ENTRY.depth;
        this.deepest = ENTRY.deepest;
        line = ENTRY.line;
        lastNewline = ENTRY.lastNewline;
        if (stop === IN_STRING) {
          inString = true;
          this.pendingEscape = i > n;
          i = n;
          break;
        }
        if (stop === CLOSED) {
          out.push(this.span(openStart, base + i));
          openStart = -1;
        }
        // Out of the entry, at the end of the chunk, or at a character the general loop handles.
        if (i >= n) break;
      }
      if (inString) {
        i = stringEnd(chunk, i, n);
        if (i >= n) {
          this.pendingEscape = i > n;
          i = n;
          break;
        }
        inString = false;
        if (keyStart >= 0) {
          const key = this.keyCapture! + latin1(chunk, keyStart, i);
          this.keyCapture = undefined;
          keyStart = -1;
          if (depth === 1) this.key1 = key;
          else this.key2 = key;
        }
        i++;
        continue;
      }
      const c = chunk[i]!;
      if (c === 32 || c === 10 || c === 13 || c === 9) {
        if (c === 10) {
          line++;
          lastNewline = base + i;
        }
        i++;
        continue;
      }
      if (depth === 0 && this.rootClosed) {
        this.sync(depth, line, lastNewline, openStart);
        this.fail(chunk, i, "unexpected data after the end of the HAR document");
      }
      if (depth === entriesLevel && openStart < 0 && c !== COMMA && c !== RBRACKET) {
        // An entry starts here.
        openStart = base + i;
        this.openLine = line;
        this.deepest = depth;
      }
      if (c === QUOTE) {
        inString = true;
        if (depth === 1 ? this.expectKey1 : depth === 2 && this.expectKey2) {
          this.keyCapture = "";
          keyStart = i + 1;
          if (depth === 1) this.expectKey1 = false;
          else this.expectKey2 = false;
        }
        i++;
      } else if (c === LBRACE || c === LBRACKET) {
        if (depth === 0 && c !== LBRACE) {
          this.sync(depth, line, lastNewline, openStart);
          this.fail(chunk, i, "a HAR file must be a JSON object with log.entries");
        }
        if (depth === 2 && c === LBRACKET && this.key1 === "log" && this.key2 === "entries" && entriesLevel < 0)
          entriesLevel = this.entriesLevel = ENTRIES_LEVEL;
        if (depth >= stack.length) {
          if (depth >= MAX_NESTING) {
            this.sync(depth, line, lastNewline, openStart);
            this.fail(chunk, i, `nesting deeper than ${MAX_NESTING} levels`);
          }
          const grown = new Uint8Array(stack.length * 2);
          grown.set(stack);
          this.stack = stack = grown;
        }
        stack[depth++] = c === LBRACE ? 1 : 2;
        if (depth > this.deepest) this.deepest = depth;
        if (depth === 1) this.expectKey1 = c === LBRACE;
        else if (depth === 2) this.expectKey2 = c === LBRACE;
        i++;
      } else if (c === RBRACE || c === RBRACKET) {
        const before = depth;
        if (depth === 0 || (c === RBRACE) !== (stack[depth - 1] === 1)) {
          this.sync(depth, line, lastNewline, openStart);
          this.fail(chunk, i, `unexpected '${String.fromCharCode(c)}'${openStart >= 0 ? ` inside entry ${this.index}` : ""}`);
        }
        depth--;
        if (depth === 0) this.rootClosed = true;
        if (before === entriesLevel && c === RBRACKET) {
          // Closing the entries array (possibly right after an entry without a comma).
          if (openStart >= 0) out.push(this.span(openStart, base + i));
          openStart = -1;
          entriesLevel = this.entriesLevel = -2;
          this.entriesDone = true;
        }
        i++;
        if (openStart >= 0 && depth === entriesLevel) {
          out.push(this.span(openStart, base + i));
          openStart = -1;
        }
      } else if (c === COMMA) {
        if (depth === entriesLevel && openStart >= 0) {
          out.push(this.span(openStart, base + i));
          openStart = -1;
        }
        if (depth === 1 && stack[0] === 1) this.expectKey1 = true;
        else if (depth === 2 && stack[1] === 1) this.expectKey2 = true;
        i++;
      } else if (c === COLON) {
        i++;
      } else {
        // A literal (number, true, false, null): skip to the next delimiter.
        let j = i + 1;
        while (j < n) {
          const d = chunk[j]!;
          if (
            d === COMMA ||
            d === RBRACE ||
            d === RBRACKET ||
            d === 32 ||
            d === 10 ||
            d === 13 ||
            d === 9 ||
            d === QUOTE ||
            d === LBRACE ||
            d === LBRACKET ||
            d === COLON
          )
            break;
          j++;
        }
        i = j;
      }
    }
    this.sync(depth, line, lastNewline);
    this.inString = inString;
    this.openStart = openStart;
    // Keys of the first two levels are only compared with "log" and "entries": a short prefix will do.
    if (this.keyCapture !== undefined && keyStart >= 0 && this.keyCapture.length < 64) this.keyCapture += latin1(chunk, keyStart, Math.min(n, keyStart + 64));
    this.consumed += n;
  }

  /** End of input: throws when the document is truncated or has no entries. */
  end(): void {
    if (this.inString || this.depth > 0) {
      const where =
        this.openStart >= 0
          ? `inside entry ${this.index} (it starts at line ${this.openLine})`
          : this.entriesDone
            ? "after log.entries"
            : "before the end of log.entries";
      throw new HarSyntaxError(`the file is truncated: it ends ${this.inString ? "inside a string " : ""}${where}`, this.line, 0);
    }
    if (!this.sawEntries && !this.entriesDone) throw new HarSyntaxError("no log.entries array (is this a HAR 1.2 file?)", 1, 1);
  }
}

/** Bytes decoded as UTF-8. */
function utf8Text(bytes: Uint8Array, from: number, to: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString("utf8");
}

/** Bytes as a Latin-1 string: for the short keys of the first two levels, compared with ASCII names only. */
function latin1(bytes: Uint8Array, from: number, to: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString("latin1");
}

/** Bytes of an entry beyond which it is too large whatever they decode to (a UTF-16 code unit takes at most 3 bytes of UTF-8). */
export const maxEntryBytes = (entryChars: number): number => 3 * entryChars;

/** An entry beyond the size limit: reported, never held in memory whole. */
export function tooLarge(span: EntrySpan, entryChars: number): RawEntry {
  return {
    index: span.index,
    line: span.line,
    problem: `too large: entry ${span.index} is longer than ${entryChars} characters (limit)`,
    limit: `at most ${entryChars} characters`,
  };
}

/** The entry whose bytes these are (its text, trimmed), too large, or undefined for blank text. */
export function entryOf(bytes: Buffer, span: EntrySpan, entryChars: number): RawEntry | undefined {
  const text = bytes.toString("utf8");
  if (text.length > entryChars) return tooLarge(span, entryChars);
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const entry: RawEntry = { index: span.index, line: span.line, text: trimmed };
  if (span.depth !== undefined) entry.measured = { chars: trimmed.length, depth: span.depth };
  return entry;
}

/**
 * Cuts the entries out of a HAR document's bytes, fed in chunks: the scanner finds them, and the
 * bytes of the entry still open at the end of a chunk are kept for the next (up to the limit: an
 * entry beyond it is reported, not held).
 */
export class HarEntryCutter {
  private readonly scanner = new HarScanner();
  /** Bytes of the open entry so far (from its first byte), and their count. */
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** Start of an open entry whose bytes were let go (it is beyond the limit). */
  private dropped = -1;
  private consumed = 0;
  private readonly maxBytes: number;

  constructor(private readonly entryChars: number = LIMITS.entryChars) {
    this.maxBytes = maxEntryBytes(entryChars);
  }

  feed(chunk: Buffer): RawEntry[] {
    const at = this.consumed;
    this.consumed += chunk.length;
    const out: RawEntry[] = [];
    let spans: EntrySpan[];
    let problem: HarSyntaxError | undefined;
    try {
      spans = this.scanner.feed(chunk);
    } catch (e) {
      if (!(e instanceof HarSyntaxError)) throw e;
      problem = e;
      spans = e.before;
    }
    for (const span of spans) {
      if (span.start === this.dropped || span.end - span.start > this.maxBytes) {
        out.push(tooLarge(span, this.entryChars));
        continue;
      }
      const tail = chunk.subarray(Math.max(0, span.start - at), span.end - at);
      const entry = entryOf(span.start >= at ? tail : Buffer.concat([...this.held, tail]), span, this.entryChars);
      if (entry) out.push(entry);
    }
    if (problem) {
      problem.entries = out;
      throw problem;
    }
    const open = this.scanner.openStart;
    if (open < 0 || open === this.dropped) {
      this.held = [];
      this.heldBytes = 0;
    } else if (open >= at) {
      this.held = [chunk.subarray(open - at)];
      this.heldBytes = chunk.length - (open - at);
    } else {
      this.held.push(chunk);
      this.heldBytes += chunk.length;
      if (this.heldBytes > this.maxBytes) {
        this.held = [];
        this.heldBytes = 0;
        this.dropped = open;
      }
    }
    return out;
  }

  end(): void {
    this.scanner.end();
  }
}

/** Parse the entries cut out by the scanner (text → value, or the problem). */
export function parseEntries(batch: RawEntry[]): RawEntry[] {
  for (const e of batch) {
    if (e.text === undefined || e.value !== undefined || e.problem !== undefined) continue;
    try {
      e.value = JSON.parse(e.text);
    } catch (err) {
      e.problem = `entry ${e.index} is not valid JSON: ${jsonErrorText(err)}`;
    }
    e.text = undefined;
  }
  return batch;
}

/**
 * Entries handed on per batch: small, so that few parsed entries are alive at a time (they are
 * collected young instead of being promoted, which keeps peak memory flat on long recordings).
 */
export const SMALL = 32;

/** Batches of at most SMALL entries, each parsed just before it is handed on. */
function* small(batch: RawEntry[]): Generator<RawEntry[]> {
  for (let i = 0; i < batch.length; i += SMALL) yield parseEntries(batch.slice(i, i + SMALL));
}

/** The column of a problem counted in characters, reading its line's bytes from the file (up to 16 MiB of them). */
function columnInCharacters(file: string, e: HarSyntaxError): number {
  const { offset, lineStart } = e.bytesFrom!;
  if (offset - lineStart > 16 * READ_CHUNK) return e.column;
  try {
    const fd = openSync(file, "r");
    try {
      const bytes = Buffer.alloc(offset - lineStart);
      readSync(fd, bytes, 0, bytes.length, lineStart);
      return bytes.toString("utf8").length + 1;
    } finally {
      closeSync(fd);
    }
  } catch {
    return e.column;
  }
}

/** The exit-2 error of a HAR file the scanner found unusable (its message names the line and column). */
export function harUnusable(file: string, e: HarSyntaxError): InputError {
  const column = e.bytesFrom ? columnInCharacters(file, e) : e.column;
  const pos = column > 0 ? `line ${e.line}, column ${column}` : `line ${e.line}`;
  return new InputError(`conform: ${file}: ${e.message} at ${pos}; repair or re-export the HAR file (HAR 1.2: {"log": {"entries": [...]}})`);
}

/** Cut the entries out of chunks of bytes (parsed, or as text with `parse` false). */
async function* cut(
  file: string,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  entryChars: number | undefined,
  parse: boolean,
): AsyncGenerator<RawEntry[]> {
  const cutter = new HarEntryCutter(entryChars);
  try {
    for await (const chunk of chunks) {
      if (parse) yield* small(cutter.feed(chunk));
      else yield cutter.feed(chunk);
    }
    cutter.end();
  } catch (e) {
    if (!(e instanceof HarSyntaxError)) throw readError(file, e);
    // The entries completed before the problem, then the problem (wherever the chunk was cut).
    if (e.entries.length) {
      if (parse) yield* small(e.entries);
      else yield e.entries;
    }
    throw harUnusable(file, e);
  }
}

/** A file's bytes in READ_CHUNK pieces (views, no copy). */
function* pieces(bytes: Buffer): Generator<Buffer> {
  for (let i = 0; i < bytes.length; i += READ_CHUNK) yield bytes.subarray(i, i + READ_CHUNK);
}

/** A file read as a stream of Buffers, READ_CHUNK at a time (closed when the reader stops early). */
async function* streamed(file: string): AsyncGenerator<Buffer> {
  const stream = createReadStream(file, { highWaterMark: READ_CHUNK });
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } finally {
    stream.destroy();
  }
}

function entriesOf(file: string, doc: unknown): unknown[] {
  const entries = (doc as { log?: { entries?: unknown } } | null)?.log?.entries;
  if (!Array.isArray(entries)) {
    throw new InputError(`conform: ${file}: no log.entries array at /log/entries (is this a HAR 1.2 file?); export the recording as HAR 1.2`);
  }
  return entries;
}

/** Entries per batch when the file is parsed whole. */
export const BATCH = 256;

/**
 * The bytes of a HAR file to scan: streamed beyond `wholeFileLimit`; up to it, read whole and parsed
 * once (the fastest path), so that a document without log.entries gets the same message whichever
 * reader reads it. `entries`: the document's entries, when it was read whole and parsed.
 */
async function bytesOf(file: string, wholeFileLimit: number): Promise<{ chunks: Iterable<Buffer> | AsyncIterable<Buffer>; entries?: unknown[] }> {
  const size = (await stat(file).catch((e) => Promise.reject(readError(file, e)))).size;
  if (size > wholeFileLimit) return { chunks: streamed(file) };
  const bytes = await readFile(file).catch((e) => Promise.reject(readError(file, e)));
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString("utf8"));
  } catch {
    return { chunks: pieces(bytes) };
  }
  return { chunks: pieces(bytes), entries: entriesOf(file, doc) };
}

/** The entries of a HAR file, in order. Throws InputError (exit 2) when the file is unusable. */
export async function* readHar(
  file: string,
  options: { wholeFileLimit?: number | undefined; entryChars?: number | undefined; parse?: boolean | undefined } = {},
): AsyncGenerator<RawEntry[]> {
  // parse: false hands on each entry's text (parsed where it is judged: redact's workers).
  const parse = options.parse !== false;
  const { chunks, entries } = await bytesOf(file, options.wholeFileLimit ?? WHOLE_FILE_LIMIT);
  if (!entries || !parse) {
    // Streamed, or not JSON (the scanner places the problem, or isolates the malformed entries), or wanted as text.
    yield* cut(file, chunks, options.entryChars, parse);
    return;
  }
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch: RawEntry[] = [];
    for (let j = i; j < Math.min(entries.length, i + BATCH); j++) {
      batch.push({ index: j, line: 0, value: entries[j] });
      entries[j] = undefined; // let the judged entry go
    }
    yield batch;
  }
}

/** An entry or line located in its file by bytes, as a byte range finds it (ranges.ts). */
export interface FileSpan extends EntrySpan {
  /** Beyond the limit by its byte count alone: not read. */
  tooLarge?: boolean;
}
