// Fuzz (issue 27, point 3): certify's plan reader and its matcher. A plan file of any content is
// read or refused with an InputError (never another exception); any recording is matched by every
// shipped plan's scenarios without an exception and within a work bound linear in its size.
import fc from "fast-check";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.ts";
import { matchScenario, type Work } from "../../src/certify/match.ts";
import { loadPlan, planNames, resolvePlan } from "../../src/certify/plan.ts";
import type { ExchangeView } from "../../src/certify/views.ts";
import { params, plantedJson } from "./support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "certify-fuzz-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const shipped = planNames().map((n) => resolvePlan(n));

/** A shipped plan's text with a slice replaced by hostile YAML (aliases, anchors, nesting, proto keys). */
const planText = fc
  .tuple(
    fc.constantFrom(...shipped),
    fc.nat(),
    fc.nat({ max: 200 }),
    fc.array(
      fc.oneof(
        fc.constantFrom(
          "&a x",
          "*a",
          "*b",
          "[",
          "]",
          "{",
          "}",
          ": ",
          "- ",
          "\n  ",
          "\n",
          "__proto__: 1",
          "constructor:",
          "each: true",
          "steps:",
          "<<: *a",
          '"',
          "!!js/function",
          "? ",
        ),
        fc.string({ maxLength: 6 }),
      ),
      { maxLength: 30 },
    ),
  )
  .map(([file, at, cut, parts]) => {
    const text = readFileSync(file, "utf8");
    const i = at % (text.length + 1);
    return text.slice(0, i) + parts.join("") + text.slice(Math.min(text.length, i + cut));
  });

describe("certify plans (fuzz): read, or refused with an InputError", () => {
  it("hostile edits of the shipped plans (YAML)", () => {
    let n = 0;
    fc.assert(
      fc.property(planText, (text) => {
        const file = path.join(dir, `p${n++ % 8}.yaml`);
        writeFileSync(file, text);
        try {
          const loaded = loadPlan(file);
          expect(loaded.plan.scenarios.length).toBeGreaterThan(0);
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          expect((e as Error).message).toContain(file);
        }
      }),
      params(150, 8000),
    );
  });

  it("any JSON value as a JSON plan", () => {
    fc.assert(
      fc.property(plantedJson, (value) => {
        const file = path.join(dir, "p.json");
        writeFileSync(file, JSON.stringify(value) ?? "");
        expect(() => loadPlan(file)).toThrow(InputError);
      }),
      params(300),
    );
  });
});

const header = (methodId: unknown) => ({ ApplicationId: "abcdefgh", UserId: "user1234", MethodId: methodId, VersionNo: "1.0" });
const exchange = fc.record({
  service: fc.constantFrom("mobile", "terminal", "constructor"),
  methodId: fc.oneof(fc.constantFrom("1001", "1002", "1004", "__proto__", "toString"), fc.string({ maxLength: 4 })),
  type: fc.oneof(fc.constantFrom(5120, 5121, 5122, 5102, 5112, 5561, 5563, "5120", "constructor"), fc.integer()),
  ref: fc.constantFrom("B1", "B2", "B3", "000001", "1", 1, null, "__proto__"),
  amount: fc.oneof(fc.constantFrom(100, "100", 200, "0100"), plantedJson),
  code: fc.constantFrom("0", "100", "7", 0, 100, "constructor"),
  extra: plantedJson,
});

describe("certify matching (fuzz): every shipped plan over any recording", () => {
  const plans = shipped.map((f) => loadPlan(f).plan);
  it("no exception, a status for every scenario, work linear in the exchanges", () => {
    fc.assert(
      fc.property(fc.array(exchange, { maxLength: 60 }), (xs) => {
        const views: ExchangeView[] = xs.map((x, index) => ({
          file: "r.jsonl",
          index,
          operation: "DoTransaction",
          doc: {
            service: x.service,
            request: {
              Header: header(x.methodId),
              Detail: { TransactionType: x.type, BillingRefNo: x.ref, PaymentAmount: x.amount, BatchNo: 1, Roc: 2, x: x.extra },
            },
            response: { Header: header(x.methodId), Response: { ResponseCode: x.code }, Detail: { BillingRefNo: x.ref } },
          },
        }));
        for (const plan of plans) {
          const work: Work = { checks: 0 };
          for (const s of plan.scenarios) {
            const m = matchScenario(plan, s, new Map([["r.jsonl", views]]), (v) => v.index % 3 !== 0, work);
            expect(["passed", "failed", "missing"]).toContain(m.status);
          }
          // Each step's candidates once per recording, plus each later step's looked-up candidates per start: with 60
          // exchanges and up to 3 steps, far below a quadratic search's count.
          expect(work.checks).toBeLessThanOrEqual(plan.scenarios.length * 4 * (views.length + 1) + views.length * views.length);
        }
      }),
      params(120, 8000),
    );
  });
});
