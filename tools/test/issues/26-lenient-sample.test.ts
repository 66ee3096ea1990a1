// Issue 26 (one contract, one verdict), "a lenient sandbox mode": `--lenient` (default off) answers a
// request that breaks the contract only in readable ways (numbers as strings, nulls for optional
// fields, undeclared fields) as if it were valid, logs one line per deviation and records each in the
// HAR entry (`_deviations`); the recording keeps the request as sent, so `conform` reports every
// deviation, and `certify` fails the order-to-payment scenario on exactly those. The payloads here
// are hand-made in the style of the official PHP sample (numbers as strings, nulls, an undeclared
// field; with txn_data, so that the flow goes on to process payment); the sample itself, modelled as
// it is (no txn_data, its redirect to the hosted payment page), is issue 40's
// (40-php-sample.test.ts), and the `contracts mock --lenient` test at the end drives it.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RECORDED, startMocks } from "../../src/mock/mocks.ts";
import { ROOT } from "../../src/paths.ts";
import { HarRecorder, startSandbox } from "../../src/sandbox/index.ts";
import { MAX_DEVIATIONS } from "../../src/sandbox/lenient.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { basicHeader, fullPans, SECRET, send } from "../sandbox/support.ts";
import { entry } from "../support/entry.ts";
import { fullForm, sampleRedirect, sampleRequest } from "./support/php-sample.ts";

const sign = hmacSha256Signer(SECRET);
const encode = (payload: unknown): string => Buffer.from(JSON.stringify(payload), "utf8").toString("base64");

/** The PHP sample's create-order payload (values from form input: numbers as strings; empty optional fields as null). */
const phpOrder = (orderId: string) => ({
  merchant_data: {
    merchant_id: "1234",
    merchant_access_code: "MERCHANT-ACCESS-CODE",
    order_id: orderId,
    merchant_return_url: "https://merchant.example/return",
    preferred_gateway: "NONE",
  },
  payment_info_data: { amount: "100000", currency_code: "INR", order_desc: null },
  customer_data: { customer_ref_no: "CUST-PHP-1", mobile_number: "9999999999", email_id: null },
  product_info_data: { product_details: [{ product_code: "P1", product_amount: "100000" }] },
  txn_data: { navigation_mode: "7", payment_mode: "1", transaction_type: "1", time_stamp: "1700000000000" },
});

/** Every pointer the lenient sandbox reads past in phpOrder (and so every pointer conform must report). */
const ORDER_DEVIATIONS = [
  ["/body/request/merchant_data/merchant_id", "number-as-string"],
  ["/body/request/merchant_data/preferred_gateway", "undeclared-property"],
  ["/body/request/payment_info_data/amount", "number-as-string"],
  ["/body/request/payment_info_data/order_desc", "null-for-optional"],
  ["/body/request/customer_data/email_id", "null-for-optional"],
  ["/body/request/product_info_data/product_details/0/product_amount", "number-as-string"],
  ["/body/request/txn_data/navigation_mode", "number-as-string"],
  ["/body/request/txn_data/transaction_type", "number-as-string"],
  ["/body/request/txn_data/time_stamp", "number-as-string"],
].sort();

const CARD = "4012001037141112"; // the public HDFC test card of the samples
const phpPayment = {
  payment_mode: "1",
  navigation_mode: "7",
  saved_card_id: null,
  card_data: { card_number: CARD, card_expiry_year: "30", card_expiry_month: "12", card_holder_name: "Test", cvv: "123" },
};
const PAYMENT_DEVIATIONS = [
  ["/body/navigation_mode", "number-as-string"],
  ["/body/payment_mode", "number-as-string"],
  ["/body/saved_card_id", "null-for-optional"],
].sort();

const createOrder = (url: string, request: string, signature = sign(request)) =>
  send(`${url}/api/v2/order/create`, { body: JSON.stringify({ request }), headers: { "content-type": "application/json", "x-verify": signature } });

describe("lenient mode: the PHP sample's flow", () => {
  it("is refused at create order in the default mode", async () => {
    const sb = await startSandbox({ service: "optimizer", port: 0 });
    try {
      expect(sb.lenient).toBe(false);
      const r = await createOrder(sb.url, encode(phpOrder("PHP-DEFAULT")));
      expect([r.status, r.body.code]).toEqual([400, "INVALID_REQUEST"]);
      expect(r.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(ORDER_DEVIATIONS.map(([p]) => p));
    } finally {
      await sb.stop();
    }
  });

  it("reaches process payment and the payment page; each deviation is logged, recorded and reported by conform", async () => {
    const dir = `${mkdtempSync(path.join(tmpdir(), "issue-26-lenient-"))}/`;
    const logs: string[] = [];
    const mocks = await startMocks({
      engine: "sandbox",
      lenient: true,
      record: dir,
      only: ["optimizer"],
      ports: { optimizer: 0 },
      onLog: (_mock, line) => logs.push(line),
    });
    let location: string | null = null;
    try {
      const url = mocks.running[0]!.url;
      const order = await createOrder(url, encode(phpOrder("PHP-LENIENT")));
      expect([order.status, order.body.response_code]).toEqual([200, 1]);
      const payment = await send(`${url}/api/v2/process/payment?token=${encodeURIComponent(order.body.token)}`, {
        body: JSON.stringify(phpPayment),
        headers: { "content-type": "application/json" },
      });
      expect([payment.status, payment.body.response_code]).toEqual([200, 1]);
      const page = await fetch(payment.body.redirect_url, { redirect: "manual" });
      expect(page.status).toBe(302);
      location = page.headers.get("location");
      // The inquiry reads the order as the handler stored it: the amount sent as a string, read as a number.
      const inquiry = await send(`${url}/api/pg/orders/${order.body.order_id}`, {
        headers: { authorization: `Basic ${Buffer.from("m:p").toString("base64")}` },
      });
      expect([inquiry.status, inquiry.body.order_data.amount, inquiry.body.order_data.status]).toEqual([200, 100000, "SUCCESS"]);
    } finally {
      await mocks.stop();
    }
    expect(new URL(location!).searchParams.get("status")).toBe("SUCCESS");

    // One log line per deviation, no full card number in any line.
    const lines = logs.filter((l) => l.startsWith("lenient: "));
    expect(lines).toHaveLength(ORDER_DEVIATIONS.length + PAYMENT_DEVIATIONS.length);
    for (const [pointer, kind] of [...ORDER_DEVIATIONS, ...PAYMENT_DEVIATIONS]) expect(lines.some((l) => l.includes(`${pointer} (${kind})`))).toBe(true);
    expect(fullPans(logs.join("\n"))).toEqual([]);

    // The HAR keeps each request as sent, with its deviations beside it.
    const file = path.join(dir, RECORDED.http);
    const har = JSON.parse(readFileSync(file, "utf8")) as {
      log: { entries: Array<{ request: { url: string }; _deviations?: Array<{ pointer: string; kind: string }> }> };
    };
    const entries = har.log.entries;
    expect(entries).toHaveLength(3); // create order, process payment, inquiry (the payment page is not a contract operation)
    const recorded = (i: number) => (entries[i]!._deviations ?? []).map((d) => [d.pointer, d.kind]).sort();
    expect(recorded(0)).toEqual(ORDER_DEVIATIONS);
    expect(recorded(1)).toEqual(PAYMENT_DEVIATIONS);
    expect(entries[2]!._deviations).toBeUndefined();
    expect(fullPans(readFileSync(file, "utf8"))).toEqual([]);

    // conform judges the request as sent: every deviation is a finding at its pointer.
    const conform = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", file, "--format", "json", "--secret", SECRET], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(conform.stderr).toBe("");
    expect(conform.status).toBe(1);
    const report = JSON.parse(conform.stdout) as { results: Array<{ index: number; violations?: Array<{ pointer: string }> }> };
    const pointers = (i: number): string[] => JSON.stringify(report.results[i]).match(/"\/request\/body[^"]*"/g) ?? [];
    for (const [i, expected] of [
      [0, ORDER_DEVIATIONS],
      [1, PAYMENT_DEVIATIONS],
    ] as const) {
      const found = pointers(i);
      for (const [pointer] of expected) expect(found).toContain(`"/request${pointer}"`);
    }

    // certify too: the order-to-payment obligation fails on exactly these violations, not as missing.
    const certify = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "certify", file, "--plan", "optimizer", "--format", "json"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(certify.status).toBe(1);
    const certificate = JSON.parse(certify.stdout) as {
      verdict: string;
      scenarios: Array<{ id: string; status: string; violations?: Array<{ pointer: string }> }>;
    };
    const follows = certificate.scenarios.find((x) => x.id === "payment-follows-order")!;
    expect(follows.status).toBe("failed");
    expect(new Set(follows.violations!.map((v) => v.pointer))).toEqual(new Set([...ORDER_DEVIATIONS, ...PAYMENT_DEVIATIONS].map(([p]) => `/request${p}`)));
  });
});

const lenientSandbox = await startSandbox({ service: "optimizer", port: 0, lenient: true });
afterAll(() => lenientSandbox.stop());

describe("lenient mode still refuses what it cannot read", () => {
  const sb = lenientSandbox;
  const table: Array<{ given: string; request: () => string; code: string }> = [
    { given: "Base64 that does not decode", request: () => "not*base64!", code: "INVALID_REQUEST" },
    {
      given: "a required field missing (merchant order_id)",
      request: () => encode({ ...phpOrder("X"), merchant_data: { ...phpOrder("X").merchant_data, order_id: undefined } }),
      code: "INVALID_REQUEST",
    },
    {
      given: "null for a required field (amount)",
      request: () => encode({ ...phpOrder("Y"), payment_info_data: { amount: null, currency_code: "INR" } }),
      code: "INVALID_REQUEST",
    },
    {
      given: "a string that is not a number (amount)",
      request: () => encode({ ...phpOrder("Z"), payment_info_data: { amount: "ten", currency_code: "INR" } }),
      code: "INVALID_REQUEST",
    },
  ];
  it.each(table)("$given", async ({ request, code }) => {
    const r = await createOrder(sb.url, request());
    expect([r.status, r.body.code]).toEqual([400, code]);
  });

  it("reads a number where the contract has a string as its text (string-as-number), and records it", async () => {
    const logs: string[] = [];
    const sb = await startSandbox({ service: "optimizer", port: 0, lenient: true, onLog: (l) => logs.push(l) });
    try {
      const body = JSON.stringify({
        customer_ref_no: "NUM-1",
        mobile_number: 9999999999,
        email_id: "e@example.com",
        first_name: "F",
        last_name: "L",
        country_code: 91,
      });
      const r = await send(`${sb.url}/create/customer`, { body, headers: { "content-type": "application/json", authorization: basicHeader } });
      expect([r.status, r.body.mobile_number, r.body.country_code]).toEqual([200, "9999999999", "91"]);
      expect(logs.filter((l) => l.startsWith("lenient: ")).sort()).toEqual([
        "lenient: createCustomer /body/country_code (string-as-number): a number where the contract has a string; read as its decimal text",
        "lenient: createCustomer /body/mobile_number (string-as-number): a number where the contract has a string; read as its decimal text",
      ]);
    } finally {
      await sb.stop();
    }
  });

  it("lists at most MAX_DEVIATIONS deviations per request and counts the rest", async () => {
    const logs: string[] = [];
    const file = path.join(mkdtempSync(path.join(tmpdir(), "issue-26-lenient-cap-")), "cap.har");
    const recorder = HarRecorder.open(file);
    const sb = await startSandbox({ service: "optimizer", port: 0, lenient: true, recorder, onLog: (l) => logs.push(l) });
    try {
      const extra = Object.fromEntries(Array.from({ length: MAX_DEVIATIONS + 50 }, (_, i) => [`x${i}`, i]));
      const body = JSON.stringify({
        customer_ref_no: "CAP-1",
        mobile_number: "1",
        email_id: "e",
        first_name: "F",
        last_name: "L",
        country_code: "91",
        ...extra,
      });
      const r = await send(`${sb.url}/create/customer`, { body, headers: { "content-type": "application/json", authorization: basicHeader } });
      expect(r.status).toBe(200);
    } finally {
      await sb.stop();
      recorder.close();
    }
    expect(logs.filter((l) => l.startsWith("lenient: "))).toHaveLength(MAX_DEVIATIONS + 1);
    expect(logs).toContain("lenient: createCustomer 50 more deviations, not listed");
    const [entry] = JSON.parse(readFileSync(file, "utf8")).log.entries as Array<{ _deviations: unknown[]; _deviationsOmitted: number }>;
    expect([entry!._deviations.length, entry!._deviationsOmitted]).toEqual([MAX_DEVIATIONS, 50]);
  });

  it("a body that is not JSON, and a wrong x-verify", async () => {
    const malformed = await send(`${sb.url}/api/v2/order/create`, { body: '{"request": ', headers: { "content-type": "application/json" } });
    expect([malformed.status, malformed.body.code]).toEqual([400, "MALFORMED_JSON"]);
    const request = encode(phpOrder("SIG"));
    const forged = await createOrder(sb.url, request, "00".repeat(32));
    expect([forged.status, forged.body.code]).toEqual([401, "X_VERIFY_MISMATCH"]);
  });
});

describe("contracts mock --lenient", () => {
  it("starts the sandboxes lenient (the banner says so), answers the official PHP sample's create order with a token and logs its 5 deviations", async () => {
    const child = spawn(process.execPath, [...entry("tools/src/cli/main.ts"), "mock", "--lenient", "--only", "optimizer"], {
      cwd: ROOT,
      env: { ...process.env, MOCK_OPTIMIZER_PORT: "0", CONTRACTS_LIFELINE_PIDS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    let out = "";
    let err = "";
    child.stderr.on("data", (d: Buffer) => void (err += d.toString()));
    const lenientLines = (): string[] => err.split("\n").filter((l) => l.startsWith("[optimizer] lenient: createOrder "));
    try {
      const banner = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString();
          if (out.includes("Press Ctrl-C")) resolve(out);
        });
        child.once("exit", () => reject(new Error(`the launcher exited: ${out}`)));
      });
      expect(banner).toMatch(/optimizer\s+http:\/\/127\.0\.0\.1:\d+\s+sandbox, stateful, lenient/);
      const url = /optimizer\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)![1]!;
      const sample = sampleRequest(fullForm("CLI"), SECRET);
      const r = await send(`${url}/api/v2/order/create`, { body: sample.body, headers: sample.headers });
      expect([r.status, r.body.response_code, typeof r.body.token]).toEqual([200, 1, "string"]);
      const page = await fetch(sampleRedirect(url, r.body.token));
      expect(page.status).toBe(200);
      await new Promise<void>((resolve) => {
        const check = (): void => void (lenientLines().length >= 5 ? resolve() : setTimeout(check, 50));
        check();
      });
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(
      lenientLines()
        .map((l) => /\((\S+)\)/.exec(l)![1])
        .sort(),
    ).toEqual(["number-as-string", "number-as-string", "number-as-string", "required-part-omitted", "undeclared-property"]);
  });

  it("refuses --lenient with the Prism engine (exit 64)", () => {
    const r = spawnSync(process.execPath, [...entry("tools/src/mock/main.ts"), "--lenient", "--engine", "prism"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(64);
    expect(r.stderr).toContain("--lenient needs the sandbox engine");
  });
});
