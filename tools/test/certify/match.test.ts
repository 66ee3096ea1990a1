// The declarative matching of plan steps (given/want tables).
import { describe, expect, it } from "vitest";
import { conditionHolds, looseEqual, stepMatches } from "../../src/certify/match.ts";
import type { Condition, Plan, Step } from "../../src/certify/plan.ts";
import type { ExchangeView } from "../../src/certify/views.ts";

describe("looseEqual", () => {
  const table: Array<{ a: unknown; b: unknown; want: boolean }> = [
    { a: 4, b: "4", want: true },
    { a: "000012", b: 12, want: true },
    { a: "01", b: 1, want: true },
    { a: "4", b: "5", want: false },
    { a: "A1", b: "a1", want: false },
    { a: null, b: "null", want: true },
    { a: { x: 1 }, b: { x: 1 }, want: true },
    { a: { x: 1 }, b: "[object Object]", want: false },
    { a: true, b: "true", want: true },
  ];
  it.each(table)("$a ~ $b → $want", ({ a, b, want }) => expect(looseEqual(a, b)).toBe(want));
});

describe("conditions", () => {
  const earlier: ExchangeView = {
    file: "f",
    index: 0,
    operation: "generateToken",
    doc: { finished: 1_000, response: { body: { access_token: "abc", expires_in: 60 } }, request: { Detail: { BillingRefNo: "R1" } } },
  };
  const bound = new Map([["first", earlier]]);
  const doc = { started: 30_000, request: { headers: { authorization: "Bearer abc" }, Detail: { BillingRefNo: "R1", Amount: 5 } } };
  const table: Array<{ given: Condition; want: boolean }> = [
    { given: { pointer: "/request/Detail/Amount", exists: true }, want: true },
    { given: { pointer: "/request/Detail/Nope", exists: false }, want: true },
    { given: { pointer: "/request/Detail/Nope", exists: true }, want: false },
    { given: { pointer: "/request/Detail/Amount", equals: "5" }, want: true },
    { given: { pointer: "/request/Detail/Amount", oneOf: [1, 2] }, want: false },
    { given: { pointer: "/request/Detail/Amount", notOneOf: [1, 2] }, want: true },
    { given: { pointer: "/request/Detail/Nope", notOneOf: [1, 2] }, want: false },
    { given: { pointer: "/request/Detail/BillingRefNo", matches: "^R\\d$" }, want: true },
    { given: { pointer: "/request/Detail/BillingRefNo", sameAs: { step: "first" } }, want: true },
    { given: { pointer: "/request/headers/authorization", sameAs: { step: "first", pointer: "/response/body/access_token", prefix: "Bearer " } }, want: true },
    { given: { pointer: "/request/headers/authorization", sameAs: { step: "first", pointer: "/response/body/access_token" } }, want: false },
    { given: { pointer: "/started", before: { step: "first", pointer: "/finished", plusSeconds: "/response/body/expires_in" } }, want: true },
    { given: { pointer: "/started", before: { step: "first", pointer: "/finished" } }, want: false },
    { given: { pointer: "/request/Detail/BillingRefNo", sameAs: { step: "unbound" } }, want: false },
  ];
  it.each(table)("$given → $want", ({ given, want }) => expect(conditionHolds(given, doc, bound)).toBe(want));
});

describe("terminal steps", () => {
  const plan = { kind: "terminal", app: "mobile" } as Plan;
  const view = (service: string, methodId: unknown, type: unknown, code: unknown): ExchangeView => ({
    file: "f",
    index: 0,
    operation: "x",
    doc: { service, request: { Header: { MethodId: methodId }, Detail: { TransactionType: type } }, response: { Response: { ResponseCode: code } } },
  });
  const table: Array<{ step: Step; v: ExchangeView; want: boolean }> = [
    { step: { method: "1001", transactionType: 5120 }, v: view("mobile", "1001", 5120, "100"), want: true },
    { step: { method: "1001", transactionType: [5561, 5566] }, v: view("mobile", "1001", 5566, "100"), want: true },
    { step: { method: "1001", transactionType: 5120 }, v: view("terminal", "1001", 5120, "100"), want: false },
    { step: { method: "1001", responseCode: "100" }, v: view("mobile", "1001", 5120, 100), want: true },
    { step: { method: "1001", responseCode: ["0", "7"] }, v: view("mobile", "1001", 5120, "100"), want: false },
    { step: { method: "1002" }, v: view("mobile", "1001", 5120, "0"), want: false },
  ];
  it.each(table)("$step on $v.doc.service → $want", ({ step, v, want }) => expect(stepMatches(plan, step, v, new Map())).toBe(want));
});
