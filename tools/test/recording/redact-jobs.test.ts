// Issue 25: `contracts redact --jobs N` redacts on N worker threads and writes the copy one thread
// writes, byte for byte: every conformance case, and HAR and JSON Lines recordings of thousands of
// entries (many workers' chunks) with malformed entries, entries beyond the limits and blank lines,
// with and without --secret. The pseudonyms are the same too (the workers use the run's key). The
// ordered pool keeps every result before a fault and raises the fault where it stands.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { InputError, UsageError } from "../../src/errors.ts";
import { LIMITS } from "../../src/limits.ts";
import { WHOLE_FILE_LIMIT } from "../../src/recording/har-reader.ts";
import { run as redact } from "../../src/redact/command.ts";
import { OrderedPool } from "../../src/recording/worker-pool.ts";
import { loadCases } from "../conform/support/cases.ts";

const dir = mkdtempSync(path.join(tmpdir(), "redact-jobs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const CASES = loadCases();
const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

/** A redact run: its exit code or the message of the error it ended with, its stderr (the copy's name made neutral) and the copy. */
async function redactWith(file: string, jobs: number, extra: string[] = []) {
  const out = path.join(dir, `${path.basename(file)}.${jobs}.copy`);
  let stderr = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((s) => {
    stderr += String(s);
    return true;
  });
  try {
    const exit = await redact([file, "--out", out, "--jobs", String(jobs), ...extra]).catch((e: unknown) =>
      e instanceof InputError ? `${e.constructor.name}: ${e.message}` : Promise.reject(e),
    );
    const copy = typeof exit === "number" ? readFileSync(out, "utf8") : undefined;
    return { exit, stderr: stderr.replaceAll(out, "COPY"), copy };
  } finally {
    spy.mockRestore();
  }
}

async function expectSame(file: string, extra: string[] = []) {
  const one = await redactWith(file, 1, extra);
  const four = await redactWith(file, 4, extra);
  expect(four, file).toEqual(one);
  return one;
}

/** The entries (their JSON text) of every usable conformance case of one format, in order. */
function caseEntries(ext: "har" | "jsonl"): string[] {
  return CASES.filter((c) => c.file.endsWith(`.${ext}`) && c.expect.exit !== 2).flatMap((c) => {
    const text = readFileSync(c.file, "utf8");
    if (ext === "jsonl") return text.split("\n").filter((l) => l.trim() !== "");
    return (JSON.parse(text).log.entries as unknown[]).map((e) => JSON.stringify(e));
  });
}

/** `n` entries taken round robin from the conformance cases of one format. */
function sampleEntries(ext: "har" | "jsonl", n: number): string[] {
  const pool = caseEntries(ext);
  return Array.from({ length: n }, (_, i) => pool[i % pool.length]!);
}

const DEEP = `{"request":${"[".repeat(600)}${"]".repeat(600)}}`;
const WIDE = `{"request":{"method":"GET","url":"/","headers":[]},"response":{"status":200,"headers":[],"content":{"text":"x"}},"many":[${"0,".repeat(LIMITS.values)}0]}`;

describe("redact --jobs 4 writes the copy --jobs 1 writes", () => {
  it("the conformance cases: all their HAR entries and all their JSON Lines lines, with and without the cases' secret; the unusable ones", async () => {
    // One recording per format (a run per case would mostly time the workers' start).
    const har = path.join(dir, "cases.har");
    const jsonl = path.join(dir, "cases.jsonl");
    writeFileSync(har, `{"log":{"version":"1.2","entries":[\n${caseEntries("har").join(",\n")}\n]}}\n`);
    writeFileSync(jsonl, `${caseEntries("jsonl").join("\n")}\n`);
    for (const file of [har, jsonl]) {
      expect((await expectSame(file)).exit).toBe(0);
      expect((await expectSame(file, ["--secret", SECRET])).exit).toBe(0);
    }
    // The tokens and credentials of the HAR cases, pseudonyms made on four threads under one key.
    expect(readFileSync(path.join(dir, "cases.har.4.copy"), "utf8").match(/REDACTED-[0-9a-f]{8}/g)?.length).toBeGreaterThan(50);
    const unusable = CASES.filter((c) => c.expect.exit === 2);
    expect(unusable.length).toBeGreaterThan(0);
    for (const c of unusable) expect((await expectSame(c.file)).exit).toMatch(/^InputError: redact: /);
  }, 60_000);

  it("a HAR of 3,000 entries with malformed entries and entries beyond the limits, with and without --secret", async () => {
    const entries = sampleEntries("har", 3000);
    for (let i = 7; i < entries.length; i += 401) entries[i] = '{"request": tru}';
    for (let i = 300; i < entries.length; i += 997) entries[i] = DEEP;
    entries[2500] = WIDE;
    // A large body makes the file one that is streamed, not read whole.
    entries[1500] = JSON.stringify({ ...JSON.parse(entries[1500]!), comment: `card 4111111111111111 ${"x".repeat(WHOLE_FILE_LIMIT)}` });
    const file = path.join(dir, "big.har");
    writeFileSync(file, `{"log":{"version":"1.2","creator":{"name":"t","version":"1"},"entries":[\n${entries.join(",\n")}\n]}}\n`);
    expect(statSync(file).size).toBeGreaterThan(WHOLE_FILE_LIMIT);
    const plain = await expectSame(file);
    expect(plain.exit).toBe(0);
    expect(plain.copy).toContain('{"_comment":"entry 7 was not JSON and is left out"}');
    expect(plain.copy).toContain('{"_comment":"entry 300 is beyond the limits (nested deeper than 512 levels (limit)) and is left out"}');
    expect(plain.copy).toMatch(/"_comment":"entry 2500 is beyond the limits \(more than 500000 values/);
    expect(plain.copy).toContain('"comment":"card 411111******1111 xxx');
    const signed = await expectSame(file, ["--secret", SECRET]);
    expect(signed.copy).toContain('"xVerify":{"request":"verified"}');
    expect(signed.copy).not.toBe(plain.copy);
  }, 120_000);

  it("a HAR that parses whole (read whole by one thread, cut into entries for the workers)", async () => {
    const entries = sampleEntries("har", 1500);
    entries[1000] = DEEP;
    const file = path.join(dir, "whole.har");
    writeFileSync(file, JSON.stringify({ log: { version: "1.2", entries: entries.map((e) => JSON.parse(e)) } }, null, 2));
    expect((await expectSame(file, ["--secret", SECRET])).copy).toContain("entry 1000 is beyond the limits");
  }, 60_000);

  it("a JSON Lines recording of 3,000 lines with blank, malformed, too deep and too long lines", async () => {
    const lines = sampleEntries("jsonl", 3000);
    for (let i = 5; i < lines.length; i += 333) lines[i] = "";
    for (let i = 11; i < lines.length; i += 500) lines[i] = '{"service": "mobile", ';
    lines[1234] = DEEP;
    lines[2345] = `{"service":"mobile","request":"${"x".repeat(LIMITS.entryChars)}"}`;
    const file = path.join(dir, "big.jsonl");
    writeFileSync(file, `${lines.join("\n")}\n`);
    const one = await expectSame(file);
    const copy = one.copy!.split("\n");
    expect(copy).toHaveLength(3001);
    expect(copy[5]).toBe("");
    expect(copy[11]).toBe('{"_comment":"line 12 was not JSON and is left out"}');
    expect(copy[2345]).toBe(`{"_comment":"line 2346 is beyond the limits (at most ${LIMITS.entryChars} characters) and is left out"}`);
  }, 120_000);

  it("unusable recordings end with the same message: a truncated HAR, JSON Lines none of whose lines is JSON", async () => {
    const har = path.join(dir, "truncated.har");
    writeFileSync(har, `{"log":{"entries":[\n${sampleEntries("har", 600).join(",\n")}`);
    const jsonl = path.join(dir, "none.jsonl");
    writeFileSync(jsonl, "not json\n".repeat(600));
    for (const file of [har, jsonl]) expect((await expectSame(file)).exit).toMatch(/^InputError: redact: /);
  });

  it("--jobs outside 1..64 is a usage error with the usage text", async () => {
    for (const bad of ["0", "65", "two", "1.5", "-1"]) {
      const run = redact([CASES[0]!.file, "--out", path.join(dir, "never"), "--jobs", bad]);
      await expect(run, bad).rejects.toThrow(UsageError);
      await expect(run, bad).rejects.toThrow(/--jobs takes a whole number of workers from 1 to 64, not "[^"]*"\n[\s\S]*usage: contracts redact .*--jobs N/);
    }
  });
});

describe("the ordered worker pool", () => {
  const script = new URL("./support/faulty-worker.ts", import.meta.url);
  async function* numbers(n: number, thenFail?: string): AsyncGenerator<number[]> {
    for (let i = 0; i < n; i += 100) yield Array.from({ length: Math.min(100, n - i) }, (_, j) => i + j);
    if (thenFail) throw new Error(thenFail);
  }
  async function collect(pool: OrderedPool<number, number[]>, source: AsyncIterable<number[]>): Promise<{ got: number[]; error?: string }> {
    const got: number[] = [];
    try {
      for await (const results of pool.map(source)) got.push(...results);
      return { got };
    } catch (e) {
      return { got, error: (e as Error).message };
    } finally {
      await pool.close();
    }
  }

  it("hands the results back in order, and a worker's error after the results before it", async () => {
    expect(await collect(new OrderedPool(script, 3, {}), numbers(3000))).toEqual({ got: Array.from({ length: 3000 }, (_, i) => i * 2) });
    const { got, error } = await collect(new OrderedPool(script, 3, { throwAt: 2100 }), numbers(3000));
    expect(error).toBe("item 2100 refused");
    expect(got).toEqual(Array.from({ length: 2048 }, (_, i) => i * 2)); // every chunk of 256 before the one holding 2100
  });

  it("a worker that stops is a fault of its chunk, not a hang", async () => {
    const { got, error } = await collect(new OrderedPool(script, 2, { exitAt: 700 }), numbers(3000));
    expect(error).toBe("a worker thread stopped (exit code 3)");
    expect(got).toEqual(Array.from({ length: 512 }, (_, i) => i * 2));
  });

  it("an error of the input comes after the results of every item read before it", async () => {
    expect(await collect(new OrderedPool(script, 2, {}), numbers(1000, "truncated"))).toEqual({
      got: Array.from({ length: 1000 }, (_, i) => i * 2),
      error: "truncated",
    });
  });
});
