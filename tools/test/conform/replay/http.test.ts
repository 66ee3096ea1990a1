// Replay of HTTP recordings against live targets started here: a conforming build that assigns its
// own ids and tokens (substitution must carry them into later requests), and deliberately broken
// builds (a wrong status, a missing field, a leaked full card number, a hung server, a closed port):
// the suite catches what it claims to, and a failing target never stops the run.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hmacSha256Signer, verifySignature } from "../../../src/signing/x-verify.ts";
import { fullCardNumbers } from "../support/leaks.ts";
import { conform, verdicts } from "../support/run.ts";
import { responseExamples, startTarget, type Answer, type Target } from "../support/targets.ts";

const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const CUSTOMERS = "conformance/cases/optimizer/customers.har";
const ORDERS = "conformance/cases/optimizer/order-payment-refund.har";
const CARDS = "conformance/cases/optimizer/saved-cards.har";
const EX = responseExamples("optimizer");
const ok = (operationId: string, patch: (b: any) => void = () => {}, headers?: Record<string, string>): Answer => {
  const body = structuredClone(EX[operationId]!["200"]) as any;
  patch(body);
  return { status: 200, body, headers };
};

/** A conforming optimizer build: its own customer id, order id and token; later calls must use them. */
function conforming(): Parameters<typeof startTarget>[0] {
  const signer = hmacSha256Signer(SECRET);
  return ({ method, path, query, headers, json }) => {
    const j = json as any;
    if (method === "POST" && path === "/create/customer") return ok("createCustomer", (b) => (b.customer_id = 777));
    if (method === "GET" && path === "/customer/777") return ok("getCustomer", (b) => (b.customer_id = 777));
    if (method === "POST" && path === "/update/customer/777") return ok("updateCustomer", (b) => (b.customer_id = 777));
    if (method === "POST" && path === "/api/v2/order/create") {
      if (!verifySignature(signer, j?.request ?? "", String(headers["x-verify"] ?? ""))) return { status: 401, body: { message: "bad x-verify" } };
      return ok("createOrder", (b) => {
        b.token = "LIVE-TOKEN-1";
        b.order_id = 5550001;
      });
    }
    if (method === "POST" && path === "/api/v2/process/payment" && query.get("token") === "LIVE-TOKEN-1")
      return ok("processPayment", (b) => (b.redirect_url = "https://live.invalid/redirect?token=LIVE-TOKEN-1"));
    if (method === "GET" && path === "/api/pg/orders/5550001") return ok("getOrder", (b) => (b.order_data.agg_order_id = 5550001));
    if (method === "POST" && path === "/api/pg/payments/2000001/refund") {
      // The refund answer's x-verify: the merchant-secret signature of the Base64 of the body as sent.
      const answer = ok("refundPayment");
      return { ...answer, headers: { "x-verify": signer(Buffer.from(JSON.stringify(answer.body), "utf8").toString("base64")) } };
    }
    for (const [p, op] of [
      ["/api/customer/card/save", "saveCard"],
      ["/api/customer/card/fetch", "fetchSavedCards"],
      ["/api/customer/card/delete", "deleteSavedCard"],
    ] as const) {
      if (method === "POST" && path === p) return ok(op);
    }
    return { status: 404, body: { message: `no route ${method} ${path}` } };
  };
}

describe("replay against HTTP targets", () => {
  const targets: Target[] = [];
  const start = async (h: Parameters<typeof startTarget>[0]): Promise<Target> => {
    const t = await startTarget(h);
    targets.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(targets.map((t) => t.stop()));
  });

  let good: Target;
  beforeAll(async () => {
    good = await start(conforming());
  });

  it("passes against a conforming build, substituting its ids and tokens", async () => {
    const { exit, report } = await conform([CUSTOMERS, ORDERS, CARDS, "--target", `optimizer=${good.url}`, "--secret", SECRET]);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
    expect(exit).toBe(0);
    const urls = good.requests.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain("GET /customer/777");
    expect(urls).toContain("POST /update/customer/777");
    expect(urls).toContain("POST /api/v2/process/payment?token=LIVE-TOKEN-1");
    expect(urls).toContain("GET /api/pg/orders/5550001");
  });

  it("re-encodes and re-signs a create-order payload whose values were substituted", async () => {
    // A recording that creates the customer, then an order for it (customer_data.customer_id).
    const dir = mkdtempSync(path.join(tmpdir(), "replay-"));
    const entries = (f: string) => (JSON.parse(readFileSync(f, "utf8")) as { log: { entries: unknown[] } }).log.entries;
    const file = path.join(dir, "customer-then-order.har");
    writeFileSync(
      file,
      JSON.stringify({ log: { version: "1.2", creator: { name: "t", version: "1" }, entries: [entries(CUSTOMERS)[0], ...entries(ORDERS)] } }),
    );
    let payloadCustomer: unknown;
    const t = await start((r) => {
      if (r.path === "/api/v2/order/create")
        payloadCustomer = JSON.parse(Buffer.from((r.json as any).request, "base64").toString("utf8")).customer_data.customer_id;
      return conforming()(r);
    });
    const { exit, report } = await conform([file, "--target", t.url, "--secret", SECRET]);
    expect(payloadCustomer).toBe(777);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
    expect(exit).toBe(0);
  });

  it("replay-diff: catches a wrong status", async () => {
    const t = await start(() => ({ status: 500, body: { message: "internal error" } }));
    const { exit, report } = await conform([CUSTOMERS, "--target", t.url]);
    expect(exit).toBe(1);
    for (const [, v] of verdicts(report)) expect(v.rules).toEqual(expect.arrayContaining(["undocumented-status", "replay-diff"]));
    expect(report.results[0]!.violations).toContainEqual(
      expect.objectContaining({ rule: "replay-diff", pointer: "/response/status", expected: "200", actual: "500" }),
    );
  });

  it("catches a missing field", async () => {
    const t = await start((r) => {
      const a = conforming()(r);
      if (r.path === "/create/customer") delete (a.body as any).response_code;
      return a;
    });
    const { exit, report } = await conform([CUSTOMERS, "--target", t.url]);
    expect(exit).toBe(1);
    expect(verdicts(report).get(0)).toEqual({ ok: false, rules: ["replay-diff", "response-schema"] });
    expect(report.results.find((r) => r.index === 0)!.violations).toContainEqual(
      expect.objectContaining({ rule: "response-schema", pointer: "/response/body/response_code", expected: "present", actual: "(absent)" }),
    );
    expect(verdicts(report).get(1)).toEqual({ ok: true, rules: [] });
  });

  it("catches a leaked full card number, and reports it masked", async () => {
    const t = await start((r) => {
      const a = conforming()(r);
      if (r.path === "/api/customer/card/fetch") (a.body as any).card_details[0].masked_card_number = "4111111111111111";
      if (r.path === "/api/customer/card/save") (a.body as any).masked_card_number = "4012 0010 3714 1112";
      return a;
    });
    const { exit, report, text } = await conform([CARDS, "--target", t.url]);
    expect(exit).toBe(1);
    expect(verdicts(report).get(0)!.rules).toContain("card-number-leak");
    expect(verdicts(report).get(1)!.rules).toContain("card-number-leak");
    expect(report.results.find((r) => r.index === 1)!.violations).toContainEqual(
      expect.objectContaining({ rule: "card-number-leak", pointer: "/response/body/card_details/0/masked_card_number", actual: '"411111******1111"' }),
    );
    expect(fullCardNumbers(text)).toEqual([]);
  });

  it("replay-transport: reports a timeout for that exchange and goes on", async () => {
    let n = 0;
    const t = await start((r) => (n++ === 0 ? { status: 0, hang: true } : conforming()(r)));
    const { exit, report } = await conform([CUSTOMERS, "--target", t.url, "--timeout", "300"]);
    expect(exit).toBe(1);
    expect(report.summary.exchanges).toBe(3);
    const first = report.results.find((r) => r.index === 0)!;
    expect(first.violations).toEqual([expect.objectContaining({ rule: "replay-transport", where: "response", actual: "no response within 300 ms" })]);
    // the customer id was never captured, so the next calls go to the recorded id and get 404
    expect(verdicts(report).get(1)!.rules).toContain("undocumented-status");
  });

  it("reports a refused connection for every exchange", async () => {
    const t = await startTarget(() => ({ status: 200 }));
    const url = t.url;
    await t.stop();
    const { exit, report } = await conform([CUSTOMERS, "--target", url, "--timeout", "2000"]);
    expect(exit).toBe(1);
    expect(report.results.map((r) => r.violations.map((v) => [v.rule, v.actual]))).toEqual([
      [["replay-transport", "connection failed (ECONNREFUSED)"]],
      [["replay-transport", "connection failed (ECONNREFUSED)"]],
      [["replay-transport", "connection failed (ECONNREFUSED)"]],
    ]);
  });

  it("refuses a target it cannot use", async () => {
    await expect(conform([CUSTOMERS, "--target", "ftp://x"])).rejects.toThrow(/neither an http\(s\) URL nor stdio:COMMAND/);
  });
});
