// Limits with a finding, never a crash (limits.ts): beyond each documented limit the exchange gets
// a "too deep" / "too large" finding naming the limit and the run goes on with the other exchanges
// and files. Each limit is exercised at a small configured value; the full-size cases (1,000,000
// levels, 200 MB lines) were measured once (see the report of issue 15), except one deep case here.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { fileError, formatOf } from "../../src/recording/open.ts";
import { readError } from "../../src/recording/read-error.ts";
import { boundFindings, checkShape, fitsByLength, jsonTextTooDeep, LIMITS, type Limits } from "../../src/limits.ts";
import type { ExchangeResult } from "../../src/judge/model.ts";
import type { ReportSink } from "../../src/conform/report/sink.ts";
import { Runner } from "../../src/conform/runner.ts";
import { InputError } from "../../src/errors.ts";
import { checkEncoded, MAX_ENCODED_CHARS } from "../../src/validate/encoded.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CONTROL_HAR = path.join(ROOT, "conformance/cases/optimizer/customers.har");
const CONTROL_JSONL = path.join(ROOT, "conformance/cases/terminal/mobile-upi-flow.jsonl");
const CONTROL_JSONL_LINES = readFileSync(CONTROL_JSONL, "utf8")
  .split("\n")
  .filter((l) => l.trim()).length;
const dir = mkdtempSync(path.join(tmpdir(), "limits-"));

const harEntry = (): Record<string, any> => JSON.parse(readFileSync(CONTROL_HAR, "utf8")).log.entries[0];
const termLine = (): Record<string, any> =>
  JSON.parse(readFileSync(path.join(ROOT, "conformance/cases/terminal/header-not-echoed.jsonl"), "utf8").split("\n")[0]!);
const har = (name: string, entries: unknown[]): string => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify({ log: { version: "1.2", creator: { name: "t", version: "1" }, entries } }));
  return file;
};
const jsonl = (name: string, lines: string[]): string => {
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
};

interface Outcome {
  results: ExchangeResult[];
  unusable: string[];
  stderr: string;
}

async function run(files: string[], limits: Partial<Limits> = {}, wholeFileLimit?: number): Promise<Outcome> {
  const results: ExchangeResult[] = [];
  const unusable: string[] = [];
  const sink: ReportSink = {
    fileStart() {},
    fileUnusable: (_f, m) => void unusable.push(m),
    async fileEnd() {},
    result: (r) => void results.push(r),
    async end() {},
  };
  let stderr = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((c: string | Uint8Array) => {
    stderr += String(c);
    return true;
  });
  try {
    await new Runner({ sink, limits, wholeFileLimit }).runFiles(files);
  } finally {
    spy.mockRestore();
  }
  return { results, unusable, stderr };
}

/** The controls around the hostile file were both fully judged. */
function controlsJudged(o: Outcome): void {
  expect(o.results.filter((r) => r.file === CONTROL_HAR)).toHaveLength(3);
  expect(o.results.filter((r) => r.file === CONTROL_JSONL)).toHaveLength(CONTROL_JSONL_LINES);
}

const messagesOf = (o: Outcome, file: string): string[] => o.results.filter((r) => r.file === file).flatMap((r) => r.violations.map((v) => v.message));

describe("limits", () => {
  it("entry size, JSON Lines: a line over the limit is a finding; the next line and the other files are judged", async () => {
    const small = JSON.stringify(termLine());
    const big = JSON.stringify({ ...termLine(), pad: "x".repeat(5000) });
    const file = jsonl("big-line.jsonl", [small, big, small]);
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL], { entryChars: 2000 });
    expect(messagesOf(o, file)).toContain("too large: line 2 is longer than 2000 characters (limit)");
    expect(o.results.filter((r) => r.file === file).map((r) => r.index)).toEqual([0, 1, 2]);
    controlsJudged(o);
  });

  it("entry size, JSON Lines without a newline at the end: the cut line is still a finding", async () => {
    const file = path.join(dir, "noline.jsonl");
    writeFileSync(file, "y".repeat(50_000));
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL], { entryChars: 1000 });
    expect(messagesOf(o, file)).toEqual(["too large: line 1 is longer than 1000 characters (limit)"]);
    controlsJudged(o);
  });

  it("entry size, streamed HAR: an entry over the limit is a finding, never held whole", async () => {
    const big = { ...harEntry(), _pad: "x".repeat(5000) };
    const file = har("big-entry.har", [harEntry(), big, harEntry()]);
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL], { entryChars: 3000 }, 0);
    expect(messagesOf(o, file)).toEqual(["too large: entry 1 is longer than 3000 characters (limit)"]);
    controlsJudged(o);
  });

  it("nesting depth: of an entry, of a body given as text, of a terminal reply", async () => {
    const deep = (n: number): unknown => JSON.parse(`${'{"a":'.repeat(n)}1${"}".repeat(n)}`);
    const bodyDeep = harEntry();
    bodyDeep.response.content.text = `${'{"a":'.repeat(30)}1${"}".repeat(30)}`;
    const file = har("deep.har", [{ ...harEntry(), _x: deep(30) }, bodyDeep, harEntry()]);
    const line = termLine();
    line.response.Detail = deep(30);
    const lines = jsonl("deep.jsonl", [JSON.stringify(line), JSON.stringify({ ...termLine(), response: JSON.stringify(line.response) })]);
    // Parsed whole, and streamed (where the scanner's count of an entry's nesting spares the walk of a shallow one).
    for (const wholeFileLimit of [undefined, 0]) {
      const o = await run([CONTROL_HAR, file, lines, CONTROL_JSONL], { depth: 20 }, wholeFileLimit);
      expect(messagesOf(o, file)).toEqual([
        "too deep: entry 0 is nested deeper than 20 levels (limit)",
        "too deep: the response body is nested deeper than 20 levels (limit)",
      ]);
      expect(messagesOf(o, lines)).toEqual([
        "too deep: line 1 is nested deeper than 20 levels (limit)",
        "too deep: the response is nested deeper than 20 levels (limit)",
      ]);
      controlsJudged(o);
    }
  });

  it("nesting of 200,000 levels at the default limit: a finding, no stack overflow", async () => {
    const n = 200_000;
    const file = path.join(dir, "very-deep.jsonl");
    writeFileSync(
      file,
      '{"service":"terminal","request":{"Header":{"ApplicationId":"a","MethodId":"1003","VersionNo":"1.0"}},"response":' +
        '{"Header":'.repeat(n) +
        "1" +
        "}".repeat(n) +
        "}\n",
    );
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL]);
    expect(messagesOf(o, file)).toEqual([`too deep: line 1 is nested deeper than ${LIMITS.depth} levels (limit)`]);
    controlsJudged(o);
  });

  it("number of values: an exchange with more values than the limit is a finding", async () => {
    const line = termLine();
    line.response.Detail = { list: Array.from({ length: 100 }, (_, i) => i) };
    const file = jsonl("many.jsonl", [JSON.stringify(line), JSON.stringify(termLine())]);
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL], { values: 80 });
    expect(messagesOf(o, file)[0]).toBe("too large: line 1 holds more than 80 values (limit)");
    expect(o.results.filter((r) => r.file === file)).toHaveLength(2);
    controlsJudged(o);
  });

  it("Base64 content size: base64 response content over the limit is not decoded", async () => {
    const e = harEntry();
    e.response.content = { mimeType: "application/json", encoding: "base64", size: 1, text: Buffer.from(e.response.content.text).toString("base64") };
    const file = har("b64.har", [e]);
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL], { base64Chars: 16 });
    expect(messagesOf(o, file)[0]).toBe("too large: the base64 response content is longer than 16 characters (limit); it is not decoded");
    controlsJudged(o);
  });

  it("Base64 payload size of create order: a finding, not decoded", () => {
    const enc = { pointer: "/request", encoding: "base64", mediaType: "application/json", validator: "x" } as Parameters<typeof checkEncoded>[1];
    const errors = checkEncoded({ request: "A".repeat(MAX_ENCODED_CHARS + 4) }, enc, {});
    expect(errors).toEqual([
      {
        pointer: "/body/request",
        rule: "base64",
        message: `too large: the encoded payload is longer than ${MAX_ENCODED_CHARS} characters (limit); it is not decoded`,
        expected: "Base64 (RFC 4648 alphabet with padding)",
      },
    ]);
  });

  it("findings per exchange and text length: the rest is counted in one last finding, long texts are cut", () => {
    const v = (i: number): ExchangeResult["violations"][number] => ({
      rule: "response-schema",
      where: "response",
      pointer: `/response/body/${"k".repeat(i === 0 ? 300 : 1)}`,
      expected: "x",
      actual: "y",
      message: "m",
    });
    const r = { violations: Array.from({ length: 12 }, (_, i) => v(i)) };
    boundFindings(r, { findingsPerExchange: 5, textChars: 100 });
    expect(r.violations).toHaveLength(6);
    expect(r.violations[5]!.message).toBe("too many findings: 7 more findings of this exchange are not listed (limit 5)");
    expect(r.violations[0]!.pointer).toHaveLength(100);
    expect(r.violations[0]!.pointer.endsWith("…")).toBe(true);
  });

  it("findings per exchange through the runner: a response with many full card numbers", async () => {
    const e = JSON.parse(readFileSync(path.join(ROOT, "conformance/cases/optimizer/saved-cards-full-card-number.har"), "utf8")).log.entries[0];
    const body = JSON.parse(e.response.content.text);
    // Under 40 different names (the same cause at the items of one array is grouped into one finding).
    for (let i = 0; i < 40; i++) body[`copy_${i}`] = body.card_details[0];
    e.response.content.text = JSON.stringify(body);
    const file = har("cards.har", [e]);
    const o = await run([file], { findingsPerExchange: 10 });
    const vs = o.results[0]!.violations;
    expect(vs).toHaveLength(11);
    expect(vs[10]!.message).toMatch(/^too many findings: \d+ more findings of this exchange are not listed \(limit 10\)$/);
  });

  it("a fault of the runner on one entry is a finding of that entry; the rest is judged", async () => {
    const line = termLine();
    line.request.Header.MethodId = { toString: 1 }; // String() of it throws
    const file = jsonl("fault.jsonl", [JSON.stringify(line), JSON.stringify(termLine())]);
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL]);
    expect(messagesOf(o, file)[0]).toMatch(/^internal error while judging this entry \(TypeError: .*\); please report it$/);
    expect(o.results.filter((r) => r.file === file)).toHaveLength(2);
    controlsJudged(o);
  });

  it("shape checks are exact at the limit", () => {
    const table: Array<{ given: unknown; want: string | undefined }> = [
      { given: [[[1]]], want: undefined },
      { given: [[[[1]]]], want: "depth" },
      { given: { a: [1, 2, 3] }, want: undefined },
      { given: { a: [1, 2, 3, 4, 5] }, want: "values" },
    ];
    for (const { given, want } of table) expect(checkShape(given, { depth: 3, values: 5 })?.limit).toBe(want);
    expect(jsonTextTooDeep('[[["[[[[[["]]]', 3)).toBe(false);
    expect(jsonTextTooDeep("[[[[]]]]", 3)).toBe(true);
  });
});

describe("files that are not regular files, or cannot be read: exit 2 naming the file, the others reported", () => {
  const fifo = path.join(dir, "fifo.jsonl");
  spawnSync("mkfifo", [fifo]);
  const zero = path.join(dir, "zero.har");
  symlinkSync("/dev/zero", zero);

  it.each([
    { file: fifo, why: "a FIFO (named pipe)" },
    { file: zero, why: "a character device" },
    { file: dir, why: "is a directory, not a recording" },
  ])("$why", async ({ file, why }) => {
    await expect(formatOf(file)).rejects.toThrow(`conform: ${file}: cannot read it (${why}`);
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL]);
    expect(o.unusable).toHaveLength(1);
    expect(o.unusable[0]).toContain(file);
    expect(o.stderr).toBe(""); // the runner reports to its sink; the command prints
    controlsJudged(o);
  });

  it("a file that cannot be read (EACCES) is an input error naming the file", () => {
    const e = readError("x.har", Object.assign(new Error("EACCES: permission denied, open 'x.har'"), { code: "EACCES", syscall: "open" }));
    expect(e).toBeInstanceOf(InputError);
    expect((e as Error).message).toBe("conform: x.har: cannot read it (permission denied); check the path");
    expect(fileError("y.jsonl", { code: "EIO" }).message).toBe("conform: y.jsonl: cannot read it (input/output error); check the path");
    const other = new RangeError("x");
    expect(readError("x.har", other)).toBe(other);
  });

  it.skipIf(process.getuid?.() === 0)("an unreadable file (not as root): exit-2 message, the others reported", async () => {
    const file = path.join(dir, "locked.har");
    writeFileSync(file, readFileSync(CONTROL_HAR));
    spawnSync("chmod", ["000", file]);
    const o = await run([CONTROL_HAR, file, CONTROL_JSONL]);
    expect(o.unusable[0]).toBe(`conform: ${file}: cannot read it (permission denied); check the path`);
    controlsJudged(o);
  });
});

describe("fitsByLength: a text short enough cannot hold a value beyond a limit", () => {
  it("agrees with checkShape on the deepest and the largest values a short text can hold", () => {
    const limits = { depth: 5, values: 12 };
    // The most deeply nested and the most numerous values that fit in n characters.
    const deepest = (n: number) => "[".repeat(Math.floor(n / 2)) + "]".repeat(Math.floor(n / 2));
    const most = (n: number) => `[${Array.from({ length: Math.max(0, Math.floor((n - 1) / 2)) }, () => "0").join(",")}]`;
    for (let n = 2; n <= 40; n++) {
      for (const text of [deepest(n), most(n)]) {
        if (text.length > n) continue;
        const fits = checkShape(JSON.parse(text), limits) === undefined;
        if (fitsByLength(text.length, limits)) expect(fits, text).toBe(true);
      }
    }
    expect(fitsByLength(10, limits)).toBe(true);
    expect(fitsByLength(11, limits)).toBe(false);
    expect(checkShape(JSON.parse(deepest(12)), limits)?.limit).toBe("depth");
  });
});
