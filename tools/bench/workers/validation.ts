/**
 * Validation benchmark, in one process: the same recorded exchanges (recording/examples.ts: every
 * HTTP operation's example request and response, and every terminal message example) validated by
 *
 *   standalone  the toolkit's API over the precompiled validators (validateRequest/validateResponse,
 *               validateMessage), as the conformance runner and the clients call it;
 *   runtime     ajv compiling the same schemas at run time (tools/test/support/runtime-validators.ts for the
 *               operations, serviceAjv for the message schemas), doing the same steps;
 *   prism       Prism's own validator from @stoplight/prism-http (validateSecurity + validateInput on
 *               the request, validateOutput on the response), over the document the mock serves.
 *
 * Rounds are interleaved (standalone, runtime, prism, standalone, ...) and each rate is the median
 * over rounds. Prism validates OpenAPI only, so the three-way comparison is on the HTTP exchanges;
 * the message exchanges are timed for standalone and runtime.
 *
 *   node --import tsx tools/bench/workers/validation.ts [--rounds N] [--round-ms MS]
 *
 * Prints one JSON document.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ValidateFunction } from "ajv";
import { GENERATED, ROOT } from "../../src/paths.ts";
import { rewriteRefs } from "../../src/openapi/schema-rewrite.ts";
import { openApiValidators, type OpenApiValidators } from "../../test/support/runtime-validators.ts";
import { serviceAjv } from "../../src/contract/schemas.ts";
import type { Manifest } from "../../src/contract/manifest.ts";
import { coerceParameters } from "../../src/validate/parameters.ts";
import { fillPath, httpExamples, messageExamples, HTTP_SERVICE_IDS, type HttpExample, type HttpServiceId, type MessageExample } from "../recording/examples.ts";
import { median } from "../lib/stats.ts";

const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const ROUNDS = opt("rounds", 9);
const ROUND_MS = opt("round-ms", 250);

const lowerKeys = (h: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

// ------------------------------------------------------------------ the exchanges

const http: HttpExample[] = HTTP_SERVICE_IDS.flatMap((s) => httpExamples(s));
const messages: MessageExample[] = messageExamples();
const manifests = Object.fromEntries(
  ["affordability", "optimizer", "terminal"].map((s) => [s, JSON.parse(readFileSync(path.join(GENERATED, s, "manifest.json"), "utf8")) as Manifest]),
) as Record<HttpServiceId | "terminal", Manifest>;

// ------------------------------------------------------------------ (a) standalone

const tImport0 = performance.now();
const standaloneHttp = {
  affordability: (await import("../../src/validate/affordability.ts")).validator,
  optimizer: (await import("../../src/validate/optimizer.ts")).validator,
};
const { validateMessage } = await import("../../src/validate/messages.ts");
const standaloneStartMs = performance.now() - tImport0;

function standaloneExchange(e: HttpExample): boolean {
  const v = standaloneHttp[e.service];
  const req = v.validateRequest(e.operationId, { headers: e.headers, query: e.query, path: e.pathParams, body: e.body, contentType: e.contentType });
  const res = v.validateResponse(e.operationId, e.status, e.responseBody, { headers: e.responseHeaders, contentType: e.responseContentType });
  return req.ok && res.ok;
}
function standaloneMessage(m: MessageExample): boolean {
  return validateMessage(m.app, m.request, "request").ok && validateMessage(m.app, m.response, "reply").ok;
}

// ------------------------------------------------------------------ (b) the validators alone

/**
 * The validator functions of one operation, and a lean driver that runs them in the API's order
 * (credentials, headers, query, path, body, encoded body property, response). The same driver runs
 * the precompiled standalone functions and the runtime-compiled ajv ones, so that the two differ in
 * the validators only; the API pass above adds the toolkit's own work (error mapping, pointers).
 */
interface OpValidators {
  headers: (d: unknown) => boolean;
  query: (d: unknown) => boolean;
  path: (d: unknown) => boolean;
  body: ((d: unknown) => boolean) | undefined;
  /** Encoded body properties: property name → validator of the decoded document. */
  encoded: Array<{ property: string; validate: (d: unknown) => boolean }>;
  responses: Map<number, ((d: unknown) => boolean) | undefined>;
  paramList: { query: Array<{ name: string; type?: string | undefined }>; path: Array<{ name: string; type?: string | undefined }> };
  basic: boolean;
  bearer: boolean;
}

function opShape(service: HttpServiceId, operationId: string): Pick<OpValidators, "paramList" | "basic" | "bearer"> {
  const m = manifests[service].operations.find((o) => o.operationId === operationId)!;
  const schemes = m.security.flat().map((n) => manifests[service].securitySchemes[n]);
  return {
    paramList: { query: m.parameters.query.list, path: m.parameters.path.list },
    basic: schemes.some((s) => s?.type === "http" && s.scheme?.toLowerCase() === "basic"),
    bearer: schemes.some((s) => s?.type === "oauth2" || (s?.type === "http" && s.scheme?.toLowerCase() === "bearer")),
  };
}

// Precompiled: the exports of generated/<service>/validators.mjs named by the manifest.
const modules = {
  affordability: (await import(path.join(GENERATED, "affordability", "validators.mjs"))) as Record<string, (d: unknown) => boolean>,
  optimizer: (await import(path.join(GENERATED, "optimizer", "validators.mjs"))) as Record<string, (d: unknown) => boolean>,
  terminal: (await import(path.join(GENERATED, "terminal", "validators.mjs"))) as Record<string, (d: unknown) => boolean>,
};
const standaloneOps = new Map<string, OpValidators>();
for (const e of http) {
  const key = `${e.service}:${e.operationId}`;
  const mod = modules[e.service];
  const m = manifests[e.service].operations.find((o) => o.operationId === e.operationId)!;
  let op = standaloneOps.get(key);
  if (!op) {
    const media = Object.values(m.request.content)[0];
    op = {
      headers: mod[m.parameters.header.validator]!,
      query: mod[m.parameters.query.validator]!,
      path: mod[m.parameters.path.validator]!,
      body: media ? mod[media.validator] : undefined,
      encoded: (media?.encoded ?? []).map((enc) => ({ property: enc.pointer.slice(1), validate: mod[enc.validator]! })),
      responses: new Map(),
      ...opShape(e.service, e.operationId),
    };
    standaloneOps.set(key, op);
  }
  const r = m.responses[String(e.status)];
  const name = r ? Object.values(r.content)[0]?.validator : undefined;
  op.responses.set(e.status, name ? mod[name] : undefined);
}

// Runtime: ajv compiling the OpenAPI document's schemas (the toolkit's OpenApiValidators).
const tCompile0 = performance.now();
const runtimeOps = new Map<string, OpValidators>();
for (const e of http) {
  const key = `${e.service}:${e.operationId}`;
  const oa: OpenApiValidators = openApiValidators(e.service);
  let op = runtimeOps.get(key);
  if (!op) {
    const m = manifests[e.service].operations.find((o) => o.operationId === e.operationId)!;
    const ref = oa.op(e.operationId);
    const encoded: OpValidators["encoded"] = [];
    for (const enc of Object.values(m.request.content)[0]?.encoded ?? []) {
      // The contentSchema of the body property, compiled from the OpenAPI document.
      const bodySchema = Object.values(ref.operation.requestBody?.content ?? {})[0]?.schema as { $ref?: string } | undefined;
      const name = bodySchema?.$ref?.split("/").pop();
      const resolved = (name ? oa.doc.components?.schemas?.[name] : bodySchema) as { properties?: Record<string, { contentSchema?: unknown }> } | undefined;
      const property = enc.pointer.slice(1);
      const contentSchema = resolved?.properties?.[property]?.contentSchema;
      if (contentSchema) encoded.push({ property, validate: oa.ajv.compile(rewriteRefs(contentSchema, e.service) as object) });
    }
    op = {
      headers: oa.headers(e.operationId),
      query: oa.query(e.operationId),
      path: oa.path(e.operationId),
      body: oa.requestBody(e.operationId, e.contentType),
      encoded,
      responses: new Map(),
      ...opShape(e.service, e.operationId),
    };
    runtimeOps.set(key, op);
  }
  if (!op.responses.has(e.status)) op.responses.set(e.status, oa.response(e.operationId, e.status, e.responseContentType));
}
const terminalAjv = serviceAjv("terminal");
const runtimeSchema = (file: string): ((d: unknown) => boolean) => terminalAjv.getSchema(file) as ValidateFunction;
const standaloneSchema = (file: string): ((d: unknown) => boolean) => modules.terminal[manifests.terminal.schemas[file]!]!;
/** The API's dispatch: a discriminated union is checked as the branch its discriminator picks. */
function messageValid(get: (file: string) => (d: unknown) => boolean, file: string, data: Record<string, unknown>): boolean {
  const union = manifests.terminal.unions[file];
  if (union) {
    const value = union.discriminator
      .split("/")
      .slice(1)
      .reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], data);
    const branch = union.branches[String(value)];
    return branch ? messageValid(get, branch, data) : false;
  }
  return get(file)(data);
}
for (const app of Object.values(manifests.terminal.messages ?? {})) {
  for (const f of [app.request, app.reply]) for (const b of Object.values(manifests.terminal.unions[f]?.branches ?? {})) terminalAjv.getSchema(b);
}
const runtimeCompileMs = performance.now() - tCompile0;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function leanExchange(ops: Map<string, OpValidators>, e: HttpExample): boolean {
  const op = ops.get(`${e.service}:${e.operationId}`)!;
  const headers = lowerKeys(e.headers);
  let ok = true;
  const auth = headers.authorization ?? "";
  if (op.basic && !/^Basic\s+[A-Za-z0-9+/=]+$/i.test(auth)) ok = false;
  if (op.bearer && !/^Bearer\s+\S+$/i.test(auth)) ok = false;
  if (!op.headers(headers)) ok = false;
  if (!op.query(coerceParameters(e.query, op.paramList.query))) ok = false;
  if (!op.path(coerceParameters(e.pathParams, op.paramList.path))) ok = false;
  if (op.body && e.body !== undefined) {
    if (!op.body(e.body)) ok = false;
    for (const enc of op.encoded) {
      const raw = (e.body as Record<string, unknown>)[enc.property];
      if (typeof raw !== "string" || !BASE64.test(raw)) ok = false;
      else if (!enc.validate(JSON.parse(Buffer.from(raw, "base64").toString("utf8")))) ok = false;
    }
  }
  const res = op.responses.get(e.status);
  if (res && !res(e.responseBody)) ok = false;
  return ok;
}
const runtimeExchange = (e: HttpExample): boolean => leanExchange(runtimeOps, e);
const rawExchange = (e: HttpExample): boolean => leanExchange(standaloneOps, e);
function leanMessage(get: (file: string) => (d: unknown) => boolean, m: MessageExample): boolean {
  const app = manifests.terminal.messages![m.app]!;
  return messageValid(get, app.request, m.request) && messageValid(get, app.reply, m.response);
}
const runtimeMessage = (m: MessageExample): boolean => leanMessage(runtimeSchema, m);
const rawMessage = (m: MessageExample): boolean => leanMessage(standaloneSchema, m);

// ------------------------------------------------------------------ (c) Prism's validator

const require = createRequire(path.join(ROOT, "package.json"));
const tPrism0 = performance.now();
const prismHttp = require("@stoplight/prism-http") as { getHttpOperationsFromSpec: (doc: unknown) => Promise<Array<Record<string, unknown>>> };
const prismValidator = require("@stoplight/prism-http/dist/validator/index.js") as Record<
  string,
  (x: { resource: unknown; element: unknown }) => { _tag: "Left" | "Right"; left?: unknown }
>;
const { preparePrismDocument } = await import("../../src/mock/prism-document.ts").catch(() => ({ preparePrismDocument: undefined }));
const prismOps = new Map<string, Record<string, unknown>>();
for (const service of HTTP_SERVICE_IDS) {
  // The document the mock serves Prism (its adjustments applied), else the generated one.
  let file = path.join(GENERATED, service, "openapi.json");
  let dispose = (): void => {};
  if (preparePrismDocument) ({ file, dispose } = preparePrismDocument(service));
  const doc = JSON.parse(readFileSync(file, "utf8")) as unknown;
  dispose();
  for (const op of await prismHttp.getHttpOperationsFromSpec(doc)) prismOps.set(`${service}:${String(op.iid)}`, op);
}
interface PrismCase {
  resource: unknown;
  request: { method: string; url: { path: string; query: Record<string, string> }; headers: Record<string, string>; body: unknown };
  response: { statusCode: number; headers: Record<string, string>; body: unknown };
}
const prismCases: PrismCase[] = http.map((e) => {
  const resource = prismOps.get(`${e.service}:${e.operationId}`);
  if (!resource) throw new Error(`bench: Prism has no operation ${e.operationId} in ${e.service}`);
  const headers = lowerKeys(e.headers);
  let body: unknown = e.body;
  if (e.body !== undefined) {
    // As Prism's server hands it over: JSON parsed, other types (form) as text.
    const text =
      e.contentType === "application/x-www-form-urlencoded" ? new URLSearchParams(e.body as Record<string, string>).toString() : JSON.stringify(e.body);
    headers["content-length"] = String(Buffer.byteLength(text));
    if (e.contentType !== "application/json") body = text;
  }
  return {
    resource,
    request: { method: e.method.toLowerCase(), url: { path: fillPath(e.template, e.pathParams), query: { ...e.query } }, headers, body },
    response: { statusCode: e.status, headers: lowerKeys(e.responseHeaders), body: e.responseBody },
  };
});
function prismExchange(c: PrismCase): boolean {
  const sec = prismValidator.validateSecurity!({ resource: c.resource, element: c.request });
  const input = prismValidator.validateInput!({ resource: c.resource, element: c.request });
  const output = prismValidator.validateOutput!({ resource: c.resource, element: c.response });
  return sec._tag === "Right" && input._tag === "Right" && output._tag === "Right";
}
// The first pass compiles Prism's ajv validators (it caches them per schema).
const prismFirstOk = prismCases.filter(prismExchange).length;
const prismStartMs = performance.now() - tPrism0;

// ------------------------------------------------------------------ verdicts (all examples are valid)

const verdicts = {
  http: {
    exchanges: http.length,
    api_valid: http.filter(standaloneExchange).length,
    standalone_valid: http.filter(rawExchange).length,
    runtime_valid: http.filter(runtimeExchange).length,
    prism_valid: prismFirstOk,
  },
  messages: {
    exchanges: messages.length,
    api_valid: messages.filter(standaloneMessage).length,
    standalone_valid: messages.filter(rawMessage).length,
    runtime_valid: messages.filter(runtimeMessage).length,
  },
};
const rejected = {
  api: http.filter((e) => !standaloneExchange(e)).map((e) => `${e.operationId}: ${e.example}`),
  standalone: http.filter((e) => !rawExchange(e)).map((e) => `${e.operationId}: ${e.example}`),
  runtime: http.filter((e) => !runtimeExchange(e)).map((e) => `${e.operationId}: ${e.example}`),
  prism: http.filter((_, i) => !prismExchange(prismCases[i]!)).map((e) => `${e.operationId}: ${e.example}`),
};

// ------------------------------------------------------------------ timing

type Pass = () => number;
const passes: Record<string, Pass> = {
  api: () => {
    let ok = 0;
    for (const e of http) if (standaloneExchange(e)) ok++;
    return ok;
  },
  standalone: () => {
    let ok = 0;
    for (const e of http) if (rawExchange(e)) ok++;
    return ok;
  },
  runtime: () => {
    let ok = 0;
    for (const e of http) if (runtimeExchange(e)) ok++;
    return ok;
  },
  prism: () => {
    let ok = 0;
    for (const c of prismCases) if (prismExchange(c)) ok++;
    return ok;
  },
  api_messages: () => {
    let ok = 0;
    for (const m of messages) if (standaloneMessage(m)) ok++;
    return ok;
  },
  standalone_messages: () => {
    let ok = 0;
    for (const m of messages) if (rawMessage(m)) ok++;
    return ok;
  },
  runtime_messages: () => {
    let ok = 0;
    for (const m of messages) if (runtimeMessage(m)) ok++;
    return ok;
  },
};
const sizes: Record<string, number> = {
  api: http.length,
  standalone: http.length,
  runtime: http.length,
  prism: http.length,
  api_messages: messages.length,
  standalone_messages: messages.length,
  runtime_messages: messages.length,
};

/** Passes per round so that one round of `name` takes about ROUND_MS (calibrated after warm-up). */
const reps: Record<string, number> = {};
for (const [name, pass] of Object.entries(passes)) {
  for (let i = 0; i < 200; i++) pass(); // warm-up (JIT)
  let n = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < n; i++) pass();
    const dt = performance.now() - t;
    if (dt > 20) {
      reps[name] = Math.max(1, Math.round((n * ROUND_MS) / dt));
      break;
    }
    n *= 2;
  }
}
const rates: Record<string, number[]> = Object.fromEntries(Object.keys(passes).map((k) => [k, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, pass] of Object.entries(passes)) {
    const n = reps[name]!;
    const t = performance.now();
    for (let i = 0; i < n; i++) pass();
    const dt = performance.now() - t;
    rates[name]!.push((n * sizes[name]!) / (dt / 1000));
  }
}
const med = Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, median(v)]));
// Per-round ratios (the same round's neighbours), then their median.
const ratio = (a: string, b: string): number => median(rates[a]!.map((x, i) => x / rates[b]![i]!));

process.stdout.write(
  `${JSON.stringify({
    rounds: ROUNDS,
    round_ms: ROUND_MS,
    exchanges: { http: http.length, messages: messages.length, operations: runtimeOps.size },
    verdicts,
    rejected,
    per_s: med,
    runs: rates,
    ratios: {
      api_vs_prism: ratio("api", "prism"),
      standalone_vs_prism: ratio("standalone", "prism"),
      standalone_vs_runtime: ratio("standalone", "runtime"),
      api_vs_standalone: ratio("api", "standalone"),
      runtime_vs_prism: ratio("runtime", "prism"),
      standalone_vs_runtime_messages: ratio("standalone_messages", "runtime_messages"),
      api_vs_standalone_messages: ratio("api_messages", "standalone_messages"),
    },
    startup_ms: { standalone_import: standaloneStartMs, runtime_compile: runtimeCompileMs, prism_load_and_first_pass: prismStartMs },
  })}\n`,
);
