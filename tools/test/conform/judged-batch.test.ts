// conform --jobs: a worker sends each entry's event back cut down to what the sequence rules read
// (src/conform/judged-batch.ts). Every rule, run over the whole events and over the events as they
// come back from a worker (encoded, copied as postMessage copies them, decoded), does exactly the
// same: the same findings, holds and releases, in the same order. Over every conformance case, and
// over events of odd shapes (bodies and messages that are arrays, strings, numbers as text).
import { describe, expect, it } from "vitest";
import { decodeBatch, encodeBatch, type WorkerJudged } from "../../src/conform/judged-batch.ts";
import { batchFromJson, batchToJson, pseudonym } from "../../src/conform/part.ts";
import type { ReportSink } from "../../src/conform/report/sink.ts";
import { Runner } from "../../src/conform/runner.ts";
import { SEQUENCE_RULES } from "../../src/judge/sequence/index.ts";
import type { HttpEvent, HttpOperationId, SequenceEvent, SequenceSink, TerminalEvent } from "../../src/judge/sequence/types.ts";
import { entries, formatOf } from "../../src/recording/open.ts";
import { loadCases } from "./support/cases.ts";

/** Every call each rule makes on its sink, in order (-1: at the end of the recording). */
function trace(events: SequenceEvent[]): string[] {
  const log: string[] = [];
  for (const rule of SEQUENCE_RULES) {
    const state = rule.start();
    const sink = (at: number): SequenceSink => ({
      add: (v) => log.push(`${rule.id} @${at} add ${JSON.stringify(v)}`),
      hold: () => log.push(`${rule.id} @${at} hold`),
      release: (index, vs) => log.push(`${rule.id} @${at} release ${index} ${JSON.stringify(vs)}`),
    });
    for (const ev of events) state.observe(ev, sink(ev.index));
    state.finish(sink(-1));
  }
  return log;
}

/** The events as the reading thread gets them back from a worker, or (`part`) as merge reads them from a --shard part (JSON, credentials pseudonymized). */
function throughWorker(events: SequenceEvent[], part = false): SequenceEvent[] {
  const judged: WorkerJudged[] = events.map((event) => ({
    result: {
      file: "f",
      index: event.index,
      operation: event.kind === "http" ? event.operationId : `${event.app}.${event.methodId}`,
      ok: true,
      violations: [],
    },
    event,
    parsed: true,
    carried: 0,
  }));
  const batch = encodeBatch(judged);
  const back = part ? batchFromJson(JSON.parse(JSON.stringify(batchToJson(batch)))) : structuredClone(batch);
  return decodeBatch(back, "f").map((j) => j.event!);
}

const http = (
  index: number,
  operationId: HttpOperationId,
  parts: {
    query?: Record<string, string>;
    path?: Record<string, string>;
    request?: unknown;
    response?: unknown;
    status?: number;
    auth?: string;
    started?: number;
  },
): HttpEvent => ({
  kind: "http",
  index,
  operationId,
  pathParams: parts.path ?? {},
  exchange: {
    method: "POST",
    url: "",
    path: "",
    search: "",
    query: parts.query ?? {},
    request: { headers: parts.auth ? { authorization: parts.auth } : {}, body: parts.request, text: undefined, contentType: undefined },
    status: parts.status ?? 200,
    response: { headers: {}, body: parts.response, text: undefined, contentType: undefined },
    started: parts.started ?? index * 1000,
    finished: (parts.started ?? index * 1000) + 10,
  },
});

const sale = (index: number, app: TerminalEvent["app"], request: Record<string, unknown>, response: Record<string, unknown> | undefined): TerminalEvent => ({
  kind: "terminal",
  index,
  app,
  methodId: "1001",
  request,
  response,
});

const payload = (amount: unknown): string => Buffer.from(JSON.stringify({ payment_info_data: { amount } })).toString("base64");

/** Events whose bodies and messages take the shapes a cut could get wrong. */
const ODD: SequenceEvent[] = [
  http(0, "generateToken", { response: { access_token: "T1", expires_in: "60", extra: [1, 2] } }),
  http(1, "generateToken", { response: ["not", "an", "object"] }),
  http(2, "generateToken", { response: "text" }),
  http(3, "createOrder", { request: { request: payload(500), other: { deep: 1 } }, response: { token: "K1", order_id: 77, data: "x" } }),
  http(4, "createOrder", { request: ["x"], response: { token: 5, order_id: null } }),
  http(5, "createOrder", { request: "request", response: "token" }),
  http(6, "getOrder", { path: { order_id: "88" }, response: { order_data: { amount: "300", agg_order_id: 88, status: "PAID" } } }),
  http(7, "getOrder", { path: { order_id: "89" }, response: { order_data: "amount" } }),
  http(8, "getOrder", { path: { order_id: "90" }, response: { order_data: [{ amount: 1 }] } }),
  http(9, "refundPayment", { path: { payment_id: "88" }, request: { amount: "250", reason: "x" }, response: { response_code: "1" } }),
  http(10, "refundPayment", { path: { payment_id: "88" }, request: { amount: 100 }, response: { response_code: 2, order_data: { amount: 300 } } }),
  http(11, "refundPayment", { path: { payment_id: "77" }, request: { amount: 600 }, response: { order_data: "x" } }),
  http(12, "refundPayment", { path: { payment_id: "none" }, request: "amount" }),
  http(13, "processPayment", { query: { token: "K1", mode: "x" } }),
  http(14, "processPayment", { query: { token: "K1" } }),
  http(15, "processPayment", { query: { other: "y" } }),
  http(16, "getOffers" as HttpOperationId, { auth: "Bearer T1", started: 120_000 }),
  sale(
    17,
    "mobile",
    { Detail: { TransactionType: "5120", BillingRefNo: "B1", PaymentAmount: 100, BankCode: "01", Other: "x" } },
    {
      Response: { ResponseCode: 100, ResponseMsg: "INITIATED" },
      Detail: { Payments: [{ BatchNumber: "7", VendorRoc: "9", Extra: 1 }, { BatchNumber: "8" }] },
    },
  ),
  sale(
    18,
    "mobile",
    { Detail: { TransactionType: "5122", BillingRefNo: "B1", PaymentAmount: "100", BankCode: "02", BatchNo: "7", Roc: "10" } },
    {
      Response: { ResponseCode: "0", ResponseMsg: " approved " },
      Detail: { Payments: [{ ApprovalCode: "", RetrievalReferenceNumber: null }] },
    },
  ),
  sale(
    19,
    "terminal",
    { Detail: { TransactionType: " 5120 ", BillingRefNo: 42 } },
    { Response: { ResponseCode: "100" }, Detail: { BatchNumber: 3, Payments: ["x"] } },
  ),
  sale(
    20,
    "terminal",
    { Detail: { TransactionType: 5122, BillingRefNo: "42", BatchNo: 4 } },
    { Response: { ResponseCode: 0, ResponseMsg: "APPROVED" }, Detail: { Payments: [] } },
  ),
  sale(21, "terminal", { Detail: ["5120"] }, { Response: "100" }),
  sale(22, "mobile", { Detail: { TransactionType: "5102", BillingRefNo: "B2" } }, { Response: { ResponseCode: 100 }, Detail: [{ BatchNumber: 1 }] }),
  sale(23, "mobile", { Detail: { TransactionType: "5112", BillingRefNo: "B2" } }, { Response: { ResponseCode: 0, ResponseMsg: "APPROVED" }, Detail: "none" }),
  sale(24, "mobile", { Detail: { TransactionType: "5120", BillingRefNo: "B3" } }, undefined),
  {
    kind: "terminal",
    index: 25,
    app: "terminal",
    methodId: "1002",
    request: { Detail: { TransactionType: "5120" } },
    response: { Response: { ResponseCode: 100 } },
  },
];

describe("events cut down for the trip back from a worker", () => {
  it("every sequence rule does the same on odd shapes, whole or cut", () => {
    const whole = trace(ODD);
    expect(trace(throughWorker(ODD))).toEqual(whole);
    expect(trace(throughWorker(ODD, true))).toEqual(whole);
    // The events make the rules find, hold and release: the comparison has something to compare.
    for (const what of [" add ", " hold", " release "])
      expect(
        whole.some((line) => line.includes(what)),
        what,
      ).toBe(true);
    expect(new Set(whole.map((line) => line.split(" ")[0])).size).toBe(SEQUENCE_RULES.length);
  });

  it("every sequence rule does the same on every conformance case, whole or cut", async () => {
    const runner = new Runner({ sink: {} as ReportSink, basePath: undefined, signer: undefined, limits: undefined });
    let calls = 0;
    // Cases whose file is not a readable recording (exit 2) have no events to compare.
    for (const c of loadCases().filter((c) => c.expect.exit !== 2)) {
      const format = await formatOf(c.file);
      await runner.ready(format);
      const events: SequenceEvent[] = [];
      for await (const item of entries(c.file, format) as AsyncIterable<unknown>) {
        for (const raw of (Array.isArray(item) ? item : [item]) as Parameters<Runner["judgeEntry"]>[0][]) {
          if (raw.value === undefined) continue;
          const judged = runner.judgeEntry(raw, format, c.file);
          if (judged instanceof Promise) throw new Error("offline judging is synchronous");
          if (judged.event) events.push(judged.event);
        }
      }
      const whole = trace(events);
      calls += whole.length;
      expect(trace(throughWorker(events)), c.file).toEqual(whole);
      expect(trace(throughWorker(events, true)), `${c.file} through a part`).toEqual(whole);
    }
    expect(calls).toBeGreaterThan(10);
  });
});

describe("a --shard part holds no credential the rules read", () => {
  it("bearer, access and payment tokens are pseudonyms there (scheme kept), other values as they are", () => {
    const events: SequenceEvent[] = [
      http(0, "generateToken", { response: { access_token: "eyJhbGciOi-secret-access", expires_in: 3600 } }),
      http(1, "discoverOffers", { auth: "Bearer eyJhbGciOi-secret-access", request: { amount: 100 } }),
      http(2, "createOrder", { response: { token: "single-use-payment-token", order_id: "ORD-1" } }),
      http(3, "processPayment", { query: { token: "single-use-payment-token" } }),
    ];
    const judged: WorkerJudged[] = events.map((event) => ({
      result: { file: "f", index: event.index, operation: "x", ok: true, violations: [] },
      event,
      parsed: true,
      carried: 0,
    }));
    const text = JSON.stringify(batchToJson(encodeBatch(judged)));
    for (const secret of ["eyJhbGciOi-secret-access", "single-use-payment-token"]) {
      expect(text).not.toContain(secret);
      expect(text).toContain(pseudonym(secret));
    }
    expect(text).toContain(`"Bearer ${pseudonym("eyJhbGciOi-secret-access")}"`);
    expect(text).toContain('"expires_in":3600');
    expect(pseudonym("x")).toMatch(/^sha256:[0-9a-f]{32}$/);
  });
});
