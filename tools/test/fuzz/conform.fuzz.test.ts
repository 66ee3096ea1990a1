// Fuzz: the readers, the decoders (Base64 content, forms, JSON text) and every report format, through
// the runner: whatever a recording holds, no internal error, the other files are still judged, and
// no Luhn-valid 12-19 digit run reaches the report or stderr.
import fc from "fast-check";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fromHarEntry } from "../../src/recording/http-exchange.ts";
import { loadHttpValidators, type HttpValidators } from "../../src/judge/validators.ts";
import type { ExchangeResult } from "../../src/judge/model.ts";
import { JsonSink } from "../../src/conform/report/json.ts";
import { JunitSink } from "../../src/conform/report/junit.ts";
import type { ReportSink } from "../../src/conform/report/sink.ts";
import { TextSink } from "../../src/conform/report/text.ts";
import { Runner } from "../../src/conform/runner.ts";
import { loadMessageValidator, type MessageValidator } from "../../src/judge/terminal/validator.ts";
import { luhnWindows } from "../conform/support/leaks.ts";
import { hostileText, memoryOut, params, plantedJson, plantedPan } from "./support.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CONTROL_HAR = path.join(ROOT, "conformance/cases/optimizer/customers.har");
const CONTROL_JSONL = path.join(ROOT, "conformance/cases/terminal/mobile-upi-flow.jsonl");
const SOURCES = [
  "optimizer/order-payment-refund.har",
  "affordability/token-onboarding-discovery.har",
  "terminal/mobile-wallet-card-emi-flows.jsonl",
  "terminal/terminal-transactions.jsonl",
].map((f) => readFileSync(path.join(ROOT, "conformance/cases", f), "utf8"));
const dir = mkdtempSync(path.join(tmpdir(), "fuzz-conform-"));

let validators: HttpValidators;
let messages: MessageValidator;
beforeAll(async () => {
  validators = await loadHttpValidators();
  messages = await loadMessageValidator();
});

type Format = "text" | "json" | "junit";
function sinkFor(format: Format, out: ReturnType<typeof memoryOut>["out"]): ReportSink {
  return format === "json" ? new JsonSink(out) : format === "junit" ? new JunitSink(out) : new TextSink(out, true);
}

/** A recording mutated: cut, bytes flipped, hostile text spliced in (where JSON strings and values are). */
const mutation = fc.record({
  source: fc.nat(SOURCES.length - 1),
  cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  flips: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }),
  splices: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), hostileText), { maxLength: 3 }),
  format: fc.constantFrom<Format>("text", "json", "junit"),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(m: Mutation): string {
  let text = SOURCES[m.source]!;
  for (const [at, s] of m.splices) {
    // Inside a JSON string, so that most mutants still parse and reach the checks.
    const i = text.indexOf('"', Math.floor(at * text.length));
    if (i > 0) text = text.slice(0, i + 1) + JSON.stringify(s).slice(1, -1) + text.slice(i + 1);
  }
  const bytes = Buffer.from(text, "utf8");
  for (const [at, b] of m.flips) bytes[Math.floor(at * (bytes.length - 1))] = b;
  const out = bytes.toString("utf8");
  return m.cut === undefined ? out : out.slice(0, Math.floor(m.cut * out.length));
}

describe("conform (fuzz)", () => {
  it("mutated recordings: no internal error, the controls are judged, no card number in the report or stderr", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        const file = path.join(dir, `m${n++}${m.source < 2 ? ".har" : ".jsonl"}`);
        writeFileSync(file, mutate(m));
        const mem = memoryOut();
        const results: ExchangeResult[] = [];
        const sink = sinkFor(m.format, mem.out);
        const tap: ReportSink = {
          ...sink,
          fileStart: (f) => sink.fileStart(f),
          fileUnusable: (f, msg) => sink.fileUnusable(f, msg),
          fileEnd: (f) => sink.fileEnd(f),
          end: (s) => sink.end(s),
          result: (r) => {
            results.push(r);
            return sink.result(r);
          },
        };
        let stderr = "";
        const spy = vi.spyOn(process.stderr, "write").mockImplementation((c: string | Uint8Array) => {
          stderr += String(c);
          return true;
        });
        try {
          await new Runner({ sink: tap, validators, messages }).runFiles([CONTROL_HAR, file, CONTROL_JSONL]);
        } finally {
          spy.mockRestore();
        }
        expect(results.filter((r) => r.file === CONTROL_HAR)).toHaveLength(3);
        expect(results.filter((r) => r.file === CONTROL_JSONL).length).toBeGreaterThan(0);
        expect(luhnWindows(mem.text() + stderr)).toEqual([]);
        if (m.format === "json") JSON.parse(mem.text());
      }),
      params(120, 12_000),
    );
  });

  it("every report format: results with card numbers anywhere (operation, pointer, texts, file names) print none", async () => {
    const violation = fc.record({
      rule: fc.constant("response-schema" as const),
      where: fc.constant("response" as const),
      pointer: hostileText,
      expected: hostileText,
      actual: hostileText,
      message: hostileText,
    });
    const result = fc.record({
      file: hostileText,
      index: fc.nat(),
      operation: hostileText,
      ok: fc.boolean(),
      violations: fc.array(violation, { maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(result, { maxLength: 5 }), fc.constantFrom<Format>("text", "json", "junit"), plantedPan, async (rs, format, pan) => {
        const mem = memoryOut();
        const sink = sinkFor(format, mem.out);
        sink.fileStart(pan);
        for (const r of rs) await sink.result({ ...r, ok: r.violations.length === 0 });
        sink.fileUnusable(pan, `conform: ${pan}: cannot read it`);
        await sink.fileEnd(pan);
        await sink.end({ exchanges: rs.length, passed: 0, failed: 0, warnings: 0 });
        expect(luhnWindows(mem.text())).toEqual([]);
        if (format === "json") JSON.parse(mem.text());
      }),
      params(400),
    );
  });

  it("HAR entries built from hostile parts: fromHarEntry never throws (Base64 content, forms, JSON text)", () => {
    const side = fc.record({
      mime: fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", "", "application/problem+json"),
      text: fc.oneof(
        hostileText,
        plantedJson.map((v) => JSON.stringify(v) ?? "null"),
      ),
      base64: fc.boolean(),
    });
    fc.assert(
      fc.property(side, side, hostileText, hostileText, plantedJson, (req, res, method, url, status) => {
        const enc = (s: typeof req): Record<string, unknown> => ({
          mimeType: s.mime,
          text: s.base64 ? Buffer.from(s.text).toString("base64") : s.text,
          ...(s.base64 ? { encoding: "base64" } : {}),
        });
        const entry = {
          request: { method, url, headers: [{ name: "Content-Type", value: req.mime }], postData: enc(req) },
          response: { status, headers: [], content: enc(res) },
        };
        const { exchange, problems } = fromHarEntry(entry);
        expect(exchange !== undefined || problems.length > 0).toBe(true);
      }),
      params(1500),
    );
  });
});
