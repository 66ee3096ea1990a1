// --record: a sandbox session driven through the typed clients is appended to a HAR 1.2 file that is
// valid after every exchange, carries no full card number or secret, and passes `contracts conform`
// with zero violations; a wrong client's recording names its violations.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { HarRecorder, startSandbox } from "../../src/sandbox/index.ts";
import { encodePayload, hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { affordabilityClient, BASIC, DETAILS, fullPans, optimizerClient, orderPayload, SECRET, send, upi } from "./support.ts";
import { entry } from "../support/entry.ts";

const dir = mkdtempSync(path.join(tmpdir(), "sandbox-record-"));

function conform(file: string): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", file, "--verbose"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Start both sandboxes recording into one file; after each exchange the file must parse as HAR. */
async function recordSession(file: string, drive: (urls: { affordability: string; optimizer: string }, check: () => void) => Promise<void>): Promise<number> {
  const recorder = HarRecorder.open(file);
  const a = await startSandbox({ service: "affordability", recorder });
  const o = await startSandbox({ service: "optimizer", recorder });
  let checks = 0;
  const check = (): void => {
    const har = JSON.parse(readFileSync(file, "utf8"));
    expect(har.log.version).toBe("1.2");
    expect(har.log.entries).toHaveLength(recorder.entries);
    checks++;
  };
  try {
    await drive({ affordability: a.url, optimizer: o.url }, check);
  } finally {
    await Promise.all([a.stop(), o.stop()]);
    recorder.close();
  }
  return checks;
}

describe("sandbox --record", () => {
  it("records a correct client's session that conforms with zero violations", async () => {
    const file = path.join(dir, "session.har");
    const checks = await recordSession(file, async (urls, check) => {
      const opt = optimizerClient(urls.optimizer);
      const customer = await opt.createCustomer({
        customer_ref_no: "REC-1",
        mobile_number: "9999999999",
        email_id: "c@example.com",
        first_name: "Test",
        last_name: "Customer",
        country_code: "91",
      });
      check();
      const id = customer.data!.customer_id;
      await opt.getCustomer(id);
      await opt.updateCustomer(id, { email_id: "new@example.com" });
      const order = await opt.createOrder(orderPayload("REC-ORDER-1", 100000, id));
      check();
      const pay = await opt.processPayment(order.data!.token, upi);
      // The payment page behind redirect_url is the sandbox's, not the contract's: not recorded.
      expect((await fetch(pay.data!.redirect_url, { redirect: "manual" })).status).toBe(302);
      await opt.getOrder(order.data!.order_id as number);
      await opt.refundPayment(order.data!.order_id as number, { amount: 30000, unique_merchant_txn_id: "REC-RF-1" });
      await opt.refundPayment(order.data!.order_id as number, { amount: 70000, unique_merchant_txn_id: "REC-RF-2" });
      await opt.getOrder(order.data!.order_id as number);
      check();
      const saved = await opt.saveCard({
        customer_data: { customer_id: id },
        card_data: { card_number: "4111111111111111", expiry_year: "2030", expiry_month: "12", card_holder_name: "Test Holder" },
      });
      const byCard = await opt.createOrder(orderPayload("REC-ORDER-2", 5000, id));
      await opt.processPayment(byCard.data!.token, { payment_mode: 1, navigation_mode: 7, saved_card_id: saved.data!.saved_card_id });
      await opt.fetchSavedCards({ customer_data: { customer_id: id } });
      await opt.deleteSavedCard({ customer_data: { customer_id: id }, card_data: { saved_card_id: saved.data!.saved_card_id } });
      await opt.calculateEmi({ merchant_data: { merchant_id: 1234, merchant_access_code: "X" }, payment_data: { amount_in_paisa: 1100000 } });
      check();
      const aff = affordabilityClient(urls.affordability);
      await aff.onboardClient({ name: "Rec_Merchant", external_id: "REC-EXT-1", channel: "ONLINE", type: "MERCHANT", display_name: "Rec", details: DETAILS });
      await aff.discoverOffers({ order_amount: { currency: "INR", value: 300000 }, issuer: { bin: 411111 } });
      check();
    });
    expect(checks).toBe(5);
    const text = readFileSync(file, "utf8");
    expect(JSON.parse(text).log.entries).toHaveLength(18);
    expect(fullPans(text)).toEqual([]);
    for (const secret of [SECRET, BASIC.password, Buffer.from(`${BASIC.username}:${BASIC.password}`).toString("base64"), "client-secret-1"])
      expect(text).not.toContain(secret);
    const r = conform(file);
    expect(r.stdout).toMatch(/^18 exchange\(s\): 18 passed, 0 failed$/m);
    expect(r.code).toBe(0);
  });

  it("records a wrong client's session whose violations conform names", async () => {
    const file = path.join(dir, "wrong.har");
    await recordSession(file, async (urls) => {
      // The official sample's order: amount as a string, no txn_data.
      const request = encodePayload({
        merchant_data: { merchant_id: 1, merchant_access_code: "A", order_id: "W-1", merchant_return_url: "https://m.example/r" },
        payment_info_data: { amount: "100", currency_code: "INR" },
      });
      await send(`${urls.optimizer}/api/v2/order/create`, {
        body: JSON.stringify({ request }),
        headers: { "content-type": "application/json", "x-verify": hmacSha256Signer(SECRET)(request) },
      });
      await send(`${urls.optimizer}/customer/1`);
    });
    const r = conform(file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/#0 createOrder[\s\S]*\/request\/body\/request\/payment_info_data\/amount/);
    expect(r.stdout).toMatch(/#0 createOrder[\s\S]*\/request\/body\/request\/txn_data/);
    expect(r.stdout).toMatch(/#1 getCustomer[\s\S]*credentials-missing/);
  });

  it("continues an existing recording and never overwrites another file", () => {
    const file = path.join(dir, "continued.har");
    const first = HarRecorder.open(file);
    first.append({
      startedDateTime: "2024-01-01T00:00:00.000Z",
      request: { method: "GET", url: "http://127.0.0.1/customer/1", headers: [] },
      response: { status: 404, headers: [], content: { text: "" } },
    });
    first.close();
    const second = HarRecorder.open(file);
    second.append({
      startedDateTime: "2024-01-01T00:00:01.000Z",
      request: { method: "GET", url: "http://127.0.0.1/customer/2", headers: [] },
      response: { status: 404, headers: [], content: { text: "" } },
    });
    second.close();
    expect(JSON.parse(readFileSync(file, "utf8")).log.entries.map((e: { request: { url: string } }) => e.request.url)).toEqual([
      "http://127.0.0.1/customer/1",
      "http://127.0.0.1/customer/2",
    ]);
    const other = path.join(dir, "notes.txt");
    writeFileSync(other, "my notes\n");
    expect(() => HarRecorder.open(other)).toThrow(/exists and is not a sandbox recording; choose a new file/);
    expect(readFileSync(other, "utf8")).toBe("my notes\n");
  });
});
