/**
 * JSON Lines reader: streams the file chunk by chunk and yields one parsed line at a time (flat
 * memory whatever the file size). Blank lines are skipped but keep their number, so `index` is
 * always the 0-based line of the file. A line that is not JSON is yielded with its problem (a
 * violation of that exchange); the other lines are still judged.
 */
import { createReadStream } from "node:fs";
import { InputError } from "../../cli/errors.ts";
import type { RawEntry } from "./entry.ts";
import { READ_CHUNK, SMALL } from "./har.ts";
import { jsonErrorText } from "./json-error.ts";

function parseLine(text: string, index: number): RawEntry {
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

export async function* readJsonl(file: string): AsyncGenerator<RawEntry[]> {
  const stream = createReadStream(file, { encoding: "utf8", highWaterMark: READ_CHUNK });
  let rest = "";
  let index = 0;
  let parsed = 0;
  let nonBlank = 0;
  let first = true;
  let firstProblem = "";
  try {
    for await (const chunk of stream) {
      let text = rest + (chunk as string);
      if (first) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        const nul = text.indexOf("\u0000");
        if (nul !== -1) {
          const line = text.slice(0, nul).split("\n").length;
          throw new InputError(`conform: ${file}: not a text file (a NUL byte at line ${line}); give a HAR 1.2 file or JSON Lines (one exchange per line)`);
        }
      }
      let start = 0;
      let nl = text.indexOf("\n", start);
      let batch: RawEntry[] = [];
      while (nl !== -1) {
        let line = text.slice(start, nl);
        if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
        if (!isBlank(line)) {
          nonBlank++;
          // Parsed as it is handed on, a few at a time: parsed lines then die young.
          const e = parseLine(line, index);
          if (e.value !== undefined) parsed++;
          else if (!firstProblem) firstProblem = e.problem ?? "";
          batch.push(e);
          if (batch.length === SMALL) {
            yield batch;
            batch = [];
          }
        }
        index++;
        start = nl + 1;
        nl = text.indexOf("\n", start);
      }
      rest = text.slice(start);
      if (batch.length) yield batch;
    }
    if (!isBlank(rest)) {
      nonBlank++;
      const e = parseLine(rest.endsWith("\r") ? rest.slice(0, -1) : rest, index);
      if (e.value !== undefined) parsed++;
      else if (!firstProblem) firstProblem = e.problem ?? "";
      yield [e];
    }
  } finally {
    stream.destroy();
  }
  if (nonBlank > 0 && parsed === 0) {
    throw new InputError(`conform: ${file}: none of its ${nonBlank} line(s) is JSON (${firstProblem}); give JSON Lines, one exchange {"service", "request", "response"} per line`);
  }
}
