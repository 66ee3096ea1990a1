// Issue 40, N1: the official PHP sample of the optimizer service, modelled as it is
// (support/php-sample.ts: the sample's field names, every number a string, `preferred_gateway` in
// payment_info_data, nulls for the fields its form lacks, one product line always, no txn_data, PHP's
// JSON, its X-VERIFY), driven as its form sends it:
// - default mode: refused at create order with exactly the sample's deviations;
// - lenient mode: 200 with a token, each deviation logged in one line and recorded (txn_data as
//   `required-part-omitted`, the empty product line as `null-entry`), and conform reports each;
// - the browser redirect the sample sends next (/pinepg/v2/process/payment/redirect?orderToken=…)
//   is answered by the sandbox in both modes: a page that lets a person approve or fail the payment,
//   then returns to merchant_return_url.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RECORDED, startMocks } from "../../src/mock/mocks.ts";
import { ROOT } from "../../src/paths.ts";
import { startSandbox } from "../../src/sandbox/index.ts";
import { encodePayload, hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { basicHeader, orderPayload, SECRET, send } from "../sandbox/support.ts";
import { CONFIG, fullForm, minimalForm, samplePayload, sampleRedirect, sampleRequest } from "./support/php-sample.ts";

const lenient = await startSandbox({ service: "optimizer", port: 0, lenient: true });
afterAll(() => lenient.stop());

const createOrder = (url: string, form: Record<string, string>) => {
  const r = sampleRequest(form, SECRET);
  return send(`${url}/api/v2/order/create`, { body: r.body, headers: r.headers });
};

/** The full form's deviations: pointer and kind, as the lenient sandbox logs and records them. */
const FULL = [
  ["/body/request/txn_data", "required-part-omitted"],
  ["/body/request/merchant_data/merchant_id", "number-as-string"],
  ["/body/request/payment_info_data/amount", "number-as-string"],
  ["/body/request/payment_info_data/preferred_gateway", "undeclared-property"],
  ["/body/request/product_info_data/product_details/0/product_amount", "number-as-string"],
].sort();

describe("the model is the sample's request (a guard against a hand-tuned payload)", () => {
  it("no txn_data, numbers as strings, preferred_gateway in payment_info_data, nulls, one product line, PHP's escaped slashes", () => {
    const full = samplePayload(fullForm("1"));
    expect(Object.keys(full)).toEqual([
      "merchant_data",
      "payment_info_data",
      "customer_data",
      "billing_address_data",
      "shipping_address_data",
      "product_info_data",
      "additional_info_data",
    ]);
    expect(full.payment_info_data).toEqual({ amount: "249900", currency_code: "INR", preferred_gateway: "HDFC", order_desc: "Two books" });
    const minimal = samplePayload(minimalForm("2")) as Record<string, Record<string, unknown>>;
    expect(minimal.customer_data).toEqual({
      customer_ref_no: "CM-2",
      mobile_number: null,
      email_id: null,
      first_name: null,
      last_name: null,
      country_code: "91",
    });
    expect(minimal.product_info_data).toEqual({ product_details: [{ product_code: null, product_amount: null }] });
    const { request, headers } = sampleRequest(fullForm("1"), SECRET);
    expect(Buffer.from(request, "base64").toString("utf8")).toContain('"merchant_return_url":"http:\\/\\/localhost\\/');
    expect(headers["X-VERIFY"]).toMatch(/^[0-9A-F]{64}$/);
  });
});

describe("default mode", () => {
  it("refuses the sample's create order with exactly its deviations (x-verify is right)", async () => {
    const sb = await startSandbox({ service: "optimizer", port: 0 });
    try {
      const r = await createOrder(sb.url, fullForm("STRICT"));
      expect([r.status, r.body.code]).toEqual([400, "INVALID_REQUEST"]);
      expect(r.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(FULL.map(([p]) => p));
    } finally {
      await sb.stop();
    }
  });
});

describe("lenient mode (contracts mock --lenient, in process)", () => {
  it("the full form: 200 with a token; one log line per deviation; recorded; conform reports each; the redirect page answers", async () => {
    const dir = `${mkdtempSync(path.join(tmpdir(), "issue-40-php-"))}/`;
    const logs: string[] = [];
    const mocks = await startMocks({
      engine: "sandbox",
      lenient: true,
      record: dir,
      only: ["optimizer"],
      ports: { optimizer: 0 },
      onLog: (_, l) => logs.push(l),
    });
    let back: URL;
    try {
      const url = mocks.running[0]!.url;
      const order = await createOrder(url, fullForm("LENIENT"));
      expect([order.status, order.body.response_code, typeof order.body.token]).toEqual([200, 1, "string"]);

      // The sample's next step: the browser goes to the hosted payment page.
      const page = await fetch(sampleRedirect(url, order.body.token), { redirect: "manual" });
      expect([page.status, page.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
      const html = await page.text();
      expect(html).toContain("PHP-LENIENT");
      expect(html).toContain("249900 paise");
      const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
      expect(actions.map((a) => new URL(a, url).searchParams.get("decision"))).toEqual(["approve", "fail"]);
      // Approve: back to merchant_return_url with the order's outcome.
      const approved = await fetch(new URL(actions[0]!, url), { method: "POST", redirect: "manual" });
      expect(approved.status).toBe(303);
      back = new URL(approved.headers.get("location")!);
      const inquiry = await send(`${url}/api/pg/orders/${order.body.order_id}`, { headers: { authorization: basicHeader } });
      expect([inquiry.status, inquiry.body.order_data.status, inquiry.body.order_data.amount]).toEqual([200, "SUCCESS", 249900]);
      // The token is used up: the page refuses it, as process payment would.
      const again = await fetch(new URL(actions[1]!, url), { method: "POST", redirect: "manual" });
      expect(again.status).toBe(409);
    } finally {
      await mocks.stop();
    }
    expect(`${back.origin}${back.pathname}`).toBe(CONFIG.merchant_return_url);
    expect(Object.fromEntries(back.searchParams)).toEqual({ order_id: "PHP-LENIENT", agg_order_id: expect.stringMatching(/^\d+$/), status: "SUCCESS" });

    // Each deviation in one line, pointer and kind, never a value.
    const lines = logs.filter((l) => l.startsWith("lenient: "));
    expect(lines.map((l) => /^lenient: createOrder (\S+) \(([a-z-]+)\)/.exec(l)!.slice(1)).sort()).toEqual(FULL);
    expect(lines.join("\n")).not.toContain("249900");

    // Recorded beside the exchange as sent; the hosted page is not a contract operation and is not recorded.
    const file = path.join(dir, RECORDED.http);
    const entries = JSON.parse(readFileSync(file, "utf8")).log.entries as Array<{
      request: { url: string };
      _deviations?: Array<{ pointer: string; kind: string }>;
    }>;
    expect(entries.map((e) => new URL(e.request.url).pathname)).toEqual(["/api/v2/order/create", expect.stringMatching(/^\/api\/pg\/orders\//)]);
    expect(entries[0]!._deviations!.map((d) => [d.pointer, d.kind]).sort()).toEqual(FULL);

    // conform judges the request as sent: every deviation is a finding at its pointer (txn_data as required).
    const conform = spawnSync(process.execPath, ["--import", "tsx", "tools/src/cli/main.ts", "conform", file, "--format", "json", "--secret", SECRET], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(conform.status).toBe(1);
    const report = JSON.parse(conform.stdout) as { results: Array<{ violations: Array<{ rule: string; pointer: string }> }> };
    const found = report.results[0]!.violations.filter((v) => v.rule === "request-schema").map((v) => v.pointer);
    expect(found.sort()).toEqual(FULL.map(([p]) => `/request${p}`));
    expect(report.results[0]!.violations.map((v) => v.rule)).not.toContain("x-verify-mismatch");
  });

  it("the minimal form (three fields): 200; the always-sent empty product line is read as absent (null-entry)", async () => {
    const logs: string[] = [];
    const sb = await startSandbox({ service: "optimizer", port: 0, lenient: true, onLog: (l) => logs.push(l) });
    try {
      const r = await createOrder(sb.url, minimalForm("MIN"));
      expect([r.status, r.body.response_code]).toEqual([200, 1]);
    } finally {
      await sb.stop();
    }
    const kinds = logs.filter((l) => l.startsWith("lenient: ")).map((l) => /\(([a-z-]+)\)/.exec(l)![1]!);
    expect(kinds.filter((k) => k === "null-for-optional")).toHaveLength(24);
    expect(logs).toContain(
      "lenient: createOrder /body/request/product_info_data/product_details/0 (null-entry): an array entry whose every field was null; read as absent",
    );
    // The entry gives way as a whole: its two null fields are not listed on their own.
    expect(logs.some((l) => l.includes("/product_details/0/"))).toBe(false);
    expect(kinds.filter((k) => k !== "null-for-optional").sort()).toEqual([
      "null-entry",
      "number-as-string",
      "number-as-string",
      "required-part-omitted",
      "undeclared-property",
    ]);
  });

  it.each([
    ["a required field other than txn_data missing (merchant order_id)", (p: Record<string, any>) => delete p.merchant_data.order_id],
    ["txn_data sent but incomplete (navigation_mode missing)", (p: Record<string, any>) => (p.txn_data = { payment_mode: "10" })],
    ["a product line with one field filled (not all null)", (p: Record<string, any>) => (p.product_info_data.product_details[0].product_amount = null)],
    [
      "an empty product line that is not the last",
      (p: Record<string, any>) => p.product_info_data.product_details.unshift({ product_code: null, product_amount: null }),
    ],
  ])("still refuses %s", async (_, change) => {
    const payload = samplePayload(fullForm(`R${Math.random()}`)) as Record<string, any>;
    change(payload);
    const request = encodePayload(payload);
    const r = await send(`${lenient.url}/api/v2/order/create`, {
      body: JSON.stringify({ request }),
      headers: { "content-type": "application/json", "x-verify": hmacSha256Signer(SECRET)(request) },
    });
    expect([r.status, r.body.code]).toEqual([400, "INVALID_REQUEST"]);
  });
});

describe("the hosted payment page, default mode too (a documented decision)", () => {
  const sign = hmacSha256Signer(SECRET);
  const order = async (url: string, id: string) => {
    const request = encodePayload(orderPayload(id, 100000));
    return send(`${url}/api/v2/order/create`, {
      body: JSON.stringify({ request }),
      headers: { "content-type": "application/json", "x-verify": sign(request) },
    });
  };

  it("fail: the order is FAILED and the browser returns with that status; the .NET kit's lower-case ordertoken works", async () => {
    const sb = await startSandbox({ service: "optimizer", port: 0 });
    try {
      const o = await order(sb.url, "HOSTED-FAIL");
      expect(o.status).toBe(200);
      const page = await fetch(`${sb.url}/pinepg/v2/process/payment/redirect?ordertoken=${o.body.token}&paymentmodecsv=UPI`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("UPI");
      const failed = await fetch(`${sb.url}/pinepg/v2/process/payment/redirect?orderToken=${o.body.token}&decision=fail`, {
        method: "POST",
        redirect: "manual",
      });
      expect(failed.status).toBe(303);
      expect(new URL(failed.headers.get("location")!).searchParams.get("status")).toBe("FAILED");
      const inquiry = await send(`${sb.url}/api/pg/orders/${o.body.order_id}`, { headers: { authorization: basicHeader } });
      expect(inquiry.body.order_data.status).toBe("FAILED");
      // The token is single use: process payment refuses it afterwards, as the page does.
      const pay = await send(`${sb.url}/api/v2/process/payment?token=${o.body.token}`, {
        body: JSON.stringify({ payment_mode: 10, navigation_mode: 7, upi_data: { vpa: "a@upi", upi_option: "UPI" } }),
        headers: { "content-type": "application/json" },
      });
      expect(pay.status).toBe(409);
    } finally {
      await sb.stop();
    }
  });

  it.each([
    ["an unknown token", "orderToken=sbx_unknown", "GET", 401],
    ["no token", "", "GET", 401],
  ])("%s: an HTML page with the status process payment gives (%s)", async (_, q, method, status) => {
    const sb = await startSandbox({ service: "optimizer", port: 0 });
    try {
      const r = await fetch(`${sb.url}/pinepg/v2/process/payment/redirect?${q}`, { method });
      expect([r.status, r.headers.get("content-type")]).toEqual([status, "text/html; charset=utf-8"]);
      expect(await r.text()).toContain("Create a new order");
    } finally {
      await sb.stop();
    }
  });

  it("escapes what it shows (a merchant order id with markup)", async () => {
    const sb = await startSandbox({ service: "optimizer", port: 0 });
    try {
      const o = await order(sb.url, `<script>alert(1)</script>`);
      const html = await (await fetch(`${sb.url}/pinepg/v2/process/payment/redirect?orderToken=${o.body.token}`)).text();
      expect(html).not.toContain("<script>");
      expect(html).toContain("&lt;script&gt;");
    } finally {
      await sb.stop();
    }
  });
});
