/**
 * HAR 1.2 reader: yields `log.entries[i]` in small batches.
 *
 * Files up to WHOLE_FILE_LIMIT are read and parsed in one go (the fastest path; it holds one file's
 * entries, as allowed). Larger files, and any file whose whole-document parse fails, go through
 * `HarScanner`: a streaming scanner that finds `log.entries` and cuts each entry out as text, so a
 * recording of a million entries is judged in flat memory, one malformed entry (a trailing comma,
 * NaN) is a violation of that entry only, and a truncated or unbalanced file is reported with its
 * line, column and entry.
 */
import { createReadStream } from "node:fs";
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

/** A structural problem that makes the whole file unusable. */
export class HarSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/**
 * Incremental scanner over the text of a HAR document, fed in chunks. It tracks nesting and strings
 * only (it does not validate JSON outside the entries, which JSON.parse of each entry does). The
 * hot loop keeps its state in locals and writes it back at the end of each chunk.
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
  private keyCapture: string[] | undefined;
  private entriesLevel = -1;
  private entriesDone = false;
  private rootClosed = false;
  private capture: string[] | undefined;
  /** Characters captured of the current entry; beyond the limit the entry is skipped, not held. */
  private captureChars = 0;
  private captureOverflow = false;
  private captureLine = 0;
  private index = 0;
  /** Lines fully consumed before the current chunk. */
  private lineBase = 1;
  private lineCursor = 0;
  private lineCount = 0;
  private chunkLineBase = 1;
  private lastNewlineAbs = -1;
  private consumed = 0;
  /** Position of the next newline at or after lineCursor in the current chunk (-1: none left). */
  private nextNewline = -2;

  /** @param entryChars characters of one entry (tools/src/limits.ts); a longer entry is reported, not held. */
  constructor(private readonly entryChars: number = LIMITS.entryChars) {}

  /** Whether log.entries was found. */
  get sawEntries(): boolean {
    return this.entriesLevel > 0;
  }

  private lineAt(chunk: string, pos: number): number {
    // Count newlines between the cursor and pos (linear over the chunk: each newline is found once).
    if (this.nextNewline === -2) this.nextNewline = chunk.indexOf("\n", this.lineCursor);
    let i = this.nextNewline;
    while (i !== -1 && i < pos) {
      this.lineCount++;
      this.lastNewlineAbs = this.consumed + i;
      i = chunk.indexOf("\n", i + 1);
    }
    this.nextNewline = i;
    if (pos > this.lineCursor) this.lineCursor = pos;
    return this.chunkLineBase + this.lineCount;
  }

  private fail(chunk: string, pos: number, what: string): never {
    const line = this.lineAt(chunk, pos);
    const column = this.consumed + pos - this.lastNewlineAbs;
    throw new HarSyntaxError(what, line, column);
  }

  /** Feed the next chunk; returns the entries completed in it. */
  feed(chunk: string): RawEntry[] {
    const out: RawEntry[] = [];
    const n = chunk.length;
    this.lineCursor = 0;
    this.lineCount = 0;
    this.nextNewline = -2;
    this.chunkLineBase = this.lineBase;
    let stack = this.stack;
    let depth = this.depth;
    let inString = this.inString;
    let entriesLevel = this.entriesLevel;
    let capturing = this.capture !== undefined;
    let captureStart = capturing ? 0 : -1;
    let keyStart = this.keyCapture ? 0 : -1;
    let i = 0;
    if (inString && this.pendingEscape) {
      this.pendingEscape = false;
      i = 1; // the escaped character opens this chunk
    }
    while (i < n) {
      if (inString) {
        // The closing quote: the next quote not preceded by an odd run of backslashes.
        let q = chunk.indexOf('"', i);
        while (q !== -1) {
          let k = q - 1;
          while (k >= i && chunk.charCodeAt(k) === BACKSLASH) k--;
          if ((q - 1 - k) % 2 === 0) break;
          q = chunk.indexOf('"', q + 1);
        }
        if (q === -1) {
          let k = n - 1;
          while (k >= i && chunk.charCodeAt(k) === BACKSLASH) k--;
          this.pendingEscape = (n - 1 - k) % 2 === 1;
          i = n;
          break;
        }
        inString = false;
        if (keyStart >= 0) {
          this.keyCapture!.push(chunk.slice(keyStart, q));
          const key = this.keyCapture!.join("");
          this.keyCapture = undefined;
          keyStart = -1;
          if (depth === 1) this.key1 = key;
          else this.key2 = key;
        }
        i = q + 1;
        continue;
      }
      const c = chunk.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) {
        i++;
        continue;
      }
      if (this.rootClosed) {
        this.depth = depth;
        this.fail(chunk, i, "unexpected data after the end of the HAR document");
      }
      if (depth === entriesLevel && !capturing && c !== COMMA && c !== RBRACKET) {
        // An entry starts here.
        this.capture = [];
        this.captureChars = 0;
        this.captureOverflow = false;
        capturing = true;
        captureStart = i;
        this.captureLine = this.lineAt(chunk, i);
      }
      if (c === QUOTE) {
        inString = true;
        if (depth === 1 ? this.expectKey1 : depth === 2 && this.expectKey2) {
          this.keyCapture = [];
          keyStart = i + 1;
          if (depth === 1) this.expectKey1 = false;
          else this.expectKey2 = false;
        }
        i++;
      } else if (c === LBRACE || c === LBRACKET) {
        if (depth === 0 && c !== LBRACE) this.fail(chunk, i, "a HAR file must be a JSON object with log.entries");
        if (depth === 2 && c === LBRACKET && this.key1 === "log" && this.key2 === "entries" && entriesLevel < 0) entriesLevel = this.entriesLevel = 3;
        if (depth >= stack.length) {
          if (depth >= MAX_NESTING) this.fail(chunk, i, `nesting deeper than ${MAX_NESTING} levels`);
          const grown = new Uint8Array(stack.length * 2);
          grown.set(stack);
          this.stack = stack = grown;
        }
        stack[depth++] = c === LBRACE ? 1 : 2;
        if (depth === 1) this.expectKey1 = c === LBRACE;
        else if (depth === 2) this.expectKey2 = c === LBRACE;
        i++;
      } else if (c === RBRACE || c === RBRACKET) {
        const before = depth;
        if (depth === 0 || (c === RBRACE) !== (stack[depth - 1] === 1)) {
          this.depth = depth;
          this.fail(chunk, i, `unexpected '${String.fromCharCode(c)}'${capturing ? ` inside entry ${this.index}` : ""}`);
        }
        depth--;
        if (depth === 0) this.rootClosed = true;
        if (before === entriesLevel && c === RBRACKET) {
          // Closing the entries array (possibly right after an entry without a comma).
          this.finishEntry(chunk, captureStart, i, out);
          capturing = false;
          captureStart = -1;
          entriesLevel = this.entriesLevel = -2;
          this.entriesDone = true;
        }
        i++;
        if (capturing && depth === entriesLevel) {
          this.finishEntry(chunk, captureStart, i, out);
          capturing = false;
          captureStart = -1;
        }
      } else if (c === COMMA) {
        if (depth === entriesLevel && capturing) {
          this.finishEntry(chunk, captureStart, i, out);
          capturing = false;
          captureStart = -1;
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
          const d = chunk.charCodeAt(j);
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
    this.depth = depth;
    this.inString = inString;
    if (capturing && captureStart >= 0) this.keep(chunk.slice(captureStart));
    // Keys of the first two levels are only compared with "log" and "entries": a short prefix will do.
    if (this.keyCapture && keyStart >= 0 && this.keyCapture.reduce((n, k) => n + k.length, 0) < 64) this.keyCapture.push(chunk.slice(keyStart, keyStart + 64));
    // Advance the line base past this chunk.
    this.lineAt(chunk, n);
    this.lineBase = this.chunkLineBase + this.lineCount;
    this.consumed += n;
    return out;
  }

  /** Keep a piece of the entry being captured, unless the entry is already beyond the limit. */
  private keep(piece: string): void {
    if (this.captureOverflow) return;
    this.captureChars += piece.length;
    if (this.captureChars > this.entryChars) {
      this.captureOverflow = true;
      this.capture = [];
    } else this.capture!.push(piece);
  }

  private finishEntry(chunk: string, start: number, end: number, out: RawEntry[]): void {
    if (!this.capture) return;
    if (start >= 0) this.keep(chunk.slice(start, end));
    if (this.captureOverflow) {
      this.capture = undefined;
      this.captureOverflow = false;
      const index = this.index++;
      out.push({
        index,
        line: this.captureLine,
        problem: `too large: entry ${index} is longer than ${this.entryChars} characters (limit)`,
        limit: `at most ${this.entryChars} characters`,
      });
      return;
    }
    const parts = this.capture;
    const text = parts.length === 1 ? parts[0]!.trim() : parts.join("").trim();
    this.capture = undefined;
    if (text === "") return;
    // Parsed later, a few at a time (parseBatch): parsed entries then die young.
    out.push({ index: this.index++, line: this.captureLine, text });
  }

  /** End of input: throws when the document is truncated or has no entries. */
  end(): void {
    if (this.inString || this.depth > 0) {
      const where = this.capture
        ? `inside entry ${this.index} (it starts at line ${this.captureLine})`
        : this.entriesDone
          ? "after log.entries"
          : "before the end of log.entries";
      throw new HarSyntaxError(`the file is truncated: it ends ${this.inString ? "inside a string " : ""}${where}`, this.lineBase, 0);
    }
    if (!this.sawEntries && !this.entriesDone) throw new HarSyntaxError("no log.entries array (is this a HAR 1.2 file?)", 1, 1);
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

function unusable(file: string, e: HarSyntaxError): InputError {
  const pos = e.column > 0 ? `line ${e.line}, column ${e.column}` : `line ${e.line}`;
  return new InputError(`conform: ${file}: ${e.message} at ${pos}; repair or re-export the HAR file (HAR 1.2: {"log": {"entries": [...]}})`);
}

/** Run the scanner over text already in memory (the fallback of the whole-file path). */
function* scanText(file: string, text: string, entryChars: number | undefined, parse = true): Generator<RawEntry[]> {
  const scanner = new HarScanner(entryChars);
  const CHUNK = 1 << 20;
  try {
    for (let i = 0; i < text.length; i += CHUNK) {
      if (parse) yield* small(scanner.feed(text.slice(i, i + CHUNK)));
      else yield scanner.feed(text.slice(i, i + CHUNK));
    }
    scanner.end();
  } catch (e) {
    if (e instanceof HarSyntaxError) throw unusable(file, e);
    throw e;
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

/** The entries of a HAR file, in order. Throws InputError (exit 2) when the file is unusable. */
export async function* readHar(
  file: string,
  options: { wholeFileLimit?: number | undefined; entryChars?: number | undefined; parse?: boolean | undefined } = {},
): AsyncGenerator<RawEntry[]> {
  const limit = options.wholeFileLimit ?? WHOLE_FILE_LIMIT;
  const size = (await stat(file).catch((e) => Promise.reject(readError(file, e)))).size;
  // parse: false hands on each entry's text (parsed where it is judged: conform's workers); always streamed then.
  const parse = options.parse !== false;
  if (size <= limit) {
    const text = await readFile(file, "utf8").catch((e) => Promise.reject(readError(file, e)));
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      // Locate the problem (or isolate the malformed entries) with the scanner.
      yield* scanText(file, text, options.entryChars, parse);
      return;
    }
    const entries = entriesOf(file, doc);
    if (!parse) {
      // The same checks as above, then the entries' text for the workers (cut out by the scanner).
      yield* scanText(file, text, options.entryChars, false);
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
    return;
  }
  const scanner = new HarScanner(options.entryChars);
  const stream = createReadStream(file, { encoding: "utf8", highWaterMark: READ_CHUNK });
  try {
    for await (const chunk of stream) {
      if (parse) yield* small(scanner.feed(chunk as string));
      else yield scanner.feed(chunk as string);
    }
    scanner.end();
  } catch (e) {
    if (e instanceof HarSyntaxError) throw unusable(file, e);
    throw readError(file, e);
  } finally {
    stream.destroy();
  }
}
