// Issue 27, point 5: credentials are redacted by their shape as well as by their name (Basic, Bearer,
// JWT values under any header, query parameter or body field), and JSON escapes no longer hide a
// secret's name or a card number's digits (`"c\u0076v"`, `"411111111111\u00311111"`). The planted
// corpus carries these hiding places (tools/test/fixtures/hostile/planted/hiding-places.*); here the
// recorders of the sandboxes and the simulator are checked on them too.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { maskCredentials, maskTextSecrets, unescapeAlnum } from "../../src/recording/redact.ts";
import { HarRecorder, startSandbox } from "../../src/sandbox/index.ts";
import { openRecorder } from "../../src/recording/jsonl-recorder.ts";
import { Simulator } from "../../src/simulator/simulator.ts";
import { luhnWindows } from "../conform/support/leaks.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue27-redact-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BASIC_B64 = Buffer.from("merchant:HunterTwo-Basic").toString("base64");
const BEARER = "eyJBearerTOKEN-sekrit-ABCDEF";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzZWtyaXQtSldUIn0.c2lnLXNla3JpdC1KV1Q";
const CVV = "7391";
const SECRETS = [BASIC_B64, BEARER, JWT, CVV, "sekrit"];
const unescaped = (t: string): string => t.replace(/\\{1,2}u00([3-7][0-9a-fA-F])/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

function expectClean(text: string, what: string): void {
  for (const t of [text, unescaped(text)]) {
    expect(luhnWindows(t), what).toEqual([]);
    for (const s of SECRETS) expect(t.includes(s), `${what} shows ${s}`).toBe(false);
  }
}

describe("maskCredentials: by shape, whatever the name", () => {
  it.each([
    { given: `Basic ${BASIC_B64}`, gone: BASIC_B64, kept: "Basic " },
    { given: `x Bearer ${BEARER} y`, gone: BEARER, kept: "Bearer " },
    { given: `auth=Basic%20${BASIC_B64}`, gone: BASIC_B64, kept: "Basic%20" },
    { given: `token ${JWT}`, gone: JWT, kept: "token " },
  ])("$given", ({ given, gone, kept }) => {
    const out = maskCredentials(given);
    expect(out).not.toContain(gone);
    expect(out).toContain(kept);
    expect(out).toMatch(/REDACTED-[0-9a-f]{8}/);
  });
  it.each(["Basic credentials are required", "Bearer token", "the basic plan", "Bearer REDACTED-3f9a1c2e"])("not a credential: %s", (text) => {
    expect(maskCredentials(text)).toBe(text);
  });
});

describe("JSON escapes", () => {
  it("decodes letter and digit escapes only", () => {
    expect(unescapeAlnum('"c\\u0076v" \\u0022 \\u000a')).toBe('"cvv" \\u0022 \\u000a');
  });
  it("a CVV under an escaped name and an escaped card number in text that is not JSON are masked", () => {
    const out = maskTextSecrets(`{"c\\u0076v":"${CVV}","pan":"411111111111\\u00311111","x":1,}`);
    expect(out).not.toContain(CVV);
    expect(luhnWindows(out)).toEqual([]);
  });
});

describe("the recordings of the sandboxes and the simulator hold none of them", () => {
  it("sandbox HAR: unknown header names, query, JSON and broken-JSON bodies", async () => {
    const file = path.join(dir, "sandbox.har");
    const recorder = HarRecorder.open(file);
    const sb = await startSandbox({ service: "optimizer", port: 0, recorder });
    try {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "x-authorization": `Basic ${BASIC_B64}`,
        "x-forwarded-authorization": `Bearer ${BEARER}`,
        auth: `Basic ${BASIC_B64}`,
        "x-jwt": JWT,
        "x-trace": JWT,
        "x-anything": `Bearer ${BEARER}`,
      };
      const q = `?auth=Basic%20${BASIC_B64}&jwt=${JWT}&next=Bearer+${BEARER}`;
      await fetch(`${sb.url}/create/customer${q}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ note: `use Basic ${BASIC_B64}`, bearer: BEARER, jwt: JWT, session: `Bearer ${BEARER}` }),
      });
      await fetch(`${sb.url}/create/customer`, {
        method: "POST",
        headers,
        body: `{"c\\u0076v":"${CVV}","pan":"411111111111\\u00311111","card":"\\u0034111111111111111",}`,
      });
    } finally {
      await sb.stop();
      recorder.close();
    }
    const text = readFileSync(file, "utf8");
    expect(JSON.parse(text).log.entries).toHaveLength(2);
    expectClean(text, "sandbox recording");
  });

  it("simulator JSON Lines: a request that is not JSON, and credentials in message fields", () => {
    const file = path.join(dir, "sim.jsonl");
    const rec = openRecorder(file);
    const sim = new Simulator({ onExchange: (app, request, reply) => rec.record(app, request, reply) });
    sim.handle("mobile", `{"Header":{"MethodId":"1001"},"Detail":{"c\\u0076v":"${CVV}","CardNumber":"411111111111\\u00311111"},}`);
    sim.handle(
      "mobile",
      JSON.stringify({
        Header: { ApplicationId: "abcdefgh", UserId: "user1234", MethodId: "1001", VersionNo: "1.0" },
        Detail: { X: `Bearer ${BEARER}`, Y: JWT, Z: `Basic ${BASIC_B64}` },
      }),
    );
    rec.close();
    const text = readFileSync(file, "utf8");
    expect(text.trim().split("\n")).toHaveLength(2);
    expectClean(text, "simulator recording");
  });
});
