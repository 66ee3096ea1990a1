// conform --jobs and --shard read a recording by byte ranges, each range finding its own entries
// from its first byte (src/recording/ranges.ts; a HAR range guesses where its first entry starts,
// har-resync.ts, and the range before it checks the guess). For any file and any split, that must
// give exactly the entries, problems, numbers and file-level message of the single-threaded
// readers: blank lines, CRLF, a byte-order mark, multi-byte characters, lines and entries beyond
// the limit, malformed entries, a truncated or broken document, pretty-printed and one-line HAR,
// entries larger than a range, ranges holding no entry.
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { RawEntry } from "../../src/recording/entry.ts";
import { readHar } from "../../src/recording/har-reader.ts";
import { resyncHar } from "../../src/recording/har-resync.ts";
import { readJsonl } from "../../src/recording/jsonl-reader.ts";
import { END, FileReader, type RangeScan, RangeChain, rangeEntries, scanRange, summary } from "../../src/recording/ranges.ts";

const dir = mkdtempSync(path.join(tmpdir(), "ranges-"));
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
const WORDS = ["a", "é", "€", "😀", '\\"', "\\\\", "}", "]", "{", "[", ",", " ", '\\"request\\": {', "\\n"];
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

function harEntries(r: () => number, n: number, oneLine: boolean): string[] {
  return Array.from({ length: n }, (_, i) => {
    const kind = r();
    if (kind < 0.1) return `{"request": {"url": "${word(r, 2)}"},}`; // a trailing comma: malformed
    if (kind < 0.15) return JSON.stringify({ long: "y".repeat(300 + i), request: {} });
    if (kind < 0.2) return JSON.stringify("an entry that is a string");
    return JSON.stringify(
      {
        startedDateTime: "2024-01-01T00:00:00Z",
        request: { method: "GET", url: `https://h/${i}`, note: word(r, 1 + Math.floor(r() * 30)), headers: [{ name: "request", value: "{" }] },
        response: { status: 200, content: { text: JSON.stringify({ request: { a: word(r, 3) } }) } },
      },
      null,
      oneLine || r() < 0.3 ? 0 : 2,
    );
  });
}

function harText(r: () => number, oneLine = false): string {
  const nl = oneLine ? "" : "\n";
  return `{"log": {"version": "1.2", "creator": {"name": "t"}, "entries": [${nl}${harEntries(r, 30, oneLine).join(`,${nl}`)}${nl}]}, "tail": [1]}${nl}`;
}

interface Read {
  entries: RawEntry[];
  error?: string;
}

async function single(file: string, format: "har" | "jsonl", entryChars: number): Promise<Read> {
  const entries: RawEntry[] = [];
  try {
    const source = format === "har" ? readHar(file, { entryChars, wholeFileLimit: 0 }) : readJsonl(file, { entryChars });
    for await (const b of source) entries.push(...b);
  } catch (e) {
    return { entries, error: (e as Error).message };
  }
  return { entries };
}

/** The file read range by range, at these boundaries, as conform's pool orders them (guesses checked, wrong ones scanned again). */
function byRanges(file: string, format: "har" | "jsonl", bounds: number[], entryChars: number): Read & { restarts: number } {
  const size = statSync(file).size;
  const cuts = [0, ...bounds.filter((b) => b > 0 && b < size).sort((a, b) => a - b), size].filter((b, i, a) => i === 0 || b > a[i - 1]!);
  const reader = new FileReader(file, size);
  const ranges = cuts.slice(0, -1).map((from, k) => ({ file, format, size, from, to: cuts[k + 1]! }));
  // Pass 1 of every range on its own (in reverse order: no range sees another's result).
  const scans: RangeScan[] = [];
  for (let k = ranges.length - 1; k >= 0; k--) scans[k] = scanRange(reader, ranges[k]!, entryChars);
  const chain = new RangeChain(ranges.length);
  for (const [k, s] of scans.entries()) chain.scanned(k, summary(s));
  const entries: RawEntry[] = [];
  let restarts = 0;
  for (;;) {
    const decisions = chain.decide();
    if (decisions.length === 0) break;
    for (const d of decisions) {
      if ("dead" in d) continue;
      let scan = scans[d.k]!;
      if (d.restart !== undefined) {
        restarts++;
        scan = scanRange(reader, ranges[d.k]!, entryChars, d.restart);
        chain.scanned(d.k, summary(scan));
      }
      const got = rangeEntries(reader, scan, d.base, entryChars);
      entries.push(...got.entries);
      const problem = got.problem();
      if (problem) {
        reader.close();
        return { entries, error: problem.message, restarts };
      }
    }
  }
  reader.close();
  return { entries, restarts };
}

const comparable = (r: Read) => ({
  error: r.error,
  entries: r.entries.map((e) => ({ index: e.index, value: e.value, problem: e.problem, limit: e.limit, line: e.line, measured: e.measured })),
});

/** Boundaries: every byte up to `all`, else `n` at random. */
function bounds(r: () => number, size: number, n: number): number[] {
  return Array.from({ length: n }, () => 1 + Math.floor(r() * (size - 1)));
}

describe("a recording read by byte ranges gives the single-threaded reader's entries", () => {
  it.each(Array.from({ length: 20 }, (_, i) => i + 1))("JSON Lines, seed %i, random splits", async (seed) => {
    const r = random(seed);
    const file = path.join(dir, `s${seed}.jsonl`);
    writeFileSync(file, jsonlText(r));
    const size = statSync(file).size;
    const want = comparable(await single(file, "jsonl", 220));
    for (const n of [1, 2, 5, 40]) expect(comparable(byRanges(file, "jsonl", bounds(r, size, n), 220)), `${n} cuts`).toEqual(want);
  });

  it.each(Array.from({ length: 20 }, (_, i) => i + 1))("HAR, seed %i, random splits (pretty-printed and on one line)", async (seed) => {
    const r = random(seed);
    for (const oneLine of [false, true]) {
      const file = path.join(dir, `s${seed}${oneLine ? "-1" : ""}.har`);
      writeFileSync(file, harText(r, oneLine));
      const size = statSync(file).size;
      const want = comparable(await single(file, "har", 320));
      expect(want.entries.length).toBe(30);
      for (const n of [1, 2, 5, 40]) expect(comparable(byRanges(file, "har", bounds(r, size, n), 320)), `${n} cuts, one line: ${oneLine}`).toEqual(want);
    }
  });

  it("HAR split at every byte of a small file: the same entries, and guesses mostly right", async () => {
    const file = path.join(dir, "every.har");
    writeFileSync(file, harText(random(99)));
    const size = statSync(file).size;
    const want = comparable(await single(file, "har", 320));
    const every = byRanges(
      file,
      "har",
      Array.from({ length: size }, (_, i) => i),
      320,
    );
    expect(comparable(every)).toEqual(want);
    // Ranges of one byte mostly fall inside an entry whose next neighbour they find; few are scanned again.
    expect(every.restarts).toBeLessThan(size / 10);
  });

  it("JSON Lines split at every byte", async () => {
    const file = path.join(dir, "every.jsonl");
    writeFileSync(file, jsonlText(random(7)));
    const size = statSync(file).size;
    expect(
      comparable(
        byRanges(
          file,
          "jsonl",
          Array.from({ length: size }, (_, i) => i),
          220,
        ),
      ),
    ).toEqual(comparable(await single(file, "jsonl", 220)));
  });

  it.each([
    ["truncated inside an entry", (t: string) => t.slice(0, Math.floor(t.length * 0.7))],
    ["a stray closing brace between entries", (t: string) => t.replace('},\n{"startedDateTime"', '}},\n{"startedDateTime"')],
    ["unbalanced inside an entry", (t: string) => t.replace('"https://h/12"', '"https://h/12"]')],
    ["data after the end", (t: string) => `${t} {}`],
    ["no entries array", () => '{"log": {"version": "1.2", "pages": []}}\n'],
    ["not an object", () => '[{"log": 1}]\n'],
  ])("a HAR file with a problem: %s (the entries before it, then the same message)", async (_, change) => {
    const file = path.join(dir, "broken.har");
    writeFileSync(file, change(harText(random(5))));
    const size = statSync(file).size;
    const want = comparable(await single(file, "har", 320));
    expect(want.error).toBeDefined();
    const r = random(6);
    for (const n of [1, 3, 10, 60]) expect(comparable(byRanges(file, "har", bounds(r, size, n), 320)), `${n} cuts`).toEqual(want);
  });

  it("a NUL byte in a JSON Lines file: the single-threaded message, whatever the split", async () => {
    const file = path.join(dir, "nul.jsonl");
    writeFileSync(file, `${jsonlText(random(3))}\n\u0000\n`);
    const want = comparable(await single(file, "jsonl", 220));
    expect(want.error).toMatch(/NUL byte/);
    expect(comparable(byRanges(file, "jsonl", [10, 100, 1000], 220))).toEqual(want);
  });
});

describe("resyncHar guesses where the entries resume", () => {
  const doc = (entries: string[]) => `{"log": {"entries": [\n${entries.join(",\n")}\n]}}\n`;
  const entry = (i: number) => JSON.stringify({ request: { method: "GET", url: `https://h/${i}` }, response: { status: 200 } });
  const read = (text: string) => {
    const bytes = Buffer.from(text);
    return (at: number, n: number) => bytes.subarray(at, at + n);
  };

  it.each([
    {
      given: "inside the first entry's URL",
      at: (t: string) => t.indexOf("h/0") + 1,
      want: (t: string) => t.indexOf('{"request":{"method":"GET","url":"https://h/1"'),
    },
    {
      given: "on the comma after an entry",
      at: (t: string) => t.indexOf("},\n") + 1,
      want: (t: string) => t.indexOf('{"request":{"method":"GET","url":"https://h/1"'),
    },
    {
      given: "on the newline before an entry",
      at: (t: string) => t.indexOf('{"request":{"method":"GET","url":"https://h/2"') - 1,
      want: (t: string) => t.indexOf('{"request":{"method":"GET","url":"https://h/2"'),
    },
    { given: "inside the last entry", at: (t: string) => t.lastIndexOf("h/3"), want: () => END },
  ])("$given", ({ at, want }) => {
    const text = doc([0, 1, 2, 3].map(entry));
    expect(resyncHar(read(text), text.length, at(text), 1 << 20)).toBe(want(text));
  });

  it("on one line, from inside a string holding JSON text", () => {
    const e = (i: number) => JSON.stringify({ request: { postData: { text: JSON.stringify({ request: { a: i }, b: "x" }) } }, response: {} });
    const text = `{"log":{"entries":[${[0, 1, 2].map(e).join(",")}]}}`;
    const from = text.indexOf('\\"request\\"') + 3;
    expect(resyncHar(read(text), text.length, from, 1 << 20)).toBe(text.indexOf('{"request":{"postData"', from));
  });
});
