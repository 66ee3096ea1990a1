// Regression: a sandbox recording of a card payment passes \`contracts conform\`. The recorder's
// redaction replaces the CVV with "[REDACTED]" (10 characters); conform does not judge a value that
// redaction replaced (tools/src/conform/http/checks.ts), so it is not reported as longer than cvv's
// maxLength (6).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { HarRecorder, startSandbox } from "../../src/sandbox/index.ts";
import { optimizerClient, orderPayload } from "./support.ts";
import { entry } from "../support/entry.ts";

const dir = mkdtempSync(path.join(tmpdir(), "sandbox-cvv-"));

async function recordCardPayment(): Promise<string> {
  const file = path.join(dir, "card.har");
  const recorder = HarRecorder.open(file);
  const sb = await startSandbox({ service: "optimizer", port: 0, recorder });
  try {
    const client = optimizerClient(sb.url);
    const order = await client.createOrder(orderPayload("CVV-1", 10000));
    const pay = await client.processPayment(order.data!.token, {
      payment_mode: 1,
      navigation_mode: 7,
      card_data: {
        card_number: "4111111111111111",
        cvv: "123",
        card_holder_name: "Test Holder",
        card_expiry_year: "30",
        card_expiry_month: "12",
        is_card_to_be_saved: false,
      },
    });
    expect(pay.response.status).toBe(200);
  } finally {
    await sb.stop();
    recorder.close();
  }
  return file;
}

describe("a recorded card payment", () => {
  it("passes contracts conform although the CVV was recorded as [REDACTED]", async () => {
    const file = await recordCardPayment();
    // The CVV itself never reaches the recording.
    expect(readFileSync(file, "utf8")).not.toMatch(/"cvv"\s*:\s*"123"/);
    const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", file, "--verbose"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.stdout).not.toMatch(/card_data\/cvv/);
    expect([r.status, r.stdout]).toEqual([0, expect.stringMatching(/^2 exchange\(s\): 2 passed, 0 failed$/m)]);
  });
});
