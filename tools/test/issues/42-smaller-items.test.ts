// Issue 42, the smaller items: A11 (an object of 200,000 properties on one line is reported beyond the
// limits, and every file's results are kept, with --jobs 1 and 2 alike), A12 (the sandbox refuses an
// object of too many properties before it validates it, strict and lenient), A13 (--lenient reads a
// number only when the conversion is exact), A17 (the payment page never sends the browser to a
// `javascript:` URL or fails on one that is no URL; a gzip'd or UTF-16 recording is named as such).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exactNumber } from "../../src/sandbox/lenient.ts";
import { MAX_PROPERTIES } from "../../src/sandbox/server.ts";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.ts";
import { conform } from "../conform/support/run.ts";
import { basicHeader, optimizerClient, orderPayload, send, upi } from "../sandbox/support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue42-small-"));
const CONTROL_HAR = "conformance/cases/optimizer/customers.har";
const CONTROL_JSONL = "conformance/cases/terminal/mobile-upi-flow.jsonl";

describe("A11: an object of 200,000 properties on one line", () => {
  const big = path.join(dir, "200k.jsonl");
  beforeAll(() => {
    const line = JSON.parse(readFileSync(CONTROL_JSONL, "utf8").split("\n", 1)[0]!);
    const keys: Record<string, number> = {};
    for (let i = 0; i < 200_000; i++) keys[`k${i}`] = i;
    line.request.Header = { ...keys, ...line.request.Header };
    writeFileSync(big, `${JSON.stringify(line)}\n`);
  });

  it.each(["1", "2"])("--jobs %s: reported beyond the limits; the files before and after it keep their results", async (jobs) => {
    const r = await conform([CONTROL_HAR, big, CONTROL_JSONL, "--jobs", jobs]);
    expect(r.exit).toBe(1);
    const byFile = (f: string) => r.report.results.filter((x) => x.file === f);
    expect(byFile(CONTROL_HAR).length).toBe(3);
    expect(byFile(CONTROL_JSONL).length).toBe(3);
    expect(
      byFile(CONTROL_HAR)
        .concat(byFile(CONTROL_JSONL))
        .every((x) => x.ok),
    ).toBe(true);
    const [line] = byFile(big);
    expect(line?.violations.map((v) => [v.rule, v.expected])).toEqual([["malformed-entry", "at most 10000 properties per object"]]);
    expect(line?.violations[0]?.message).toMatch(/more than 10000 properties \(limit\)/);
  });
});

describe("A12, A13, A17: the sandbox", () => {
  let strict: RunningSandbox;
  let lenient: RunningSandbox;
  beforeAll(async () => {
    strict = await startSandbox({ service: "optimizer", port: 0, onLog: () => {} });
    lenient = await startSandbox({ service: "optimizer", port: 0, lenient: true, onLog: () => {} });
  });
  afterAll(async () => {
    await strict.stop();
    await lenient.stop();
  });
  const headers = { "content-type": "application/json", authorization: basicHeader };
  const customer = (extra: Record<string, unknown>) =>
    JSON.stringify({ mobile_number: "9999999999", email_id: "c@example.com", first_name: "T", last_name: "C", country_code: "91", ...extra });

  it("A12: a body of 50,000 undeclared properties is refused before it is validated (strict and lenient), and so is a query", async () => {
    const crowd: Record<string, number> = {};
    for (let i = 0; i < 50_000; i++) crowd[`u${i}`] = i;
    for (const sb of [strict, lenient]) {
      const r = await send(`${sb.url}/create/customer`, { body: customer({ customer_ref_no: "R-1", ...crowd }), headers });
      expect([r.status, r.body.code]).toEqual([400, "TOO_MANY_PROPERTIES"]);
      expect(r.body.detail).toContain(`more than ${MAX_PROPERTIES} properties`);
    }
    const q = Array.from({ length: MAX_PROPERTIES + 1 }, (_, i) => `q${i}=1`).join("&");
    expect((await send(`${strict.url}/customer/1?${q}`, { headers })).body.code).toBe("TOO_MANY_PROPERTIES");
  });

  it.each([
    { given: "100000", want: 100000 },
    { given: "12.50", want: 12.5 },
    { given: "0012", want: 12 },
    { given: "9007199254740991", want: 9007199254740991 },
    { given: "9007199254740993", want: undefined },
    { given: "12345678901234567891", want: undefined },
    { given: "100000.0000000000001", want: undefined },
    { given: "-0", want: undefined },
    { given: "  100000  ", want: undefined },
    { given: "1e3", want: undefined },
  ])("A13: exactNumber($given) is $want", ({ given, want }) => {
    expect(exactNumber(given)).toBe(want);
  });

  it("A13: --lenient refuses a number that lost digits, and still reads an exact one", async () => {
    const lossy = await send(`${lenient.url}/create/customer`, { body: customer({}).replace("{", '{"customer_ref_no": 12345678901234567891, '), headers });
    expect(lossy.status).toBe(400);
    const exact = await send(`${lenient.url}/create/customer`, { body: customer({ customer_ref_no: 4242 }), headers });
    expect(exact.status).toBe(200);
    expect(exact.body.customer_ref_no).toBe("4242");
  });

  it.each([
    { returnUrl: "javascript:alert(1)", why: "not an http or https URL" },
    { returnUrl: "not a url", why: "not a URL" },
    { returnUrl: "data:text/html,<script>x</script>", why: "not an http or https URL" },
  ])("A17: the payment page of an order returning to $returnUrl: 422, no Location", async ({ returnUrl, why }) => {
    const client = optimizerClient(strict.url);
    const payload = orderPayload(`RET-${Math.random().toString(36).slice(2, 10)}`, 1000);
    payload.merchant_data.merchant_return_url = returnUrl;
    const order = await client.createOrder(payload);
    expect(order.response.status).toBe(200);
    await client.processPayment(order.data!.token, upi);
    const r = await fetch(`${strict.url}/sandbox/pay/${order.data!.order_id}`, { redirect: "manual" });
    expect(r.status).toBe(422);
    expect(r.headers.get("location")).toBeNull();
    expect(((await r.json()) as { detail: string }).detail).toContain(why);
  });
});

describe("A17: recordings that are not UTF-8 text", () => {
  it.each([
    { name: "gz.har", bytes: () => gzipSync(readFileSync(CONTROL_HAR)), words: /is gzip-compressed .* unpack it first \(gunzip -k gz\.har\)/ },
    { name: "gz.jsonl", bytes: () => gzipSync(readFileSync(CONTROL_JSONL)), words: /is gzip-compressed/ },
    {
      name: "utf16.har",
      bytes: () => Buffer.from(`\ufeff${readFileSync(CONTROL_HAR, "utf8")}`, "utf16le"),
      words: /is UTF-16 text, not UTF-8; convert it first \(iconv/,
    },
    { name: "utf16-nobom.har", bytes: () => Buffer.from(readFileSync(CONTROL_HAR, "utf8"), "utf16le"), words: /is UTF-16 text/ },
  ])("$name: exit 2 naming what it is and how to convert it", async ({ name, bytes, words }) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes());
    const r = await conform([file]);
    expect(r.exit).toBe(2);
    expect(r.stderr).toMatch(words);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
