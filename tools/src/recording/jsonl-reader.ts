/**
 * JSON Lines reader: streams the file chunk by chunk and yields one parsed line at a time (flat
 * memory whatever the file size). Blank lines are skipped but keep their number, so `index` is
 * always the 0-based line of the file. A line that is not JSON is yielded with its problem (a
 * violation of that exchange); the other lines are still judged.
 */
import { createReadStream } from "node:fs";
import type { FileSpan } from "./har-reader.ts";
import { InputError } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import type { RawEntry } from "./entry.ts";
import { READ_CHUNK, SMALL } from "./har-reader.ts";
import { readError } from "./read-error.ts";
import { jsonErrorText } from "./json-error.ts";

/** A line's text parsed (the text is kept: the leak scan's pre-check reads it). */
export function parseLine(text: string, index: number): RawEntry {
  try {
    return { index, line: index + 1, value: JSON.parse(text), text };
  } catch (e) {
    return { index, line: index + 1, problem: `line ${index + 1} is not JSON: ${jsonErrorText(e)}` };
  }
}

function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 0xfeff) return false;
  }
  return true;
}

/** The error of a file with a NUL byte (at `line`): not text, so not JSON Lines. */
export function notText(file: string, line: number): InputError {
  return new InputError(`conform: ${file}: not a text file (a NUL byte at line ${line}); give a HAR 1.2 file or JSON Lines (one exchange per line)`);
}

/** A line beyond the size limit: reported, never held in memory whole. */
function tooLarge(index: number, limit: number): RawEntry {
  return { index, line: index + 1, problem: `too large: line ${index + 1} is longer than ${limit} characters (limit)`, limit: `at most ${limit} characters` };
}

/**
 * The lines of a JSON Lines file, in order. With `parse: false` each line is handed on as text (parsed
 * where it is judged) and the caller makes the "none of its lines is JSON" check (LineTally).
 */
export async function* readJsonl(file: string, options: { entryChars?: number | undefined; parse?: boolean | undefined } = {}): AsyncGenerator<RawEntry[]> {
  const limit = options.entryChars ?? LIMITS.entryChars;
  const parse = options.parse !== false;
  const lineEntry = (text: string, index: number): RawEntry => (parse ? parseLine(text, index) : { index, line: index + 1, text });
  const stream = createReadStream(file, { encoding: "utf8", highWaterMark: READ_CHUNK });
  /** The start of the current line, in pieces (a line may span many chunks). */
  let rest: string[] = [];
  let restChars = 0;
  /** The current line is beyond the limit: skipped up to its end. */
  let skipping = false;
  let index = 0;
  let first = true;
  const lines = new LineTally();
  const take = (e: RawEntry): RawEntry => {
    lines.add(e.value !== undefined, e.problem);
    return e;
  };
  try {
    for await (const chunk of stream) {
      let text = chunk as string;
      if (first) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        const nul = text.indexOf("\u0000");
        if (nul !== -1) {
          const line = text.slice(0, nul).split("\n").length;
          throw notText(file, line);
        }
      }
      let start = 0;
      let nl = text.indexOf("\n", start);
      let batch: RawEntry[] = [];
      while (nl !== -1) {
        if (skipping) {
          skipping = false;
          batch.push(take(tooLarge(index, limit)));
        } else {
          let line = text.slice(start, nl);
          if (restChars) {
            rest.push(line);
            line = rest.join("");
            rest = [];
            restChars = 0;
          }
          if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
          if (line.length > limit) batch.push(take(tooLarge(index, limit)));
          else if (!isBlank(line)) {
            // Parsed as it is handed on, a few at a time: parsed lines then die young.
            batch.push(take(lineEntry(line, index)));
          }
        }
        if (batch.length >= SMALL) {
          yield batch;
          batch = [];
        }
        index++;
        start = nl + 1;
        nl = text.indexOf("\n", start);
      }
      if (!skipping && start < text.length) {
        restChars += text.length - start;
        if (restChars > limit) {
          skipping = true;
          rest = [];
          restChars = 0;
        } else rest.push(text.slice(start));
      }
      if (batch.length) yield batch;
    }
    if (skipping) yield [take(tooLarge(index, limit))];
    else if (restChars) {
      const last = rest.join("");
      if (!isBlank(last)) yield [take(lineEntry(last.endsWith("\r") ? last.slice(0, -1) : last, index))];
    }
  } catch (e) {
    throw readError(file, e);
  } finally {
    stream.destroy();
  }
  if (parse) {
    const none = lines.noJsonLine(file);
    if (none) throw none;
  }
}

/**
 * What the "none of its lines is JSON" check needs of a JSON Lines file's non-blank lines: how many,
 * how many parsed, and the first problem. The reader keeps it as it parses; a run whose lines are
 * parsed on worker threads keeps it from what the workers learnt.
 */
export class LineTally {
  private nonBlank = 0;
  private parsed = 0;
  private firstProblem = "";

  /** One non-blank line: parsed, or not (with the reader's problem). */
  add(parsed: boolean, problem: string | undefined): void {
    this.nonBlank++;
    if (parsed) this.parsed++;
    else if (!this.firstProblem) this.firstProblem = problem ?? "";
  }

  /** The error of a file none of whose lines is JSON (blank and too-large lines aside), or undefined. */
  noJsonLine(file: string): InputError | undefined {
    if (this.nonBlank === 0 || this.parsed > 0 || this.firstProblem.startsWith("too large")) return undefined;
    return new InputError(
      `conform: ${file}: none of its ${this.nonBlank} line(s) is JSON (${this.firstProblem}); give JSON Lines, one exchange {"service", "request", "response"} per line`,
    );
  }
}

/** The line of a span, from the bytes of the file read by the worker (`bytes` begins at file offset `at`): as readJsonl gives it, or undefined for a blank line. */
export function jsonlLineAt(bytes: Buffer, at: number, span: FileSpan, entryChars: number, parse: boolean): RawEntry | undefined {
  if (span.tooLarge) return tooLarge(span.index, entryChars);
  let line = bytes.toString("utf8", span.start - at, span.end - at);
  if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
  if (line.length > entryChars) return tooLarge(span.index, entryChars);
  if (isBlank(line)) return undefined;
  return parse ? parseLine(line, span.index) : { index: span.index, line: span.index + 1, text: line };
}
