// Issue 26, "One judge" (and issue 36: the proxy and the probe too): generated exchanges of every
// operation and MethodId of the clean conformance cases, valid and invalid (mutations of their
// bodies), go through every judge of the toolkit, which must reach the same verdict on each:
// - HTTP requests: the validation API (validateRequest), the clients' development mode (the
//   contract-check middleware on the request as sent), the sandbox (over a socket: refused as
//   contract-breaking or not), the validating proxy in front of it (--errors: answered locally or
//   forwarded), the probe's definition of a valid request, and `contracts conform` on a HAR of what
//   was sent;
// - HTTP responses: validateResponse, the clients' development mode, `contracts conform`;
// - terminal requests: validateMessage, the simulator (refused with InvalidDataFormat or
//   InvalidMethodId, or answered), `contracts conform` on JSON Lines;
// - terminal replies: validateMessage and `contracts conform`.
// conform's findings beyond one message's contract (the x-verify signature, header echo between request
// and reply, sequences, card numbers in answers, a reply code's message text) are not verdicts the
// validation API claims; the comparison leaves them out by rule and says so here.
// Seeded: the same seed gives the same exchanges. The number of exchanges compared is printed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractCheck } from "../../src/client/contract-check.ts";
import { ContractViolationError } from "../../src/client/errors.ts";
import type { HttpServiceId } from "../../src/contract/services.ts";
import { harEntry } from "../../src/recording/har.ts";
import { DEFAULT_SANDBOX_SECRET, HarRecorder, startSandbox, type RunningSandbox } from "../../src/sandbox/index.ts";
import { encodePayload, hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { COMMON, Simulator } from "../../src/simulator/index.ts";
import { startProxy, type RunningProxy } from "../../src/proxy/index.ts";
import { acceptedByContract, httpOp } from "../../src/probe/http.ts";
import { conformJudge, counted } from "../../src/probe/sequence.ts";
import { validator as affordabilityValidator } from "../../src/validate/affordability.ts";
import { validateMessage } from "../../src/validate/messages.ts";
import { validator as optimizerValidator } from "../../src/validate/optimizer.ts";
import type { ServiceValidator } from "../../src/validate/service.ts";
import { conform } from "../conform/support/run.ts";
import { httpSeeds, mutate, mutationArb, terminalSeeds, type HttpSeed, type Mutation, type TerminalSeed } from "./support/one-verdict.ts";

const SEED = 26;
const RUNS = 400;
const SECRET = DEFAULT_SANDBOX_SECRET;
const sign = hmacSha256Signer(SECRET);

/** conform's rules that judge more than one message against its contract (not verdicts of the validation API). */
const BEYOND_ONE_MESSAGE = new Set(["x-verify-mismatch", "header-echo", "card-number-leak", "response-code-message", "replay-diff", "replay-transport"]);

const VALIDATORS: Record<HttpServiceId, ServiceValidator> = { affordability: affordabilityValidator, optimizer: optimizerValidator };

const HTTP = httpSeeds([
  "affordability/token-onboarding-discovery",
  "affordability/documented-errors",
  "optimizer/customers",
  "optimizer/emi",
  "optimizer/order-payment-refund",
  "optimizer/payment-modes",
  "optimizer/saved-cards",
  "optimizer/create-order-customer-details",
]);
const TERMINAL = terminalSeeds([
  "terminal/mobile-upi-flow",
  "terminal/mobile-wallet-card-emi-flows",
  "terminal/terminal-methods",
  "terminal/terminal-transactions",
  "terminal/terminal-upi-flow",
  "terminal/terminal-error-replies",
]);

const dir = mkdtempSync(path.join(tmpdir(), "one-verdict-"));
const sandboxes = {} as Record<HttpServiceId, RunningSandbox>;
/** The validating proxy in front of each sandbox, answering a contract-breaking request itself (--errors). */
let proxy: RunningProxy;
const proxied = {} as Record<HttpServiceId, string>;
let bearer = "";

beforeAll(async () => {
  sandboxes.affordability = await startSandbox({ service: "affordability", port: 0 });
  sandboxes.optimizer = await startSandbox({ service: "optimizer", port: 0 });
  proxy = await startProxy({
    upstreams: { affordability: sandboxes.affordability.url, optimizer: sandboxes.optimizer.url },
    errors: true,
    signer: sign,
    log: () => {},
  });
  for (const s of proxy.services) proxied[s.service] = s.url;
  const token = await fetch(`${sandboxes.affordability.url}/realms/sandbox/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials&client_id=client-1&client_secret=client-secret-1",
  });
  bearer = ((await token.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await proxy?.stop();
  await Promise.all(Object.values(sandboxes).map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
});

/** A seed's request with mutations applied, as it goes on the wire (create order's payload re-encoded and re-signed). */
interface WireRequest {
  seed: HttpSeed;
  headers: Record<string, string>;
  /** The body object the judges read (undefined: no body). */
  body: unknown;
  text: string | undefined;
}

function wireRequest(seed: HttpSeed, mutations: Mutation[], inner: boolean): WireRequest {
  const headers = { ...seed.headers };
  delete headers["content-length"];
  if (seed.facts.service === "affordability") headers.authorization = `Bearer ${bearer}`;
  let body: unknown = seed.body;
  const encoded = seed.facts.encoded[0];
  if (body !== undefined && encoded && inner) {
    const outer = structuredClone(seed.body) as Record<string, any>;
    const key = encoded.pointer.slice(1);
    const payload = JSON.parse(Buffer.from(String(outer[key]), "base64").toString("utf8"));
    outer[key] = encodePayload(mutate(payload, mutations));
    body = outer;
  } else if (body !== undefined) body = mutate(seed.body!, mutations);
  if (encoded && body && typeof body === "object" && typeof (body as any)[encoded.pointer.slice(1)] === "string")
    headers["x-verify"] = sign((body as any)[encoded.pointer.slice(1)]);
  return { seed, headers, body, text: body === undefined ? undefined : JSON.stringify(body) };
}

/** The HAR entry of a request as sent and the answer it got. */
const recorded = (w: WireRequest, status: number, responseHeaders: Record<string, string>, responseBody: string) =>
  harEntry({
    url: `https://test.base-url.invalid${w.seed.pathname}${w.seed.search}`,
    method: w.seed.method,
    headers: w.headers,
    body: w.text,
    started: "2026-11-25T00:00:00.000Z",
    elapsed: 1,
    status,
    responseHeaders,
    responseBody,
  });

const harFile = (entries: unknown[]): string => JSON.stringify({ log: { version: "1.2", creator: { name: "one-verdict", version: "1" }, entries } });

interface Verdicts {
  [judge: string]: boolean;
}

/** The request judged by the validation API, the client's development mode and the sandbox; conform judges later from a HAR. */
async function judgeRequest(w: WireRequest): Promise<{ verdicts: Verdicts; answer: { status: number; headers: Record<string, string>; text: string } }> {
  const { seed } = w;
  const service = seed.facts.service;
  const validator = VALIDATORS[service];
  const contentType = w.headers["content-type"];
  const req = { headers: w.headers, query: seed.query, path: seed.pathParams, body: w.body, ...(contentType ? { contentType } : {}) };
  const api = validator.validateRequest(seed.facts.op.operationId, req).ok;

  let client = true;
  const url = `${sandboxes[service].url}${seed.pathname}${seed.search}`;
  try {
    const check = contractCheck({ validator, secrets: () => [] });
    await check.onRequest!({
      request: new Request(url, { method: seed.method, headers: w.headers, ...(w.text !== undefined ? { body: w.text } : {}) }),
      schemaPath: seed.facts.op.path,
      params: { path: seed.pathParams, query: seed.query },
    } as any);
  } catch (e) {
    if (!(e instanceof ContractViolationError)) throw e;
    client = false;
  }

  const res = await fetch(url, { method: seed.method, headers: w.headers, ...(w.text !== undefined ? { body: w.text } : {}) });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // The sandbox refuses a contract-breaking request with the validation errors in its problem body.
  const sandbox = !(res.status >= 400 && Array.isArray(parsed?.errors) && parsed.errors.length > 0);

  // The proxy with --errors answers a contract-breaking request itself and never forwards it.
  const locally = proxy.services.find((x) => x.service === service)!.counts;
  const before = locally.answeredLocally;
  const viaProxy = await fetch(`${proxied[service]}${seed.pathname}${seed.search}`, {
    method: seed.method,
    headers: w.headers,
    ...(w.text !== undefined ? { body: w.text } : {}),
  });
  await viaProxy.arrayBuffer();
  const proxyVerdict = locally.answeredLocally === before;

  // The probe's definition of a valid request (what it varies values within, and breaks on purpose).
  const probe = acceptedByContract(httpOp(seed.facts.operationId)!, {
    method: seed.method,
    path: seed.facts.path,
    query: seed.query,
    params: seed.pathParams,
    headers: w.headers,
    body: w.body,
    text: w.text,
  });
  return {
    verdicts: { api, client, sandbox, proxy: proxyVerdict, probe },
    answer: { status: res.status, headers: Object.fromEntries(res.headers.entries()), text },
  };
}

function conformVerdicts(
  results: Array<{ index: number; violations: Array<{ rule: string; where: string; level?: string }> }>,
  where: "request" | "response",
  count: number,
): boolean[] {
  const ok = new Array<boolean>(count).fill(true);
  for (const r of results) for (const v of r.violations) if (v.where === where && v.level !== "warning" && !BEYOND_ONE_MESSAGE.has(v.rule)) ok[r.index] = false;
  return ok;
}

const disagreements = (rows: Array<{ label: string; verdicts: Verdicts }>) =>
  rows.filter((r) => new Set(Object.values(r.verdicts)).size > 1).map((r) => `${r.label}: ${JSON.stringify(r.verdicts)}`);

const compared: Record<string, number> = {};

/**
 * `conform` on the exchanges written to `name` (its verdict added to each row, on `side`), then the
 * comparison: the generation reaches both verdicts (or it would prove nothing), and no two judges differ.
 */
async function judgedByConform(
  kind: string,
  name: string,
  text: string,
  args: string[],
  side: "request" | "response",
  rows: Array<{ label: string; verdicts: Verdicts }>,
) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  const { report } = await conform([file, ...args]);
  conformVerdicts(report.results, side, rows.length).forEach((ok, i) => {
    rows[i]!.verdicts.conform = ok;
  });
  compared[kind] = rows.length;
  expect(rows.some((r) => r.verdicts.api)).toBe(true);
  expect(rows.some((r) => !r.verdicts.api)).toBe(true);
  expect(disagreements(rows)).toEqual([]);
}

describe("one verdict: every judge agrees on generated exchanges (seeded)", () => {
  it("HTTP requests: validation API, client development mode, sandbox, proxy, probe and conform", async () => {
    const cases = fc.sample(fc.tuple(fc.nat(HTTP.length - 1), mutationArb, fc.boolean()), { seed: SEED, numRuns: RUNS });
    const rows: Array<{ label: string; verdicts: Verdicts }> = [];
    const entries = [];
    for (const [i, mutations, inner] of cases) {
      const w = wireRequest(HTTP[i]!, mutations, inner);
      const { verdicts, answer } = await judgeRequest(w);
      rows.push({ label: `${w.seed.facts.op.operationId} ${JSON.stringify(mutations)}${inner ? " (payload)" : ""}`, verdicts });
      entries.push(recorded(w, answer.status, answer.headers, answer.text));
    }
    await judgedByConform("HTTP requests", "requests.har", harFile(entries), ["--secret", SECRET], "request", rows);
  });

  it("HTTP responses: validation API, client development mode and conform", async () => {
    const cases = fc.sample(fc.tuple(fc.nat(HTTP.length - 1), mutationArb), { seed: SEED + 1, numRuns: RUNS });
    const rows: Array<{ label: string; verdicts: Verdicts }> = [];
    const entries = [];
    for (const [i, mutations] of cases) {
      const seed = HTTP[i]!;
      const service = seed.facts.service;
      const validator = VALIDATORS[service];
      const body = seed.responseBody === undefined ? undefined : mutate(seed.responseBody, mutations);
      const text = body === undefined ? "" : JSON.stringify(body);
      const headers = { ...seed.responseHeaders };
      delete headers["content-length"];
      // The refund answer's x-verify signs the Base64 of the body as sent.
      if (headers["x-verify"] !== undefined) headers["x-verify"] = sign(Buffer.from(text, "utf8").toString("base64"));
      const contentType = headers["content-type"];
      const api = validator.validateResponse(seed.facts.op.operationId, seed.status, body, { headers, ...(contentType ? { contentType } : {}) }).ok;
      let client = true;
      try {
        const check = contractCheck({ validator, secrets: () => [] });
        const url = `http://127.0.0.1${seed.pathname}${seed.search}`;
        await check.onResponse!({
          request: new Request(url, { method: seed.method }),
          response: new Response(seed.status === 204 ? null : text, { status: seed.status, headers }),
          schemaPath: seed.facts.op.path,
        } as any);
      } catch (e) {
        if (!(e instanceof ContractViolationError)) throw e;
        client = false;
      }
      rows.push({ label: `${seed.facts.op.operationId} ${seed.status} ${JSON.stringify(mutations)}`, verdicts: { api, client } });
      const w = wireRequest(seed, [], false);
      entries.push(recorded(w, seed.status, headers, text));
    }
    await judgedByConform("HTTP responses", "responses.har", harFile(entries), ["--secret", SECRET], "response", rows);
  });

  it("terminal requests: validation API, simulator and conform", async () => {
    const cases = fc.sample(fc.tuple(fc.nat(TERMINAL.length - 1), mutationArb), { seed: SEED + 2, numRuns: RUNS });
    const simulator = new Simulator();
    const refusedData = String(COMMON.invalidDataFormat.code);
    const refusedMethod = String(COMMON.invalidMethodId.code);
    const rows: Array<{ label: string; verdicts: Verdicts }> = [];
    const lines: string[] = [];
    for (const [i, mutations] of cases) {
      const seed: TerminalSeed = TERMINAL[i]!;
      const request = mutate(seed.request, mutations);
      const api = validateMessage(seed.app, request, "request").ok;
      const reply = simulator.handle(seed.app, structuredClone(request)) as any;
      // Refused by the contract: Invalid Method Id, or Invalid data-format naming the broken place in its remark
      // (the same code also answers a Get Status that matches no sale: a state of the ledger, not a verdict).
      const code = String(reply?.Response?.ResponseCode);
      const detail = reply?.Detail;
      const remark: unknown = detail?.Remark ?? detail?.Payments?.[0]?.Remark;
      // An integer-coded method answers its own table's failure code, "<text> (Invalid data-format: <pointer> <rule>)" (issue 40, D20).
      const ownFailure = String(reply?.Response?.ResponseMsg ?? "").includes(`(${COMMON.invalidDataFormat.message}: `);
      const sim = !(
        code === refusedMethod ||
        ownFailure ||
        (code === refusedData && (remark === undefined || String(remark).startsWith(COMMON.invalidDataFormat.message)))
      );
      rows.push({
        label: `${seed.app} ${JSON.stringify((seed.request as any).Header?.MethodId)} ${JSON.stringify(mutations)}`,
        verdicts: { api, simulator: sim },
      });
      lines.push(JSON.stringify({ service: seed.app, request, response: reply }));
    }
    await judgedByConform("terminal requests", "requests.jsonl", `${lines.join("\n")}\n`, [], "request", rows);
  });

  it("terminal replies: validation API and conform", async () => {
    const cases = fc.sample(fc.tuple(fc.nat(TERMINAL.length - 1), mutationArb), { seed: SEED + 3, numRuns: RUNS });
    const rows: Array<{ label: string; verdicts: Verdicts }> = [];
    const lines: string[] = [];
    for (const [i, mutations] of cases) {
      const seed: TerminalSeed = TERMINAL[i]!;
      const reply = mutate(seed.reply, mutations);
      rows.push({
        label: `${seed.app} ${JSON.stringify((seed.request as any).Header?.MethodId)} reply ${JSON.stringify(mutations)}`,
        verdicts: { api: validateMessage(seed.app, reply, "reply").ok },
      });
      lines.push(JSON.stringify({ service: seed.app, request: seed.request, response: reply }));
    }
    await judgedByConform("terminal replies", "replies.jsonl", `${lines.join("\n")}\n`, [], "response", rows);
  });

  afterAll(() => {
    const total = Object.values(compared).reduce((a, b) => a + b, 0);
    if (total)
      console.log(
        `one verdict: ${total} exchanges compared (${Object.entries(compared)
          .map(([k, n]) => `${k} ${n}`)
          .join(", ")})`,
      );
  });
});

/**
 * Issue 36: the two places where the judges disagreed (architecture review 4, §3.2), now cases of the
 * same one-verdict comparison: a create order whose Base64 payload is line-wrapped as MIME encoders
 * write it, and the sandbox's own refusal of a duplicate order.
 */
describe("one verdict on the cases that used to differ", () => {
  const orderSeed = HTTP.find((x) => x.facts.operationId === "createOrder")!;
  /** A create order with its payload wrapped at 76 characters (CRLF), signed over `signed` ("compact" text, the text "as sent", or "wrong"). */
  const wrappedOrder = (orderId: string, signed: "compact" | "as sent" | "wrong"): WireRequest => {
    const outer = structuredClone(orderSeed.body) as Record<string, any>;
    const payload = JSON.parse(Buffer.from(String(outer.request), "base64").toString("utf8"));
    payload.merchant_data.order_id = orderId;
    // No customer: the sandbox would look for one (404 CUSTOMER_NOT_FOUND) that this test never creates.
    delete payload.customer_data;
    const compact = encodePayload(payload);
    outer.request = compact.replace(/(.{76})/g, "$1\r\n");
    expect(outer.request).toContain("\r\n");
    const headers = { ...orderSeed.headers };
    delete headers["content-length"];
    headers["x-verify"] = signed === "wrong" ? "AB".repeat(32) : sign(signed === "compact" ? compact : outer.request);
    return { seed: orderSeed, headers, body: outer, text: JSON.stringify(outer) };
  };

  it("a line-wrapped create order: accepted with its signature verified by every judge, or refused by all when the signature is wrong", async () => {
    const rows: Array<{ label: string; verdicts: Verdicts }> = [];
    const entries = [];
    const stamp = Date.now().toString(36).toUpperCase();
    for (const signed of ["compact", "as sent", "wrong"] as const) {
      const w = wrappedOrder(`WRAP-${stamp}-${signed.replace(" ", "")}`, signed);
      const { verdicts, answer } = await judgeRequest(w);
      // The signature is part of the verdict here (BEYOND_ONE_MESSAGE leaves it out of the generated rows):
      // the sandbox refuses a wrong one (401), the proxy answers it locally, conform reports x-verify-mismatch.
      const sandbox = answer.status === 200;
      rows.push({
        label: `wrapped create order signed ${signed}`,
        verdicts: { sandbox, proxy: verdicts.proxy!, probe: verdicts.probe! && signed !== "wrong" },
      });
      expect(verdicts.api, `${signed}: the payload's Base64 is valid (whitespace ignored)`).toBe(true);
      expect(answer.status, `${signed}: the sandbox's answer`).toBe(signed === "wrong" ? 401 : 200);
      entries.push(recorded(w, answer.status, answer.headers, answer.text));
    }
    const file = path.join(dir, "wrapped.har");
    writeFileSync(file, harFile(entries));
    const { report } = await conform([file, "--secret", SECRET]);
    report.results.forEach((r) => {
      rows[r.index]!.verdicts.conform = r.ok;
      if (r.index < 2) expect(r.violations.map((v) => v.rule)).toEqual([]);
    });
    // The sandbox's 401 is a failure status the optimizer document does not show: a warning naming the gap.
    expect(report.results[2]!.violations.map((v) => `${v.rule} ${v.level}`)).toEqual(["x-verify-mismatch error", "undocumented-status warning"]);
    expect(rows.map((r) => r.verdicts.sandbox)).toEqual([true, true, false]);
    expect(disagreements(rows)).toEqual([]);

    // The sandbox's own recording (redacted: the merchant access code inside the payload is replaced)
    // carries the judge's verdict, so conform --secret on it agrees with what the sandbox answered.
    const recording = path.join(dir, "wrapped-sandbox.har");
    const recorder = HarRecorder.open(recording);
    const sb = await startSandbox({ service: "optimizer", port: 0, recorder });
    try {
      for (const signed of ["compact", "as sent", "wrong"] as const) {
        const w = wrappedOrder(`WRAP-${stamp}-SB-${signed.replace(" ", "")}`, signed);
        const res = await fetch(`${sb.url}${w.seed.pathname}`, { method: "POST", headers: w.headers, body: w.text });
        expect(res.status).toBe(signed === "wrong" ? 401 : 200);
      }
    } finally {
      await sb.stop();
      recorder.close();
    }
    const fromSandbox = await conform([recording, "--secret", SECRET]);
    expect(fromSandbox.report.results.map((r) => r.violations.filter((v) => v.level !== "warning").map((v) => v.rule))).toEqual([
      [],
      [],
      ["x-verify-mismatch"],
    ]);
    // The two right signatures were judged by the verdicts the recording carries (the third by its carried mismatch).
    expect(fromSandbox.report.summary.xVerifyFromRecording).toBe(2);
  });

  it("the sandbox's 409 to a duplicate order is judged alike by conform and the probe: the optimizer's failure statuses are a gap", async () => {
    const w = wrappedOrder(`DUP-${Date.now().toString(36).toUpperCase()}`, "compact");
    const first = await judgeRequest(w);
    const second = await judgeRequest(w);
    expect([first.answer.status, second.answer.status]).toEqual([200, 409]);
    const entries = [
      recorded(w, first.answer.status, first.answer.headers, first.answer.text),
      recorded(w, second.answer.status, second.answer.headers, second.answer.text),
    ];
    const file = path.join(dir, "duplicate.har");
    writeFileSync(file, harFile(entries));
    const { report } = await conform([file, "--secret", SECRET]);
    const refusal = report.results.find((r) => r.index === 1)!;
    expect(refusal.ok).toBe(true);
    expect(refusal.violations.map((v) => [v.rule, v.level, v.basis?.length])).toEqual([["undocumented-status", "warning", 1]]);
    // The probe judges the same exchanges in memory with the same judge; what it counts of a refusal is the same.
    const exchanges = entries.map((entry, i) => ({
      step: i,
      label: "",
      operation: "createOrder",
      variant: "valid",
      expect: "refused" as const,
      request: {} as never,
      url: "",
      status: [200, 409][i]!,
      accepted: i === 0,
      headers: {},
      text: "",
      format: "har" as const,
      entry,
    }));
    const per = await conformJudge(exchanges, sign);
    expect(counted(exchanges[1]!, per[1]!)).toEqual([]);
    expect(per[1]!.filter((v) => v.level !== "warning")).toEqual([]);
  });
});
