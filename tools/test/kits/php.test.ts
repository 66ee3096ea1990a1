// The PHP kit for the optimizer (tools/kits/php/optimizer.php, issue 39), run with Debian's php-cli:
// it encodes and signs a create order exactly as the toolkit's TypeScript signer does; a merchant's
// session through it (customer, order, payment, inquiry, refund, saved cards, EMI) succeeds on a
// fresh sandbox, and the sandbox's recording of it judges clean with `contracts conform --secret`.
// In CI a missing php fails the tests (.ci/run installs php-cli).
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { DEFAULT_SANDBOX_SECRET, HarRecorder, startSandbox } from "../../src/sandbox/index.ts";
import { encodePayload, hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { fullPans } from "../sandbox/support.ts";
import { debianTools, PHP } from "../support/debian-tools.ts";
import { entry } from "../support/entry.ts";

const run = debianTools("the PHP kit tests", [PHP]);
const KIT = path.join(ROOT, "tools", "kits", "php", "optimizer.php");
const dir = mkdtempSync(path.join(os.tmpdir(), "php-kit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Run PHP code with the kit loaded; its standard output. */
function php(code: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(PHP, ["-r", `require ${JSON.stringify(KIT)}; use Payments\\Contracts\\Optimizer as O; ${code}`], { encoding: "utf8", timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.runIf(run)("the PHP kit", () => {
  it("has no syntax error", () => {
    const r = spawnSync(PHP, ["-l", KIT], { encoding: "utf8" });
    expect(r.stdout).toMatch(/^No syntax errors detected/);
  });

  it("encodes and signs a create order as the toolkit's signer does (Base64 of the JSON, HMAC-SHA256, upper-case hex)", () => {
    const payload = {
      merchant_data: { merchant_id: 1234, merchant_access_code: "MAC", order_id: "PHP-1", merchant_return_url: "https://merchant.example/return" },
      payment_info_data: { amount: 100000, currency_code: "INR", order_desc: "Chai & café ₹" },
      txn_data: { navigation_mode: 7, payment_mode: "10", transaction_type: 1, time_stamp: 1700000000 },
    };
    const r = php(
      `echo json_encode(O\\create_order_request(json_decode(${JSON.stringify(JSON.stringify(payload)).replace(/\$/g, "\\$")}, true), '${DEFAULT_SANDBOX_SECRET}'));`,
    );
    expect(r.stderr).toBe("");
    const request = JSON.parse(r.stdout) as { method: string; path: string; headers: Record<string, string>; body: string; basic_auth: boolean };
    const base64 = encodePayload(payload);
    expect(request).toEqual({
      operation: "createOrder",
      method: "POST",
      path: "/api/v2/order/create",
      headers: { "Content-Type": "application/json", "x-verify": hmacSha256Signer(DEFAULT_SANDBOX_SECRET)(base64) },
      body: JSON.stringify({ request: base64 }),
      basic_auth: false,
    });
  });

  it.each([
    { given: "a secret that is not hex", code: `O\\x_verify('abc', 'not-hex');`, want: /the secret must be an even-length hex string/ },
    {
      given: "a Basic-auth operation sent without credentials",
      code: `O\\send('http://127.0.0.1:9', O\\get_order_request(1));`,
      want: /getOrder needs the merchant's Basic credentials: pass \[user, password\] to send\(\)/,
    },
    {
      given: "a service that does not answer",
      code: `O\\send('http://127.0.0.1:9', O\\calculate_emi_request([]), null, 2);`,
      want: /calculateEmi: no answer from http:\/\/127\.0\.0\.1:9/,
    },
  ])("refuses $given with a message that says what to do", ({ code, want }) => {
    const r = php(code);
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toMatch(want);
  });

  it("creates a customer and an order on a fresh sandbox (and pays, refunds, saves cards), and the recording judges clean with conform --secret", async () => {
    const file = path.join(dir, "php-session.har");
    const recorder = HarRecorder.open(file);
    const sandbox = await startSandbox({ service: "optimizer", port: 0, recorder });
    let stdout = "";
    try {
      const r = await promisify(execFile)(PHP, [path.join(import.meta.dirname, "php", "flow.php")], {
        env: {
          PATH: process.env.PATH,
          OPTIMIZER_URL: sandbox.url,
          OPTIMIZER_SECRET_HEX: DEFAULT_SANDBOX_SECRET,
          OPTIMIZER_USER: "merchant",
          OPTIMIZER_PASSWORD: "php-kit-password",
          CARD_NUMBER: "4111111111111111",
        },
        timeout: 60_000,
      });
      expect(r.stderr).toBe("");
      stdout = r.stdout;
    } finally {
      await sandbox.stop();
      recorder.close();
    }
    expect(stdout.trimEnd().split("\n")).toEqual([
      "createCustomer 200",
      "getCustomer 200",
      "updateCustomer 200",
      "createOrder 200",
      "processPayment 200",
      "getOrder 200",
      "refundPayment 200",
      "saveCard 200",
      "fetchSavedCards 200",
      "deleteSavedCard 200",
      "calculateEmi 200",
    ]);
    const text = readFileSync(file, "utf8");
    expect(JSON.parse(text).log.entries).toHaveLength(11);
    expect(fullPans(text)).toEqual([]);
    const conform = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", file, "--secret", DEFAULT_SANDBOX_SECRET, "--format", "json"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(conform.stderr).toBe("");
    const report = JSON.parse(conform.stdout) as { summary: Record<string, number> };
    // The payload's merchant_access_code is redacted in the recording, so create order's x-verify is
    // judged by the sandbox's record-time verdict (xVerifyFromRecording), which --secret checks.
    expect(report.summary).toMatchObject({ exchanges: 11, passed: 11, failed: 0, warnings: 0 });
    expect(conform.status).toBe(0);
  });
});
