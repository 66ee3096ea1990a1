// Issue 40, N6: masking by card shape. `contracts redact` keeps merchant order ids such as
// ORD-60737-100000-970336 (digits joined by dashes in groups no card is written in, though
// Luhn-valid across the dashes) and masks 4111 1111 1111 1111 (a card number grouped 4-4-4-4);
// the sandbox's recording keeps such order ids in create order's payload and in the inquiry answer.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run as redact } from "../../src/redact/command.ts";
import { harEntry } from "../../src/recording/har.ts";
import { HarRecorder, startSandbox } from "../../src/sandbox/index.ts";
import { decodePayload, httpOperation } from "../../src/contract/index.ts";
import { luhnWindows } from "../conform/support/leaks.ts";
import { basicHeader, optimizerClient, orderPayload } from "../sandbox/support.ts";

const ID = "ORD-60737-100000-970336";
const dir = mkdtempSync(path.join(tmpdir(), "issue-40-mask-"));

describe("redact: ids stay, card numbers go", () => {
  it(`keeps ${ID} and masks 4111 1111 1111 1111`, async () => {
    expect(luhnWindows(ID.replace(/-/g, " ").replace(/ORD /, ""))).toEqual([]); // the oracle says the same
    const file = path.join(dir, "in.har");
    const entry = harEntry({
      url: `http://127.0.0.1:1/api/pg/orders/1000001`,
      method: "GET",
      headers: { authorization: basicHeader },
      body: "",
      started: new Date(0).toISOString(),
      elapsed: 1,
      status: 200,
      responseHeaders: { "content-type": "application/json" },
      responseBody: JSON.stringify({ merchant_data: { merchant_id: 1234, order_id: ID }, note: "card 4111 1111 1111 1111 on file" }),
    });
    writeFileSync(file, JSON.stringify({ log: { version: "1.2", creator: { name: "t", version: "1" }, entries: [entry] } }));
    const out = path.join(dir, "out.har");
    expect(await redact([file, "--out", out])).toBe(0);
    const copy = readFileSync(out, "utf8");
    expect(copy).toContain(ID);
    expect(copy).toContain("card 411111******1111 on file");
    expect(copy).not.toContain("4111 1111 1111 1111");
    expect(luhnWindows(copy)).toEqual([]);
  });
});

describe("the sandbox's recording keeps dash-grouped merchant order ids", () => {
  it("in create order's payload and in the inquiry answer (4 of 8 were altered in the review's session)", async () => {
    const file = path.join(dir, "sandbox.har");
    const recorder = HarRecorder.open(file);
    const sb = await startSandbox({ service: "optimizer", port: 0, recorder, onLog: () => {} });
    const ids = ["ORD-60737-100000-970336", "ORD-60737-200000-204013", "ORD-60737-1500-118377", "ORD-60737-990000-000128"];
    try {
      const client = optimizerClient(sb.url);
      for (const id of ids) {
        const order = await client.createOrder(orderPayload(id, 100000));
        expect(order.response.status).toBe(200);
        expect((await client.getOrder(Number(order.data!.order_id))).data!.merchant_data.order_id).toBe(id);
      }
    } finally {
      await sb.stop();
      recorder.close();
    }
    const entries = JSON.parse(readFileSync(file, "utf8")).log.entries as Array<{
      request: { postData?: { text: string } };
      response: { content: { text: string } };
    }>;
    const create = httpOperation("createOrder")!.encoded[0]!;
    const sent = entries
      .filter((_, i) => i % 2 === 0)
      .map((e) => (decodePayload(JSON.parse(e.request.postData!.text), create)!.value as { merchant_data: { order_id: string } }).merchant_data.order_id);
    const answered = entries.filter((_, i) => i % 2 === 1).map((e) => JSON.parse(e.response.content.text).merchant_data.order_id);
    expect(sent).toEqual(ids);
    expect(answered).toEqual(ids);
  });
});
