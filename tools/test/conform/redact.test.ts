// `contracts redact FILE --out FILE`: the sanitized copy keeps the structure (same exchanges, still
// judged by `conform`) and holds no card number, CVV, secret or credential of the original.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { run as redact } from "../../src/redact/command.ts";
import { redactHarEntry, redactJson, redactHeaderValue } from "../../src/recording/redact.ts";
import { loadCases } from "./support/cases.ts";
import { conform, verdicts } from "./support/run.ts";
import { fullCardNumbers, luhnWindows } from "./support/leaks.ts";
import { CVV_VALUE, SECRETS } from "../support/secrets.ts";

const dir = mkdtempSync(path.join(tmpdir(), "redact-"));

async function redactTo(file: string): Promise<{ exit: number; out: string }> {
  const out = path.join(dir, path.basename(file));
  const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    return { exit: await redact([file, "--out", out]), out };
  } finally {
    spy.mockRestore();
  }
}

describe("redact", () => {
  const usable = loadCases().filter((c) => c.expect.exit !== 2);

  it.each(usable)("$service/$name: no secret left, same exchanges", async (c) => {
    const { exit, out } = await redactTo(c.file);
    expect(exit).toBe(0);
    const text = readFileSync(out, "utf8");
    for (const s of SECRETS) expect(text).not.toContain(s);
    expect(fullCardNumbers(text)).toEqual([]);
    expect(text).not.toMatch(CVV_VALUE);
    const before = await conform([c.file, ...(c.expect.args ?? [])]);
    const after = await conform([out]);
    expect([...verdicts(after.report).keys()].sort()).toEqual([...verdicts(before.report).keys()].sort());
  });

  it("keeps conforming recordings conforming, except where a value became [REDACTED]", async () => {
    // Credentials and tokens become well-formed pseudonyms; a CVV or secret replaced by
    // "[REDACTED]" may break its own schema (a CVV's length), and only that is reported.
    for (const c of usable.filter((c) => c.expect.exit === 0 && c.expect.results.length === 0 && !(c.expect.args ?? []).includes("--secret"))) {
      const { out } = await redactTo(c.file);
      const { report } = await conform([out, ...(c.expect.args ?? [])]);
      const findings = report.results.flatMap((r) => r.violations.filter((v) => v.actual !== '"[REDACTED]"').map((v) => [c.name, r.index, v.rule, v.pointer]));
      expect(findings, c.file).toEqual([]);
    }
  });

  it("redacts inside Base64 payloads and keeps token pseudonyms stable", () => {
    const payload = Buffer.from(JSON.stringify({ merchant_data: { merchant_access_code: "SECRET-CODE", order_id: "O1" } })).toString("base64");
    const got = redactJson({ request: payload, token: "T-1", again: { token: "T-1" }, card_data: { card_number: "4012001037141112", cvv: "123" } }) as Record<
      string,
      any
    >;
    const decoded = JSON.parse(Buffer.from(got.request, "base64").toString("utf8"));
    // A credential becomes a pseudonym (distinct values stay distinct: a replay tells accepted from refused).
    expect(decoded.merchant_data).toEqual({ merchant_access_code: expect.stringMatching(/^REDACTED-[0-9a-f]{8}$/), order_id: "O1" });
    expect(decoded.merchant_data.merchant_access_code).not.toBe(got.token);
    expect(got.token).toMatch(/^REDACTED-[0-9a-f]{8}$/);
    expect(got.again.token).toBe(got.token);
    expect(got.card_data).toEqual({ card_number: "401200******1112", cvv: "[REDACTED]" });
    expect(redactHeaderValue("Authorization", "Basic dXNlcjpwYXNz")).toMatch(/^Basic [A-Za-z0-9+/=]+$/);
    expect(redactHeaderValue("Authorization", "Basic dXNlcjpwYXNz")).not.toContain("dXNlcjpwYXNz");
    expect(redactHeaderValue("Authorization", "Bearer abc")).toMatch(/^Bearer REDACTED-/);
  });

  it("gives a token in the URL query the same pseudonym as in the body (seq-token-origin still holds)", () => {
    const entry = {
      request: {
        method: "POST",
        url: "http://127.0.0.1:1/api/v2/process/payment?token=T-42&cvv=123",
        headers: [],
        queryString: [{ name: "token", value: "T-42" }],
      },
      response: { status: 200, headers: [], content: { mimeType: "application/json", text: JSON.stringify({ token: "T-42" }) } },
    };
    const got = redactHarEntry(entry) as any;
    const pseudo = JSON.parse(got.response.content.text).token as string;
    expect(pseudo).toMatch(/^REDACTED-[0-9a-f]{8}$/);
    expect(got.request.url).toBe(`http://127.0.0.1:1/api/v2/process/payment?token=${pseudo}&cvv=%5BREDACTED%5D`);
    expect(got.request.queryString[0].value).toBe(pseudo);
  });

  it("sanitizes query strings, form bodies and base64 response content", () => {
    const entry = {
      request: {
        method: "POST",
        url: "https://h/api/v2/process/payment?token=SECRET-TOKEN&x=1",
        headers: [{ name: "Cookie", value: "sid=abc" }],
        queryString: [{ name: "token", value: "SECRET-TOKEN" }],
        postData: { mimeType: "application/x-www-form-urlencoded", text: "client_id=a&client_secret=SECRET-CS&grant_type=client_credentials" },
      },
      response: {
        status: 200,
        headers: [],
        content: { mimeType: "application/json", encoding: "base64", text: Buffer.from('{"masked_card_number":"4111111111111111"}').toString("base64") },
      },
    };
    const text = JSON.stringify(redactHarEntry(entry));
    for (const s of ["SECRET-TOKEN", "SECRET-CS", "sid=abc"]) expect(text).not.toContain(s);
    const content = (redactHarEntry(entry) as any).response.content.text;
    expect(Buffer.from(content, "base64").toString("utf8")).toBe('{"masked_card_number":"411111******1111"}');
  });

  it("refuses to run without --out, and leaves no half-written copy of an unusable file", async () => {
    await expect(redact(["x.har"])).rejects.toThrow(/--out COPY is required/);
    const bad = path.join(dir, "cut.har");
    writeFileSync(bad, '{"log": {"entries": [{"request": {');
    const out = path.join(dir, "cut.out.har");
    await expect(redact([bad, "--out", out])).rejects.toThrow(/^redact: .*cut\.har: the file is truncated/);
    expect(() => readFileSync(out)).toThrow();
  });
});

describe("redact walks the whole document", () => {
  const entry = {
    comment: "4111 1111 1111 1111 99",
    _custom: { "4012888888881881": "k", cvc2: "8265", security_code: "8265", csc: "8265", nested: [{ cvv_number: 8265 }] },
    request: {
      method: "4111111111111111",
      url: "https://u:P4ssw0rd@h.invalid/cards/5555555555554444?card=6011111111111117&cvv=8265",
      comment: "card 4111111111111111 123",
      headers: [
        { name: "X-Api-Key", value: "ApiKey-sekrit-KEY" },
        { name: "X-Num", value: 6011000990139424 },
        { name: "5555555555554444", value: "x" },
      ],
      queryString: [{ name: "card", value: 3530111333300000 }],
      postData: { mimeType: "application/json", params: [{ name: "card", value: 4111111111111111 }], text: "{not json, cvv: 8265, card 4111111111111111 12}" },
    },
    response: {
      status: 200,
      statusText: "OK 4012888888881881",
      headers: [{ name: "Content-Type", value: "text/plain; pan=5555555555554444" }],
      content: { mimeType: "text/plain", text: 'plain text "security_code": "8265" Authorization: Basic bWVyY2hhbnQ6SHVudGVy and 4111111111111111' },
      redirectURL: "/back?pan=4111111111111111&password=hunter2",
    },
    cache: { beforeRequest: { pan: "6011111111111117" } },
    _webSocketMessages: [{ data: "5555555555554444-12 cvc2=8265" }],
    timings: { _x: 4111111111111111 },
  };

  it("leaves no card number and no secret anywhere in a HAR entry", () => {
    const text = JSON.stringify(redactHarEntry(entry));
    expect(luhnWindows(text)).toEqual([]);
    for (const s of ["8265", "ApiKey-sekrit-KEY", "P4ssw0rd", "hunter2", "bWVyY2hhbnQ6SHVudGVy"]) expect(text).not.toContain(s);
    const copy = redactHarEntry(entry) as any;
    expect(copy.request.headers[1].value).toBe("601100******9424");
    expect(copy.request.headers[2].name).toBe("555555******4444");
    expect(copy.response.statusText).toBe("OK 401288******1881");
    expect(copy._custom.csc).toBe("[REDACTED]");
    expect(copy.response.content.text).toContain('"security_code": "[REDACTED]"');
  });

  it("keeps __proto__ keys as data, never as the prototype", () => {
    const copy = redactJson(JSON.parse('{"__proto__": {"card_number": "4111111111111111"}, "a": 1}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"card_number":"411111******1111"},"a":1}');
  });

  it("a JSON Lines copy keeps every line; an entry beyond the limits becomes a comment", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "redact-in-")), "deep.jsonl");
    const ok = '{"service":"mobile","request":{"Header":{"MethodId":"1001"}},"response":"{\\"cvv\\": \\"8265\\", \\"x\\": 4111111111111111}"}';
    writeFileSync(file, `${[ok, `{"service":"mobile","request":${"[".repeat(2000)}${"]".repeat(2000)}}`, ok].join("\n")}\n`);
    const { exit, out } = await redactTo(file);
    expect(exit).toBe(0);
    const lines = readFileSync(out, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[1]!)).toEqual({ _comment: "line 2 is beyond the limits (nested deeper than 512 levels (limit)) and is left out" });
    expect(JSON.parse(lines[0]!).response).toBe('{"cvv":"[REDACTED]","x":"411111******1111"}');
  });
});
