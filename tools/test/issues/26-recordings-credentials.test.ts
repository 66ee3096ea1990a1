// Issue 26: a recording made against sandboxes configured with their own credentials replays against
// sandboxes configured with OTHER credentials when the replay is given the target's credentials
// (CONTRACTS_REPLAY_*): each credential the recording shows accepted is sent as the target's, each
// refused one as an invalid credential, so every exchange keeps its verdict (200 stays 200, 401 stays
// 401). Without them, the accepted ones are refused by the target: the replay says so (replay-diff).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { DEFAULT_SANDBOX_SECRET, HarRecorder, startSandbox, type RunningSandbox } from "../../src/sandbox/index.ts";
import { encodePayload, hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { entry } from "../support/entry.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue26-credentials-"));
const SECRET = DEFAULT_SANDBOX_SECRET;
const sign = hmacSha256Signer(SECRET);

interface Report {
  results: { index: number; operation: string; ok: boolean; violations: { rule: string; pointer: string }[] }[];
}

function conform(args: string[], env: Record<string, string>): Promise<{ code: number; report: Report; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", ...args, "--format", "json"], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString("utf8");
    });
    child.stderr.on("data", (d: Buffer) => {
      err += d.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        resolve({ code: code ?? -1, report: JSON.parse(out) as Report, text: out + err });
      } catch {
        reject(new Error(`no JSON report (exit ${code}): ${err.slice(0, 400)}`));
      }
    });
  });
}

interface Creds {
  client: string;
  basic: string;
  code: string;
}
const RECORDED: Creds = { client: "recorded-client-secret", basic: "merchant:recorded-pw", code: "RECORDED-CODE" };
const TARGET: Creds = { client: "target-client-secret", basic: "merchant:target-pw", code: "TARGET-CODE" };

async function sandboxes(c: Creds, recorder?: HarRecorder): Promise<{ a: RunningSandbox; o: RunningSandbox }> {
  const a = await startSandbox({ service: "affordability", port: 0, recorder, affordability: { clients: { partner: c.client } } });
  const o = await startSandbox({ service: "optimizer", port: 0, recorder, optimizer: { basic: c.basic, merchant: { id: 1234, accessCode: c.code } } });
  return { a, o };
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const r = await fetch(url, { method: "POST", headers, body });
  await r.text();
  return r.status;
}

const token = (url: string, secret: string) =>
  post(
    `${url}/realms/sandbox/protocol/openid-connect/token`,
    { "content-type": "application/x-www-form-urlencoded" },
    new URLSearchParams({ grant_type: "client_credentials", client_id: "partner", client_secret: secret }).toString(),
  );
const customer = (url: string, basic: string, ref: string) =>
  post(
    `${url}/create/customer`,
    { "content-type": "application/json", authorization: `Basic ${Buffer.from(basic).toString("base64")}` },
    JSON.stringify({ customer_ref_no: ref, mobile_number: "9999999999", email_id: "c@x.example", first_name: "A", last_name: "B", country_code: "91" }),
  );
function order(url: string, code: string, id: string): Promise<number> {
  const request = encodePayload({
    merchant_data: { merchant_id: 1234, merchant_access_code: code, order_id: id, merchant_return_url: "https://shop.example/r" },
    payment_info_data: { amount: 1000, currency_code: "INR", order_desc: "x" },
    txn_data: { navigation_mode: 7, payment_mode: "10", transaction_type: 1, time_stamp: 1700000000 },
  });
  return post(`${url}/api/v2/order/create`, { "content-type": "application/json", "x-verify": sign(request) }, JSON.stringify({ request }));
}

const file = path.join(dir, "configured.har");
const STATUSES = [200, 401, 200, 401, 200, 401];

beforeAll(async () => {
  const recorder = HarRecorder.open(file);
  const { a, o } = await sandboxes(RECORDED, recorder);
  try {
    const got = [
      await token(a.url, RECORDED.client),
      await token(a.url, "another-client-secret"),
      await customer(o.url, RECORDED.basic, "C-1"),
      await customer(o.url, "merchant:another-pw", "C-2"),
      await order(o.url, RECORDED.code, "O-1"),
      await order(o.url, "ANOTHER-CODE", "O-2"),
    ];
    expect(got).toEqual(STATUSES);
  } finally {
    await Promise.all([a.stop(), o.stop()]);
    recorder.close();
  }
});

describe("replaying a recording against sandboxes configured with other credentials", () => {
  it("the recording holds none of the credentials, and keeps them apart (distinct pseudonyms)", () => {
    const text = readFileSync(file, "utf8");
    for (const s of [RECORDED.client, "another-client-secret", "recorded-pw", "another-pw", RECORDED.code, "ANOTHER-CODE"]) expect(text).not.toContain(s);
    const entries = JSON.parse(text).log.entries as any[];
    const secrets = entries.slice(0, 2).map((e) => new URLSearchParams(e.request.postData.text).get("client_secret"));
    expect(secrets[0]).toMatch(/^REDACTED-[0-9a-f]{8}$/);
    expect(secrets[1]).toMatch(/^REDACTED-[0-9a-f]{8}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it("with the target's credentials (CONTRACTS_REPLAY_*), every exchange keeps its status and verdict", async () => {
    const { a, o } = await sandboxes(TARGET);
    try {
      const env = {
        CONTRACTS_REPLAY_CLIENT_SECRET: TARGET.client,
        CONTRACTS_REPLAY_BASIC: TARGET.basic,
        CONTRACTS_REPLAY_MERCHANT_ACCESS_CODE: TARGET.code,
      };
      const r = await conform([file, "--secret", SECRET, "--target", `affordability=${a.url}`, "--target", `optimizer=${o.url}`], env);
      const diffs = r.report.results.flatMap((x) => x.violations.filter((v) => v.rule.startsWith("replay")).map((v) => `${x.index} ${v.rule}`));
      expect(diffs).toEqual([]);
      expect(r.report.results).toHaveLength(STATUSES.length);
      for (const s of [TARGET.client, "target-pw", TARGET.code]) expect(r.text).not.toContain(s);
    } finally {
      await Promise.all([a.stop(), o.stop()]);
    }
  });

  it("without them, the accepted credentials are refused by the target: replay-diff on exactly those exchanges", async () => {
    const { a, o } = await sandboxes(TARGET);
    try {
      const r = await conform([file, "--secret", SECRET, "--target", `affordability=${a.url}`, "--target", `optimizer=${o.url}`], {});
      const diffs = r.report.results.filter((x) => x.violations.some((v) => v.rule === "replay-diff")).map((x) => x.index);
      expect(diffs).toEqual([0, 2, 4]);
    } finally {
      await Promise.all([a.stop(), o.stop()]);
    }
  });
});
