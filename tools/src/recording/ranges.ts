/**
 * A recording read by byte ranges, each by a thread of its own (`conform --jobs`, `--shard`): an
 * entry or line belongs to the range it starts in, and a range finds its own entries from its
 * first byte on. Two passes per range:
 *
 * 1. `scanRange`: where the range's entries lie, found in its bytes alone (no text decoded). A JSON
 *    Lines range starts at the first line start in it, exactly. A HAR range guesses where its first
 *    entry starts (har-resync.ts) unless it is told (`start`); either way it reports where it took
 *    it to start, how many entries it holds, how many newlines lie between its start and the next
 *    range's, and where that next entry starts (`next`, exact when its own start was). The thread
 *    that orders the ranges checks each guess against the range before (conform/pool.ts) and has
 *    a wrong one scanned again from the right place; from those counts it gives each range the
 *    index and line its first entry has in the file.
 * 2. `rangeEntries`: the range's entries with those numbers, decoded and parsed exactly as the
 *    single-threaded readers give them (har-reader.ts, jsonl-reader.ts): the same values, problems,
 *    limits and messages (tools/test/recording/ranges.test.ts checks it for any split).
 *
 * A problem that makes the file unusable (a HAR syntax error, a NUL byte, a read error) is the
 * range's where it lies: its entries before the problem come first, then the problem, as a
 * single-threaded run reports them.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { InputError } from "../errors.ts";
import type { RawEntry } from "./entry.ts";
import {
  type EntrySpan,
  entryOf,
  type FileSpan,
  HarScanner,
  HarSyntaxError,
  harUnusable,
  maxEntryBytes,
  parseEntries,
  READ_CHUNK,
  tooLarge,
} from "./har-reader.ts";
import { END, resyncHar } from "./har-resync.ts";
import { jsonlLineAt, notText } from "./jsonl-reader.ts";
import { readError } from "./read-error.ts";

export { END } from "./har-resync.ts";

/** What a range is: bytes [from, to) of a file of `size` bytes. */
export interface ByteRange {
  file: string;
  format: "har" | "jsonl";
  size: number;
  from: number;
  to: number;
}

/** Where a range's first entry stands in its file. */
export interface RangeBase {
  /** Its index (HAR entry, or JSON Lines line). */
  index: number;
  /** Its line (HAR; a JSON Lines line's is its index + 1). */
  line: number;
}

/** Pass 1 of a range, as the ordering thread needs it (small: it travels between threads). */
export interface ScanSummary {
  /** Where the range took its first entry to start; END for none; null when it could not tell (HAR: no guess). */
  start: number | null;
  /** Where the first entry at or after the range's end starts; END for none. */
  next: number;
  /** Entries (HAR) or lines, blank ones included (JSON Lines), from `start` up to `next`. */
  count: number;
  /** Newlines from `start` up to `next`. */
  newlines: number;
  /** A problem makes the file unusable in this range (its message is made with the range's base). */
  failed: boolean;
}

/** Pass 1 of a range, with what pass 2 reads. */
export interface RangeScan extends ScanSummary {
  range: ByteRange;
  /** The range's entries, numbered from 0 and from line 1 at `start`. */
  spans: SpanList;
  bytes: HeldBytes;
  problem?: HarSyntaxError | InputError | undefined;
}

/**
 * The entries a range found, in columns (a range holds thousands between its two passes: objects
 * would outlive many young-generation collections and be promoted, which costs).
 */
export class SpanList {
  length = 0;
  private index = new Float64Array(256);
  private start = new Float64Array(256);
  private end = new Float64Array(256);
  private line = new Float64Array(256);
  /** depth + 1 (0: not measured), and -1 for an entry too large to read. */
  private depth = new Float64Array(256);

  push(s: FileSpan): void {
    if (this.length === this.index.length) {
      const grow = (a: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> => {
        const b = new Float64Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.index = grow(this.index);
      this.start = grow(this.start);
      this.end = grow(this.end);
      this.line = grow(this.line);
      this.depth = grow(this.depth);
    }
    const i = this.length++;
    this.index[i] = s.index;
    this.start[i] = s.start;
    this.end[i] = s.end;
    this.line[i] = s.line;
    this.depth[i] = s.tooLarge ? -1 : s.depth === undefined ? 0 : s.depth + 1;
  }

  /** Span i (a fresh object). */
  at(i: number): FileSpan {
    const d = this.depth[i]!;
    const span: FileSpan = { index: this.index[i]!, start: this.start[i]!, end: this.end[i]!, line: this.line[i]! };
    if (d > 0) span.depth = d - 1;
    if (d < 0) span.tooLarge = true;
    return span;
  }

  clear(): void {
    this.length = 0;
  }
}

/** Bytes of a file kept by offset: the range's body and what was read beyond it. */
export class HeldBytes {
  private pieces: Array<{ at: number; buf: Buffer }> = [];

  add(at: number, buf: Buffer): void {
    if (buf.length) this.pieces.push({ at, buf });
  }

  /** Forget what lies at or after `at` beyond the range's body (an entry beyond the size limit is not read). */
  dropFrom(at: number): void {
    this.pieces = this.pieces.filter((p) => p.at < at);
  }

  /** Bytes [from, to): a view when one piece holds them. */
  slice(from: number, to: number): Buffer {
    const parts: Buffer[] = [];
    for (const p of this.pieces) {
      const end = p.at + p.buf.length;
      if (end <= from || p.at >= to) continue;
      const part = p.buf.subarray(Math.max(0, from - p.at), Math.min(p.buf.length, to - p.at));
      if (p.at <= from && end >= to) return part;
      parts.push(part);
    }
    return Buffer.concat(parts);
  }

  clear(): void {
    this.pieces = [];
  }
}

/** An open file read by offset; file-system errors are the file's (exit-2 messages naming it). */
export class FileReader {
  private fd: number | undefined;
  constructor(
    readonly file: string,
    readonly size: number,
  ) {}

  /** Bytes [at, at + length), fewer at the end of the file. */
  read(at: number, length: number): Buffer {
    const n = Math.max(0, Math.min(length, this.size - at));
    const bytes = Buffer.allocUnsafe(n);
    try {
      this.fd ??= openSync(this.file, "r");
      for (let got = 0; got < n; ) {
        const k = readSync(this.fd, bytes, got, n - got, at + got);
        if (k === 0)
          throw new InputError(
            `conform: ${this.file}: it ends before byte ${at + n}, where it had ${this.size} bytes a moment ago (was it changed while being read?); judge a copy that is not being written`,
          );
        got += k;
      }
    } catch (e) {
      throw readError(this.file, e);
    }
    return bytes;
  }

  /** The offset of the last newline before `at`, or -1. */
  lastNewlineBefore(at: number): number {
    for (let end = at; end > 0; ) {
      const from = Math.max(0, end - READ_CHUNK);
      const i = this.read(from, end - from).lastIndexOf(10);
      if (i >= 0) return from + i;
      end = from;
    }
    return -1;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** Bytes read past a range's end at a time, growing to READ_CHUNK (an entry crossing the end is usually short). */
const FIRST_PIECE = 64 * 1024;

/** Bytes a HAR range scans for its first entry before it gives up guessing (then it is told where it starts). */
const RESYNC_BUDGET = 4 * 1024 * 1024;

/**
 * Pass 1 of a range. `start`: where its first entry starts, when known (a HAR range told after a
 * wrong guess; END for none); otherwise a HAR range guesses it, and a range at byte 0 scans the
 * document from its beginning.
 */
export function scanRange(reader: FileReader, range: ByteRange, entryChars: number, start?: number): RangeScan {
  return range.format === "har" ? scanHar(reader, range, entryChars, start) : scanJsonl(reader, range, entryChars, start);
}

function empty(range: ByteRange, start: number | null, next: number): RangeScan {
  return { range, start, next, count: 0, newlines: 0, failed: false, spans: new SpanList(), bytes: new HeldBytes() };
}

function scanHar(reader: FileReader, range: ByteRange, entryChars: number, told?: number): RangeScan {
  const { from, to, size } = range;
  let start: number;
  if (from === 0) start = 0;
  else if (told !== undefined) start = told;
  else {
    const guess = resyncHar((at, n) => reader.read(at, n), size, from, RESYNC_BUDGET);
    if (guess === undefined) return empty(range, null, END);
    start = guess;
  }
  if (start === END) return empty(range, END, END);
  if (start >= to) return empty(range, start, start);
  const scanner = from === 0 ? new HarScanner() : HarScanner.atEntry({ offset: start, index: 0, line: 1, lastNewline: -1 });
  const maxBytes = maxEntryBytes(entryChars);
  const bytes = new HeldBytes();
  const spans = new SpanList();
  let next: number | undefined;
  let newlines = 0;
  let problem: HarSyntaxError | undefined;
  /** Take the spans found; true once the next range's first entry (or the end of the entries) is known. */
  const take = (found: EntrySpan[]): boolean => {
    for (const s of found) {
      if (s.start >= to) {
        next = s.start;
        newlines = s.line - 1;
        return true;
      }
      const span: FileSpan = s;
      if (s.end - s.start > maxBytes) span.tooLarge = true;
      spans.push(span);
    }
    if (scanner.openStart >= to) {
      next = scanner.openStart;
      newlines = scanner.openEntryLine - 1;
      return true;
    }
    return false;
  };
  // The body first, then pieces past the end until the next range's first entry shows; once the
  // entries array has closed, the rest of the document is this range's to check, to its end.
  let at = start;
  let piece = to - start;
  let over = FIRST_PIECE;
  let keep = true;
  try {
    for (;;) {
      if (at >= size) {
        scanner.end();
        break;
      }
      const chunk = reader.read(at, Math.min(piece, size - at));
      if (keep) bytes.add(at, chunk);
      let found: EntrySpan[];
      try {
        found = scanner.feed(chunk);
      } catch (e) {
        if (!(e instanceof HarSyntaxError)) throw e;
        // A problem inside or after the next range's first entry is that range's.
        if (!take(e.before)) problem = e;
        break;
      }
      at += chunk.length;
      if (take(found)) break;
      if (keep && scanner.pastEntries)
        keep = false; // no entry lies further on
      else if (keep && at - to > maxBytes + READ_CHUNK) {
        // The entry crossing the range's end is beyond the size limit: never read, its bytes not kept.
        keep = false;
        bytes.dropFrom(to);
      }
      if (at < to) piece = to - at;
      else {
        piece = over;
        over = Math.min(READ_CHUNK, over * 2);
      }
    }
  } catch (e) {
    if (!(e instanceof HarSyntaxError)) throw readError(range.file, e);
    problem = e;
  }
  next ??= END;
  return { range, start, next, count: spans.length, newlines, failed: problem !== undefined, spans, bytes, problem };
}

/** Where the first line of a JSON Lines file starts: after its byte-order mark, if any. */
function firstLine(reader: FileReader): number {
  const head = reader.read(0, 3);
  return head.length === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
}

function scanJsonl(reader: FileReader, range: ByteRange, entryChars: number, told?: number): RangeScan {
  const { from, to, size } = range;
  let start: number;
  if (from === 0) {
    const head = reader.read(0, Math.min(READ_CHUNK, size));
    const nul = head.indexOf(0);
    if (nul !== -1) {
      const scan = empty(range, 0, END);
      scan.failed = true;
      scan.problem = notText(range.file, head.subarray(0, nul).toString("latin1").split("\n").length);
      return scan;
    }
    start = firstLine(reader);
  } else if (told !== undefined) start = told;
  else if (from <= 3 && firstLine(reader) >= from) start = firstLine(reader);
  else if (reader.read(from - 1, 1)[0] === 10) start = from;
  else {
    start = END;
    for (let at = from; at < size; at += READ_CHUNK) {
      const i = reader.read(at, READ_CHUNK).indexOf(10);
      if (i >= 0) {
        start = at + i + 1;
        break;
      }
    }
    if (start >= size) start = END;
  }
  if (start === END) return empty(range, END, END);
  if (start >= to) return empty(range, start, start);
  const maxBytes = maxEntryBytes(entryChars);
  const bytes = new HeldBytes();
  const spans = new SpanList();
  let index = 0;
  let lineStart = start;
  const span = (end: number): void => {
    if (end > lineStart) spans.push({ index, start: lineStart, end, line: index + 1, ...(end - lineStart > maxBytes ? { tooLarge: true } : {}) });
  };
  const body = reader.read(start, to - start);
  bytes.add(start, body);
  for (let nl = body.indexOf(10); nl !== -1; nl = body.indexOf(10, nl + 1)) {
    span(start + nl);
    index++;
    lineStart = start + nl + 1;
  }
  let next = lineStart;
  if (lineStart < to) {
    // The last line crosses the end: read on to its newline (its bytes dropped beyond the size limit).
    let at = to;
    let piece = FIRST_PIECE;
    let keep = true;
    let end = size;
    while (at < size) {
      const chunk = reader.read(at, Math.min(piece, size - at));
      const nl = chunk.indexOf(10);
      if (keep) bytes.add(at, nl >= 0 ? chunk.subarray(0, nl) : chunk);
      if (nl >= 0) {
        end = at + nl;
        break;
      }
      at += chunk.length;
      if (keep && at - lineStart > maxBytes) {
        keep = false;
        bytes.dropFrom(to);
      }
      piece = Math.min(READ_CHUNK, piece * 2);
    }
    span(end);
    if (end < size) index++;
    next = end + 1;
  }
  if (next >= size) next = END;
  return { range, start, next, count: index, newlines: index, failed: false, spans, bytes };
}

/** What travels of a scan to the thread that orders the ranges. */
export function summary(scan: RangeScan): ScanSummary {
  return { start: scan.start, next: scan.next, count: scan.count, newlines: scan.newlines, failed: scan.failed };
}

/**
 * Pass 2: the range's entries numbered from `base`, as the single-threaded reader gives them, each
 * decoded and parsed only when it is taken (few parsed entries are alive at a time: they die young).
 * The problem that ends the file in this range, if any, is `problem()`'s once the entries are taken.
 */
export function rangeEntries(
  reader: FileReader,
  scan: RangeScan,
  base: RangeBase,
  entryChars: number,
): { entries: Iterable<RawEntry>; problem(): InputError | undefined } {
  const { range, bytes } = scan;
  function* entries(): Generator<RawEntry> {
    for (let i = 0; i < scan.spans.length; i++) {
      const span = scan.spans.at(i);
      span.line = range.format === "har" ? span.line + base.line - 1 : span.index + base.index + 1;
      span.index += base.index;
      const raw = span.tooLarge ? Buffer.alloc(0) : bytes.slice(span.start, span.end);
      const entry =
        range.format === "jsonl"
          ? jsonlLineAt(raw, span.start, span, entryChars, true)
          : span.tooLarge
            ? tooLarge(span, entryChars)
            : entryOf(raw, span, entryChars);
      if (!entry) continue;
      if (range.format === "har") parseEntries([entry]);
      yield entry;
    }
  }
  return { entries: entries(), problem: () => (scan.problem ? exactProblem(reader, scan, base) : undefined) };
}

/**
 * The problem of a scan, worded with the range's place in the file: a HAR range that did not start
 * at byte 0 scans its bytes again from an exact state (entry index, line, the last newline before
 * it), so that the message names what a single-threaded run names.
 */
function exactProblem(reader: FileReader, scan: RangeScan, base: RangeBase): InputError {
  const p = scan.problem!;
  if (p instanceof InputError) return p;
  const file = scan.range.file;
  if (scan.range.from === 0) return harUnusable(file, p);
  const start = scan.start!;
  const scanner = HarScanner.atEntry({ offset: start, index: base.index, line: base.line, lastNewline: reader.lastNewlineBefore(start) });
  try {
    for (let at = start; at < scan.range.size; at += READ_CHUNK) scanner.feed(reader.read(at, READ_CHUNK));
    scanner.end();
  } catch (e) {
    if (e instanceof HarSyntaxError) return harUnusable(file, e);
    throw readError(file, e);
  }
  // The problem no longer shows (the file changed under the run): say so rather than guess.
  return new InputError(`conform: ${file}: it changed while being read (a problem found at first is gone); judge a copy that is not being written`);
}

/** What the ordering thread decides for a range of a file: its base (and where to start again, when its own start was wrong), or that the file ended before it. */
export type RangeDecision = { k: number; base: RangeBase; restart?: number | undefined } | { k: number; dead: true };

/**
 * The ranges of one file put in order from their pass-1 summaries, which come in any order: range 0
 * starts at byte 0 (exact); range k follows range k-1 when it took its first entry to start where
 * range k-1 says the next one does, and is told to scan again from there otherwise (its summary
 * then comes again). Each range's base is the one before plus what that one counted. A range after
 * one whose file became unusable is dead: nothing of it is judged.
 */
export class RangeChain {
  private readonly summaries: Array<ScanSummary | undefined>;
  private readonly bases: RangeBase[] = [];
  /** Ranges decided so far (0..decided-1), and whether the last decided one waits for its summary again. */
  private decided = 0;
  private waiting = false;
  private deadFrom = Number.POSITIVE_INFINITY;

  constructor(readonly count: number) {
    this.summaries = new Array(count).fill(undefined);
  }

  /** Range k's pass-1 summary (again, after a restart). */
  scanned(k: number, s: ScanSummary): void {
    this.summaries[k] = s;
    if (this.waiting && k === this.decided - 1) {
      this.waiting = false;
      if (s.failed) this.deadFrom = k + 1;
    }
  }

  /** The decisions that can be made now, in order. */
  decide(): RangeDecision[] {
    const out: RangeDecision[] = [];
    while (this.decided < this.count && !this.waiting) {
      const k = this.decided;
      if (k >= this.deadFrom) {
        out.push({ k, dead: true });
        this.decided++;
        continue;
      }
      const s = this.summaries[k];
      if (s === undefined) break;
      if (k === 0) {
        this.bases[0] = { index: 0, line: 1 };
        out.push({ k, base: this.bases[0] });
      } else {
        const prev = this.summaries[k - 1]!;
        const pb = this.bases[k - 1]!;
        const base = { index: pb.index + prev.count, line: pb.line + prev.newlines };
        this.bases[k] = base;
        if (s.start === prev.next) out.push({ k, base });
        else {
          out.push({ k, base, restart: prev.next });
          this.summaries[k] = undefined;
          this.waiting = true;
        }
      }
      this.decided++;
      if (!this.waiting && this.summaries[k]!.failed) this.deadFrom = k + 1;
    }
    return out;
  }
}
