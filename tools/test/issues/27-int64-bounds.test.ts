// Issue 27, point 7: "Amounts beyond 2^53 and int64: two over-refunds in the sandbox, and no finding from conform."
// Every long of the documents is bounded in the contract to the integers a JSON number carries exactly,
// ±(2^53 - 1) (decision `@long`, listed in GAPS.md), so every judge refuses a value beyond it alike: the
// package validators, the optimizer sandbox (which also refunds with exact arithmetic only), the terminal
// simulator and `contracts conform`. The amounts are the adversarial run's (../shared/reviews/adversarial-run-3.md § 9).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GENERATED } from "../../src/paths.ts";
import { Simulator } from "../../src/simulator/simulator.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { validateRequest } from "../../src/validate/optimizer.ts";
import { validateMessage } from "../../src/validate/messages.ts";
import { conform } from "../conform/support/run.ts";
import { basicHeader, orderPayload, sandbox, SECRET, send, upi } from "../sandbox/support.ts";

const MAX = Number.MAX_SAFE_INTEGER; // 9007199254740991 = 2^53 - 1
const sign = hmacSha256Signer(SECRET);

/** Create order's payload as JSON text with `amount` written exactly as given (a JS number cannot carry 2^55 + 1). */
function payloadText(orderId: string, amount: string): string {
  return JSON.stringify(orderPayload(orderId, 1)).replace('"amount":1,', `"amount":${amount},`);
}

describe("the contract bounds every long to ±(2^53 - 1)", () => {
  const openapi = (service: string) => JSON.parse(readFileSync(path.join(GENERATED, service, "openapi.json"), "utf8"));

  /** Every schema node of `doc` with `format: int64`, and where it is. */
  function int64Nodes(node: unknown, at = ""): Array<[string, Record<string, unknown>]> {
    if (Array.isArray(node)) return node.flatMap((n, i) => int64Nodes(n, `${at}/${i}`));
    if (node === null || typeof node !== "object") return [];
    const o = node as Record<string, unknown>;
    const own: Array<[string, Record<string, unknown>]> = o.format === "int64" ? [[at, o]] : [];
    return [...own, ...Object.entries(o).flatMap(([k, v]) => (k === "examples" || k === "example" ? [] : int64Nodes(v, `${at}/${k}`)))];
  }

  it.each(["affordability", "optimizer"])("%s: every int64 (fields and path parameters) has minimum -(2^53 - 1) and maximum 2^53 - 1", (service) => {
    const doc = openapi(service);
    const nodes = int64Nodes(doc);
    expect(nodes.length).toBeGreaterThan(0);
    const unbounded = nodes.filter(([, n]) => n.minimum !== -MAX || n.maximum !== MAX).map(([at]) => at);
    // create order's order_id is "int64 or string" (a decision): a union branch cannot carry the bounds, so the
    // model's own rule bounds the number form
    const viaRule = "/components/schemas/CreateOrderResponse/properties/order_id/anyOf/0";
    expect(unbounded).toEqual(service === "optimizer" ? [viaRule] : []);
    if (service === "optimizer") {
      const rule = doc.components.schemas.CreateOrderResponse.allOf[0].properties.order_id;
      expect([rule.if, rule.then.minimum, rule.then.maximum]).toEqual([{ type: "integer" }, -MAX, MAX]);
    }
  });

  it("optimizer: the path parameters that are longs are bounded", () => {
    const params = Object.values(
      openapi("optimizer").paths as Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema: Record<string, unknown> }> }>>,
    )
      .flatMap((item) => Object.values(item).flatMap((op) => op.parameters ?? []))
      .filter((p) => p.in === "path" && p.schema.type === "integer");
    expect(params.map((p) => p.name).sort()).toEqual(["CustomerId", "customerId", "order_id", "payment_id"]);
    for (const p of params) expect([p.schema.minimum, p.schema.maximum]).toEqual([-MAX, MAX]);
  });

  it("terminal: every field the document types Long is bounded the same way", () => {
    const dir = path.join(GENERATED, "terminal", "schemas");
    const longs: string[] = [];
    for (const file of [
      "TerminalTransactionDetail.json",
      "MobileDoTransactionFields.json",
      "TerminalPaymentRecord.json",
      "SettlementSummaryItem.json",
      "UploadInvoiceDetail.json",
    ]) {
      const s = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { properties: Record<string, Record<string, unknown>> };
      for (const [name, p] of Object.entries(s.properties)) {
        if (p.type !== "integer" || !/\(Long\)|Long\b/.test(String(p.description))) continue;
        longs.push(`${file}#${name}`);
        expect([p.minimum, p.maximum], `${file} ${name}`).toEqual([-MAX, MAX]);
      }
    }
    expect(longs).toEqual(
      expect.arrayContaining([
        "TerminalTransactionDetail.json#PaymentAmount",
        "MobileDoTransactionFields.json#PaymentAmount",
        "TerminalTransactionDetail.json#WalletProgramId",
      ]),
    );
  });

  it("the decision is written down and listed in GAPS.md", () => {
    const gaps = readFileSync(path.join(GENERATED, "GAPS.md"), "utf8");
    expect(gaps).toMatch(/RefundRequest\/properties\/amount` \|.*bounded to the safe-integer range, minimum -9007199254740991 and maximum 9007199254740991/);
    expect(gaps).toMatch(/TerminalTransactionDetail\.json#\/properties\/PaymentAmount` \|.*safe-integer range/);
    expect(gaps).toMatch(/Amount\/properties\/value` \|.*safe-integer range/);
  });
});

describe("the package validators refuse a long beyond 2^53 - 1", () => {
  it.each([
    ["2^53", 2 ** 53, false],
    ["2^64", 2 ** 64, false],
    ["-2^63 - 1 (read as -2^63)", -(2 ** 63), false],
    ["2^53 - 1", MAX, true],
  ] as const)("refund amount %s", (_, amount, ok) => {
    const r = validateRequest("refundPayment", {
      path: { payment_id: "1000001" },
      headers: { authorization: basicHeader, "content-type": "application/json" },
      body: { amount, unique_merchant_txn_id: "R1" },
    });
    expect(r.ok).toBe(ok);
    if (!ok) expect(r.errors.map((e) => `${e.pointer} ${e.rule}`)).toContainEqual(expect.stringMatching(/^\/body\/amount (maximum|minimum)$/));
  });

  it("a terminal PaymentAmount of 2^63 is refused, 2^53 - 1 accepted", () => {
    const msg = (amount: number) => ({
      Header: { ApplicationId: "abcdefgh", UserId: "u", MethodId: "1001", VersionNo: "1.0" },
      Detail: { TransactionType: 5127, BillingRefNo: "B1", PaymentAmount: amount },
    });
    expect(validateMessage("mobile", msg(2 ** 63), "request").ok).toBe(false);
    expect(validateMessage("mobile", msg(MAX), "request").ok).toBe(true);
  });
});

describe("optimizer sandbox: no over-refund with amounts beyond 2^53", async () => {
  const sb = await sandbox({ service: "optimizer" });
  const json = { "content-type": "application/json" };

  async function createOrder(orderId: string, amount: string) {
    const b64 = Buffer.from(payloadText(orderId, amount), "utf8").toString("base64");
    return send(`${sb.url}/api/v2/order/create`, { body: JSON.stringify({ request: b64 }), headers: { ...json, "x-verify": sign(b64) } });
  }
  const refund = (orderId: number, amount: string, id: string) =>
    send(`${sb.url}/api/pg/payments/${orderId}/refund`, {
      body: `{"amount": ${amount}, "unique_merchant_txn_id": "${id}"}`,
      headers: { ...json, authorization: basicHeader },
    });

  it.each(["36028797018963968", "9223372036854775807", "18446744073709551616", "-9223372036854775809"])(
    "an order of %s paise is refused (400), so nothing can be refunded against it",
    async (amount) => {
      const r = await createOrder(`ORDER-${amount}`, amount);
      expect([r.status, r.body.code]).toEqual([400, "INVALID_REQUEST"]);
      expect(JSON.stringify(r.body.errors)).toContain("/payment_info_data/amount");
    },
  );

  it("on an order of 2^53 - 1 paise, refunds add up exactly: 2^53 - 5 and 4 pass, one more paisa is refused", async () => {
    const order = await createOrder("ORDER-MAX", String(MAX));
    expect(order.status).toBe(200);
    const id = order.body.order_id as number;
    const pay = await send(`${sb.url}/api/v2/process/payment?token=${order.body.token}`, { body: JSON.stringify(upi), headers: json });
    expect(pay.status).toBe(200);
    expect((await refund(id, String(MAX - 4), "R1")).status).toBe(200);
    const over = await refund(id, "5", "R2");
    expect([over.status, over.body.code]).toEqual([422, "REFUND_EXCEEDS_CAPTURED"]);
    expect((await refund(id, "4", "R3")).status).toBe(200);
    expect((await refund(id, "1", "R4")).status).toBe(409); // fully refunded
    const inquiry = await send(`${sb.url}/api/pg/orders/${id}`, { headers: { authorization: basicHeader } });
    expect([inquiry.body.order_data.refund_amount, inquiry.body.order_data.status]).toEqual([MAX, "REFUNDED"]);
  });

  it("a refund amount beyond 2^53 - 1 is refused before any arithmetic", async () => {
    const order = await createOrder("ORDER-R", "100000");
    const id = order.body.order_id as number;
    await send(`${sb.url}/api/v2/process/payment?token=${order.body.token}`, { body: JSON.stringify(upi), headers: json });
    const r = await refund(id, "9007199254740993", "R-BIG");
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.errors)).toContain("/body/amount");
  });
});

describe("the simulator answers 7 (Invalid data-format) to a PaymentAmount beyond 2^53 - 1", () => {
  it.each([
    ["2^53", "9007199254740992"],
    ["2^63", "9223372036854775808"],
  ])("mobile UPI sale of %s paise", (_, amount) => {
    const sim = new Simulator();
    const text = `{"Header": {"ApplicationId": "abcdefgh", "UserId": "u", "MethodId": "1001", "VersionNo": "1.0"}, "Detail": {"TransactionType": 5120, "BillingRefNo": "B1", "BankCode": "4", "PaymentAmount": ${amount}}}`;
    expect((sim.handle("mobile", text).Response as { ResponseCode: unknown }).ResponseCode).toBe("7");
  });
});

describe("contracts conform reports a long beyond 2^53 - 1", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "issue27-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("create orders of 2^64 and -2^63 - 1 paise are request-schema findings on the amount (exit 1)", async () => {
    const entry = (orderId: string, amount: string) => {
      const b64 = Buffer.from(payloadText(orderId, amount), "utf8").toString("base64");
      return {
        startedDateTime: "2024-01-15T10:00:00.000Z",
        time: 10,
        request: {
          method: "POST",
          url: "https://test.base-url.invalid/api/v2/order/create",
          httpVersion: "HTTP/1.1",
          headers: [
            { name: "Content-Type", value: "application/json" },
            { name: "x-verify", value: sign(b64) },
          ],
          queryString: [],
          cookies: [],
          headersSize: -1,
          bodySize: -1,
          postData: { mimeType: "application/json", text: JSON.stringify({ request: b64 }) },
        },
        response: {
          status: 200,
          statusText: "OK",
          httpVersion: "HTTP/1.1",
          headers: [{ name: "Content-Type", value: "application/json" }],
          cookies: [],
          content: {
            size: -1,
            mimeType: "application/json",
            text: `{"token": "T-${orderId}", "order_id": 1000001, "response_code": 1, "response_message": "SUCCESS"}`,
          },
          redirectURL: "",
          headersSize: -1,
          bodySize: -1,
        },
        cache: {},
        timings: { send: 0, wait: 10, receive: 0 },
      };
    };
    const file = path.join(dir, "int64.har");
    const entries = [entry("O-2-64", "18446744073709551616"), entry("O-MIN", "-9223372036854775809"), entry("O-MAX", String(MAX))];
    writeFileSync(file, JSON.stringify({ log: { version: "1.2", creator: { name: "issue 27", version: "1" }, entries } }));
    const { exit, report } = await conform([file, "--secret", SECRET]);
    expect(exit).toBe(1);
    const found = report.results.map((r) => [r.index, r.ok, r.violations.map((v) => `${v.rule} ${v.pointer}`)]);
    expect(found).toEqual([
      [0, false, ["request-schema /request/body/request/payment_info_data/amount"]],
      [1, false, ["request-schema /request/body/request/payment_info_data/amount"]],
      [2, true, []],
    ]);
  });
});
