// Issue 27, point 2: the sandboxes' stores are bounded in bytes as well as entries, a value the
// contract gives no length is refused beyond MAX_VALUE_CHARS (gap-marked 400) before it is stored,
// and a launcher fed 1 MB field values stays alive with its memory bounded.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approxBytes, BoundedStore } from "../../src/sandbox/store.ts";
import { MAX_VALUE_CHARS } from "../../src/sandbox/server.ts";
import { exitOf, spawnTool, waitForOutput } from "../mock/support.ts";
import { basicHeader, orderPayload, SECRET } from "../sandbox/support.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import type { ChildProcess } from "node:child_process";

describe("BoundedStore: a byte budget besides the entry cap", () => {
  it("keeps at most maxBytes (oldest evicted first), however few entries", () => {
    const store = new BoundedStore<string, { text: string }>(10_000, () => 0, undefined, 1_000_000);
    for (let i = 0; i < 50; i++) store.set(`k${i}`, { text: "x".repeat(100_000) });
    expect(store.bytes).toBeLessThanOrEqual(1_000_000);
    expect(store.size).toBeLessThan(50);
    expect(store.size).toBeGreaterThan(0);
    expect(store.get("k0")).toBeUndefined(); // the oldest went first
    expect(store.get("k49")?.text).toHaveLength(100_000);
  });
  it("accounts deletions and counts keys and nested values", () => {
    const store = new BoundedStore<string, unknown>(10, () => 0);
    store.set("a", { list: ["abc", 1, { d: "e" }] });
    const held = store.bytes;
    expect(held).toBe(approxBytes("a") + approxBytes({ list: ["abc", 1, { d: "e" }] }));
    expect(approxBytes("x".repeat(1000))).toBeGreaterThan(2000);
    store.delete("a");
    expect(store.bytes).toBe(0);
  });
});

const ALL_FREE = { MOCK_AFFORDABILITY_PORT: "0", MOCK_OPTIMIZER_PORT: "0", MOCK_TERMINAL_PORT: "0" };
const READY = /Press Ctrl-C to stop \(launcher pid (\d+)\)/;
const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

describe("the launcher under 1 MB field values (a child process)", () => {
  let child: ChildProcess;
  const urls: Record<string, string> = {};
  beforeAll(async () => {
    child = spawnTool("tools/src/mock/main.ts", ["--quiet"], ALL_FREE);
    const text = await waitForOutput(child.stdout!, READY);
    for (const m of text.matchAll(/^(affordability|optimizer|terminal)\s+(http:\/\/\S+)/gm)) urls[m[1]!] = m[2]!;
  }, 60_000);
  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exitOf(child);
    }
  });

  const big = (i: number): string => `${i}-${"x".repeat(1_000_000 - 16)}`;
  const post = async (url: string, body: string, headers: Record<string, string>) => {
    const res = await fetch(url, { method: "POST", headers, body });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, any> };
  };
  const signer = hmacSha256Signer(SECRET);
  const kinds: Array<[string, (i: number) => Promise<{ status: number; body: Record<string, any> }>]> = [
    [
      "token client_id",
      (i) =>
        post(`${urls.affordability}/realms/r/protocol/openid-connect/token`, `client_id=${big(i)}&client_secret=s&grant_type=client_credentials`, {
          "content-type": "application/x-www-form-urlencoded",
        }),
    ],
    [
      "onboarding external_id",
      (i) =>
        post(`${urls.affordability}/api/affordability/v1/offer/clients`, JSON.stringify({ external_id: big(i) }), {
          "content-type": "application/json",
          authorization: "Bearer sbx.x",
        }),
    ],
    [
      "customer_ref_no",
      (i) =>
        post(`${urls.optimizer}/create/customer`, JSON.stringify({ customer_ref_no: big(i) }), {
          "content-type": "application/json",
          authorization: basicHeader,
        }),
    ],
    [
      "create order order_desc",
      async (i) => {
        const p = orderPayload(`O${i}`, 100);
        p.payment_info_data.order_desc = big(i).slice(0, 700_000);
        const request = Buffer.from(JSON.stringify(p)).toString("base64");
        return post(`${urls.optimizer}/api/v2/order/create`, JSON.stringify({ request }), { "content-type": "application/json", "x-verify": signer(request) });
      },
    ],
  ];

  it("answers every such request with the gap-marked 400 VALUE_TOO_LONG, stays alive, and its RSS stays under 512 MB", async () => {
    const pid = child.pid!;
    for (const [name, send] of kinds) {
      for (let i = 0; i < 40; i++) {
        const r = await send(i);
        expect(r.status, name).toBe(400);
        expect(r.body.code, name).toBe("VALUE_TOO_LONG");
        expect(r.body["x-contract-gap"], name).toContain(String(MAX_VALUE_CHARS));
      }
    }
    // The simulator validates String(n) fields: a 1 MB BillingRefNo is invalid data, not stored.
    for (let i = 0; i < 40; i++) {
      const header = { ApplicationId: "abcdefgh", UserId: "user1234", MethodId: "1001", VersionNo: "1.0" };
      const r = await post(
        `${urls.terminal}/mobile`,
        JSON.stringify({ Header: header, Detail: { TransactionType: 5120, BillingRefNo: big(i), BankCode: "4", PaymentAmount: 100 } }),
        {
          "content-type": "application/json",
        },
      );
      expect(r.status).toBe(200);
      expect(String(r.body.Response?.ResponseCode)).not.toBe("100");
    }
    expect(child.exitCode).toBeNull();
    expect((await fetch(`${urls.terminal}/health`)).status).toBe(200);
    expect(rssMb(pid)).toBeLessThan(512);
  }, 240_000);
});
