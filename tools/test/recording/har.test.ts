// The streaming HAR scanner: any chunking of the bytes (inside a multi-byte character too) gives the
// same entries; problems are placed by line, column and entry; a malformed entry is isolated.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.ts";
import { HarEntryCutter, HarScanner, HarSyntaxError, parseEntries, readHar } from "../../src/recording/har-reader.ts";
import type { RawEntry } from "../../src/recording/entry.ts";

const doc = JSON.stringify(
  {
    log: {
      version: "1.2",
      creator: { name: "t", version: "1", comment: 'quotes " and \\ and ] and } inside strings' },
      pages: [{ id: "p", title: "[{" }],
      entries: [
        { request: { method: "GET", url: "https://h/a" }, response: { status: 200 } },
        {
          request: { method: "POST", url: "https://h/b", postData: { text: '{"k":"v\\"]"}' } },
          response: { status: 201, content: { text: "\u00e9\u20ac\ud83d\ude00" } },
        },
        { request: { method: "GET", url: "https://h/c" }, response: { status: 404 } },
      ],
    },
  },
  null,
  2,
);

function scan(text: string, size: number, entryChars?: number): RawEntry[] {
  const s = new HarEntryCutter(entryChars);
  const bytes = Buffer.from(text);
  const out: RawEntry[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...parseEntries(s.feed(bytes.subarray(i, i + size))));
  s.end();
  return out;
}

describe("HarScanner", () => {
  const want = (JSON.parse(doc) as { log: { entries: unknown[] } }).log.entries;

  it.each([1, 2, 3, 7, 64, 1000, 1 << 20])("gives the entries with chunks of %i bytes", (size) => {
    const got = scan(doc, size);
    expect(got.map((e) => e.value)).toEqual(want);
    expect(got.map((e) => e.index)).toEqual([0, 1, 2]);
    expect(got[1]!.line).toBeGreaterThan(got[0]!.line);
  });

  it.each([1, 5, 64, 1 << 20])("reports an entry beyond the limit, by its characters, with chunks of %i bytes", (size) => {
    // Entry 1 holds 3-byte characters: 3 of its bytes make 1 character, so the limit counts characters.
    const chars = new HarEntryCutter().feed(Buffer.from(doc))[1]!.text!.length;
    expect(Buffer.byteLength(doc)).toBeGreaterThan(doc.length);
    const kept = scan(doc, size, chars + 16);
    expect(kept.map((e) => e.value)).toEqual(want);
    const cut = scan(doc, size, chars - 1);
    expect(cut[1]!.value).toBeUndefined();
    expect(cut[1]!.problem).toBe(`too large: entry 1 is longer than ${chars - 1} characters (limit)`);
    expect(cut[0]!.value).toEqual(want[0]);
    expect(cut[2]!.value).toEqual(want[2]);
  });

  it.each([1, 3, 16, 1 << 20])("counts how deep each entry nests, with chunks of %i bytes (a shallow entry is not walked again)", (size) => {
    const values = [{ a: 1 }, { a: { b: [1, { c: "]}[{" }] } }, 1, [], { deep: [[[[[[["x"]]]]]]] }];
    const text = JSON.stringify({ log: { version: "1.2", entries: values } }, null, 2);
    const scanner = new HarScanner();
    const bytes = Buffer.from(text);
    const depths: Array<number | undefined> = [];
    for (let i = 0; i < bytes.length; i += size) depths.push(...scanner.feed(bytes.subarray(i, i + size)).map((s) => s.depth));
    scanner.end();
    expect(depths).toEqual([1, 4, 0, 1, 8]);
  });

  it("isolates a malformed entry and goes on", () => {
    const text = doc.replace('"url": "https://h/c"', '"url": "https://h/c",');
    const got = scan(text, 5);
    expect(got[2]!.value).toBeUndefined();
    expect(got[2]!.problem).toMatch(/^entry 2 is not valid JSON/);
    expect(got[0]!.value).toEqual(want[0]);
  });

  const table: Array<{ given: string; want: RegExp }> = [
    { given: doc.slice(0, doc.indexOf("https://h/c") + 4), want: /truncated: it ends inside a string inside entry 2/ },
    { given: doc.slice(0, doc.lastIndexOf("]")), want: /truncated/ },
    { given: '{"log": {"entries": [{"a": 1]}}', want: /unexpected '\]' inside entry 0/ },
    { given: '{"log": {"version": "1.2"}}', want: /no log.entries array/ },
    { given: '[{"log": {"entries": []}}]', want: /must be a JSON object/ },
    { given: '{"log": {"entries": []}} trailing', want: /unexpected data after the end/ },
  ];
  it.each(table)("reports $want", ({ given, want }) => {
    expect(() => scan(given, 3)).toThrow(HarSyntaxError);
    expect(() => scan(given, 3)).toThrow(want);
  });

  it("counts a column in characters, not bytes, within a chunk", () => {
    const text = '{"log": {"entries": [{"a": "\u00e9\u00e9"]}}';
    try {
      scan(text, 1 << 20);
      expect.unreachable();
    } catch (e) {
      expect((e as HarSyntaxError).column).toBe(text.indexOf("]") + 1);
    }
  });

  it("places a structural error by line and column", () => {
    const text = '{\n  "log": {\n    "entries": [\n      {"a": 1]\n    ]\n  }\n}';
    try {
      scan(text, 4);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HarSyntaxError);
      expect((e as HarSyntaxError).line).toBe(4);
      expect((e as HarSyntaxError).column).toBe(14);
    }
  });
});

describe("readHar", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "har-"));
  const write = (name: string, text: string): string => {
    const f = path.join(dir, name);
    writeFileSync(f, text);
    return f;
  };
  const all = async (file: string, wholeFileLimit?: number): Promise<RawEntry[]> => {
    const out: RawEntry[] = [];
    for await (const b of readHar(file, wholeFileLimit === undefined ? {} : { wholeFileLimit })) out.push(...b);
    return out;
  };

  it("reads whole files and streamed files alike", async () => {
    const f = write("ok.har", doc);
    expect((await all(f, 0)).map((e) => e.value)).toEqual((await all(f)).map((e) => e.value));
  });

  it("counts a column in characters, not bytes, on a line longer than a chunk", async () => {
    const text = `{"log": {"entries": [{"a": "${"\u00e9".repeat(1 << 20)}"]}}`;
    const f = write("wide.har", text);
    const err = await all(f, 0).catch((e: unknown) => e);
    expect((err as Error).message).toContain(`unexpected ']' inside entry 0 at line 1, column ${text.indexOf("]") + 1};`);
  });

  it("hands on the entries completed before a structural problem, even in the chunk that holds it (issue 41: the same whatever the chunks)", async () => {
    // A stray '}' right after the last entry closes.
    const at = doc.indexOf("}", doc.indexOf("}", doc.indexOf('"status": 404')) + 1) + 1;
    const f = write("stray.har", `${doc.slice(0, at)}}${doc.slice(at)}`);
    const got: RawEntry[] = [];
    const err = await (async () => {
      for await (const b of readHar(f, { wholeFileLimit: 0 })) got.push(...b);
    })().catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/unexpected '}' inside entry 3 at line \d+, column \d+/);
    // The whole file is one chunk: all three entries come before the problem all the same.
    expect(got.map((e) => (e.value as { request: { url: string } }).request.url)).toEqual(["https://h/a", "https://h/b", "https://h/c"]);
  });

  it("names the file and position of a truncated file, streamed or not", async () => {
    const f = write("cut.har", doc.slice(0, doc.indexOf("https://h/b")));
    for (const limit of [0, undefined]) {
      const err = await all(f, limit).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InputError);
      expect((err as Error).message).toMatch(/^conform: .*cut\.har: the file is truncated: .* inside entry 1 .* at line \d+; /);
    }
  });
});
