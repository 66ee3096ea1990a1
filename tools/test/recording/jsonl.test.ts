// The JSON Lines reader: index is the 0-based line (blank lines keep their number), CRLF and a
// BOM are accepted, a bad line is a problem of that line only, a file with no JSON line is unusable.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.ts";
import { readJsonl } from "../../src/recording/jsonl-reader.ts";
import type { RawEntry } from "../../src/recording/entry.ts";

const dir = mkdtempSync(path.join(tmpdir(), "jsonl-"));
async function read(text: string | Buffer): Promise<RawEntry[]> {
  const f = path.join(dir, `f${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(f, text);
  const out: RawEntry[] = [];
  for await (const b of readJsonl(f)) out.push(...b);
  return out;
}

describe("readJsonl", () => {
  const table: Array<{ given: string; want: Array<[number, unknown]> }> = [
    {
      given: '{"a":1}\n{"a":2}\n',
      want: [
        [0, { a: 1 }],
        [1, { a: 2 }],
      ],
    },
    {
      given: '{"a":1}\n\n  \n{"a":2}',
      want: [
        [0, { a: 1 }],
        [3, { a: 2 }],
      ],
    },
    {
      given: '\uFEFF{"a":1}\r\n{"a":2}\r\n',
      want: [
        [0, { a: 1 }],
        [1, { a: 2 }],
      ],
    },
    {
      given: '{"a":1}\nnot json\n{"a":3}\n',
      want: [
        [0, { a: 1 }],
        [1, undefined],
        [2, { a: 3 }],
      ],
    },
  ];
  it.each(table)("reads $given", async ({ given, want }) => {
    expect((await read(given)).map((e) => [e.index, e.value])).toEqual(want);
  });

  it("says which line is not JSON, without quoting it", async () => {
    const [, bad] = await read('{"a":1}\n{"card": "4111111111111111", oops}\n');
    expect(bad!.problem).toMatch(/^line 2 is not JSON: /);
    expect(bad!.problem).not.toContain("4111111111111111");
  });

  it("handles a long file in several chunks", async () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => JSON.stringify({ i, pad: "x".repeat(i % 50) }));
    const got = await read(`${lines.join("\n")}\n`);
    expect(got.length).toBe(50_000);
    expect(got[49_999]!.value).toEqual({ i: 49_999, pad: "x".repeat(49_999 % 50) });
  });

  it.each([
    { given: "Header: x\nDetail: y\n", want: /none of its 2 line\(s\) is JSON \(line 1 is not JSON/ },
    { given: Buffer.from([0x7b, 0x00, 0x01, 0x02]), want: /not a text file \(a NUL byte at line 1\)/ },
  ])("an unusable file: $want", async ({ given, want }) => {
    const err = await read(given).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toMatch(want);
  });
});
