// conform --jobs reads entries where the reading thread found them (harSpans, jsonlSpans) and the
// workers decode them (harEntryAt, jsonlLineAt): for any file, that must give exactly the entries,
// problems and line numbers the single-threaded readers give (blank lines, CRLF, a byte-order mark,
// multi-byte characters, lines and entries beyond the limit, malformed entries, a last line
// without a newline), whatever the chunking.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { RawEntry } from "../../src/recording/entry.ts";
import { type FileSpan, harEntryAt, harSpans, parseEntries, readHar } from "../../src/recording/har-reader.ts";
import { jsonlLineAt, jsonlSpans, readJsonl } from "../../src/recording/jsonl-reader.ts";

const dir = mkdtempSync(path.join(tmpdir(), "spans-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small deterministic generator (mulberry32), so that a failure names its seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const WORDS = ["a", "é", "€", "😀", '\\"', "\\\\", "}", "]", "{", "[", ",", " "];
const word = (r: () => number, n: number): string => Array.from({ length: n }, () => pick(r, WORDS)).join("");

function jsonlText(r: () => number): string {
  const lines = Array.from({ length: 40 }, (_, i) => {
    const kind = r();
    if (kind < 0.1) return "";
    if (kind < 0.15) return "   \t";
    if (kind < 0.2) return `{"bad": ${word(r, 3)}`;
    if (kind < 0.25) return JSON.stringify({ long: "x".repeat(200 + i) });
    return JSON.stringify({ service: "terminal", request: { v: word(r, 1 + Math.floor(r() * 20)) }, i });
  });
  const eol = r() < 0.5 ? "\n" : "\r\n";
  return `${r() < 0.3 ? "\uFEFF" : ""}${lines.join(eol)}${r() < 0.5 ? eol : ""}`;
}

function harText(r: () => number): string {
  const entries = Array.from({ length: 30 }, (_, i) => {
    const kind = r();
    if (kind < 0.1) return `{"request": {"url": "${word(r, 2)}"},}`; // a trailing comma: malformed
    if (kind < 0.15) return JSON.stringify({ long: "y".repeat(300 + i) });
    return JSON.stringify(
      { request: { method: "GET", url: `https://h/${i}`, note: word(r, 1 + Math.floor(r() * 30)) }, response: { status: 200 } },
      null,
      r() < 0.5 ? 2 : 0,
    );
  });
  return `{"log": {"version": "1.2", "entries": [\n${entries.join(",\n")}\n]}}\n`;
}

/** What a worker gives for these spans: each read from the file's bytes as the pool reads them. */
async function viaSpans(file: string, spans: AsyncIterable<FileSpan[]>, at: (bytes: Buffer, span: FileSpan) => RawEntry | undefined): Promise<RawEntry[]> {
  const bytes = readFileSync(file);
  const out: RawEntry[] = [];
  for await (const batch of spans) {
    for (const span of batch) {
      // The pool reads a batch's bytes from its first span's start; here each span's own (the offsets are the same).
      const entry = at(span.tooLarge ? Buffer.alloc(0) : bytes.subarray(span.start, span.end), span);
      if (entry) out.push(entry);
    }
  }
  return out;
}

const comparable = (list: RawEntry[]) => list.map((e) => ({ index: e.index, value: e.value, problem: e.problem, limit: e.limit }));

describe("spans read by a worker give the single-threaded reader's entries", () => {
  it.each(Array.from({ length: 25 }, (_, i) => i + 1))("JSON Lines, seed %i", async (seed) => {
    const file = path.join(dir, `s${seed}.jsonl`);
    writeFileSync(file, jsonlText(random(seed)));
    const entryChars = 220;
    const single: RawEntry[] = [];
    for await (const b of readJsonl(file, { entryChars })) single.push(...b);
    const spans = await viaSpans(file, jsonlSpans(file, entryChars), (bytes, span) => jsonlLineAt(bytes, span.start, span, entryChars, true));
    expect(comparable(spans)).toEqual(comparable(single));
    expect(spans.some((e) => e.limit)).toBe(single.some((e) => e.limit));
  });

  it.each(Array.from({ length: 25 }, (_, i) => i + 1))("HAR, seed %i", async (seed) => {
    const file = path.join(dir, `s${seed}.har`);
    writeFileSync(file, harText(random(seed)));
    const entryChars = 320;
    const single: RawEntry[] = [];
    for await (const b of readHar(file, { entryChars, wholeFileLimit: 0 })) single.push(...b);
    const spans = await viaSpans(file, harSpans(file, entryChars, 0), (bytes, span) => {
      const e = harEntryAt(bytes, span.start, span, entryChars);
      return e && parseEntries([e])[0];
    });
    expect(comparable(spans)).toEqual(comparable(single));
    expect(single.length).toBe(30);
  });
});
