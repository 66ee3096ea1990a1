// Issue 40, N2 (done in main before this issue; verified here): the proxy records the judge's
// x-verify verdict where redaction alters signed content, so `conform --secret` on its recording
// agrees with what it printed live: correctly signed orders have no x-verify finding (no
// x-verify-unverifiable either), and an order signed with another key fails with x-verify-mismatch,
// as it did live.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startProxy } from "../../src/proxy/index.ts";
import { startSandbox } from "../../src/sandbox/index.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { conformResults, findingsOf, findingsOfLines } from "../proxy/support.ts";
import { optimizerClient, orderPayload, SECRET } from "../sandbox/support.ts";

const sandbox = await startSandbox({ service: "optimizer", port: 0, onLog: () => {} });
afterAll(() => sandbox.stop());

describe("the proxy's recording keeps the live x-verify verdict", () => {
  it("correct orders: no x-verify finding; a wrongly signed one: x-verify-mismatch, as live", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "issue-40-proxy-")), "proxy.har");
    const lines: string[] = [];
    const proxy = await startProxy({ upstreams: { optimizer: sandbox.url }, record: file, signer: hmacSha256Signer(SECRET), log: (l) => lines.push(l) });
    const url = proxy.services[0]!.url;
    const good = optimizerClient(url);
    for (let i = 0; i < 3; i++) expect((await good.createOrder(orderPayload(`N2-OK-${i}`, 1000 + i))).response.status).toBe(200);
    const wrong = await optimizerClient(url, { secretKey: "ff".repeat(32) }).createOrder(orderPayload("N2-WRONG", 1000));
    expect(wrong.response.status).toBe(401);
    await proxy.stop();

    const live = findingsOfLines(lines).filter((f) => f.includes("x-verify"));
    expect(live).toEqual(["#3 x-verify-mismatch /request/headers/x-verify"]);

    // The recording: the payload's credential is redacted (so the signature cannot be checked again) and the verdict is carried.
    const entries = JSON.parse(readFileSync(file, "utf8")).log.entries as Array<{ _contract?: { redacted: string[]; xVerify: Record<string, string> } }>;
    expect(entries.map((e) => e._contract?.xVerify.request)).toEqual(["verified", "verified", "verified", "mismatch"]);
    expect(entries.every((e) => e._contract!.redacted.includes("/request/body/request"))).toBe(true);

    const judged = findingsOf(await conformResults(file, hmacSha256Signer(SECRET))).filter((f) => f.includes("x-verify"));
    expect(judged).toEqual(live);
  });
});
