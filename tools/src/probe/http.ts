/**
 * One HTTP step of a probe sequence: the request built from the operation's documented example
 * (contract model: tools/src/contract/operations.ts and the OpenAPI document), its varied values
 * (generated from the JSON Schema, kept only when the validation API accepts the whole request),
 * the values threaded from earlier answers, and, for the step under test, one perturbation: one
 * constraint broken, or the credential or x-verify signature left out or wrong. The Base64 payload
 * of create order is built from the decoded payload and signed (tools/src/signing).
 */
import { documents, type Place, decodedRequestExamples, httpOperation, type HttpOperation, fillPath, type HttpServiceId } from "../contract/index.ts";
import fc from "fast-check";
import { Judge } from "../judge/index.ts";
import { isObject } from "../json.ts";
import { escapeToken } from "../json-pointer.ts";
import { fromHarExchange } from "../recording/http-exchange.ts";
import { encodePayload, type Signer } from "../signing/x-verify.ts";
import { validator as affordability } from "../validate/affordability.ts";
import { validator as optimizer } from "../validate/optimizer.ts";
import type { FlowStep } from "./flows.ts";
import { arbitraryFor, breaksOf, childSchema, copy, requiredOf, schemaAt, setAt, type Break } from "./schema.ts";
import { evaluate, type Scope } from "./template.ts";

/** What the probe knows of an operation, prepared once (from the contract's operation model). */
export interface HttpOp {
  facts: HttpOperation;
  service: HttpServiceId;
  /** The request body's media type (the first the contract lists). */
  mediaType: string | undefined;
  /** The schema of the body as sent, or of the decoded payload when the body is an encoded one. */
  schema: Place | undefined;
  /** The body's encoded property pointer ("/request"), when the body carries a Base64 payload. */
  encodedAt: string | undefined;
  /** Documented request examples (decoded payloads for an encoded body). */
  examples: unknown[];
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The security scheme types the operation asks for (basic, oauth2), [] when open. */
  security: readonly string[];
}

const cache = new Map<string, HttpOp>();

/** The probe's view of an operation (by operationId); undefined when the contract has none. */
export function httpOp(operationId: string): HttpOp | undefined {
  const hit = cache.get(operationId);
  if (hit) return hit;
  const facts = httpOperation(operationId);
  if (!facts) return undefined;
  const docs = documents(facts.service);
  const examples = facts.examples();
  const mediaType = examples.requests[0]?.mediaType;
  const encoded = facts.encoded[0];
  let schema: Place | undefined;
  if (mediaType) {
    // The body's schema, from the operation's place in its document (the schema walker reads the contract's own nodes).
    const pointer = `/paths/${escapeToken(facts.path)}/${facts.method.toLowerCase()}/requestBody/content/${escapeToken(mediaType)}/schema`;
    const at = docs.at("openapi.json", pointer);
    if (at) {
      const bodySchema = docs.resolve(at);
      schema = encoded ? schemaAt(docs, bodySchema, encoded.pointer) : bodySchema;
      if (encoded && schema && isObject(schema.node.contentSchema)) {
        schema = docs.resolve({ file: schema.file, pointer: `${schema.pointer}/contentSchema`, node: schema.node.contentSchema });
      }
    }
  }
  const headers: Record<string, string> = {};
  for (const [name, v] of Object.entries(examples.parameters.header)) {
    if (name.toLowerCase() !== "x-verify" && name.toLowerCase() !== "authorization") headers[name] = v;
  }
  const op: HttpOp = {
    facts,
    service: facts.service,
    mediaType,
    schema,
    encodedAt: encoded?.pointer,
    examples: decodedRequestExamples(facts),
    params: { ...examples.parameters.path },
    query: { ...examples.parameters.query },
    headers,
    security: facts.security,
  };
  cache.set(operationId, op);
  return op;
}

/** The probe's own credentials for a target (never a user's secret in a report: see command.ts). */
export interface Credentials {
  /** `user:password` for HTTP Basic. */
  basic: string;
  signer: Signer;
}

/** A request ready to send, and what the step's record keeps of it. */
export interface BuiltRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  params: Record<string, string>;
  headers: Record<string, string>;
  /** The body as the step's templates see it (the decoded payload of an encoded body). */
  body: unknown;
  /** The text sent. */
  text: string | undefined;
}

/** The perturbation of the step under test. */
export type Variant =
  | { kind: "valid" }
  | { kind: "break"; broken: Break }
  | { kind: "auth"; label: string; authorization?: string | undefined; xVerify?: string | undefined };

function bodyText(op: HttpOp, body: unknown, signer: Signer, headers: Record<string, string>): string | undefined {
  if (body === undefined) return undefined;
  if (op.encodedAt) {
    const b64 = encodePayload(body);
    headers["x-verify"] = signer(b64);
    return JSON.stringify(setAt({}, op.encodedAt, b64));
  }
  if (op.mediaType === "application/x-www-form-urlencoded" && isObject(body)) {
    return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  }
  return JSON.stringify(body);
}

/** The judge that decides what the contract accepts (the probe's definition of a valid request), on the bound validators. */
let acceptance: Judge | undefined;

/** Whether the contract accepts the request: the judge's request verdict has no finding of the validation engine. */
export function acceptedByContract(op: HttpOp, req: BuiltRequest): boolean {
  acceptance ??= new Judge({ validators: { affordability, optimizer } });
  const { exchange } = fromHarExchange({
    url: urlOf("http://probe.invalid", req),
    method: req.method,
    headers: req.headers,
    body: req.text,
    started: new Date(0).toISOString(),
    elapsed: 0,
    status: 0,
    responseHeaders: {},
    responseBody: "",
  });
  if (!exchange) return false;
  const m = acceptance.request(exchange, [], [], { operation: op.facts, params: req.params });
  return m !== undefined && m.errors.length === 0;
}

/**
 * The key, among a step's varied values, of the optional fields its request leaves out (a list of
 * pointers). A body pointer starts with "/", so the key cannot name one. Issue 40: a build that
 * answers 500 when an optional field is absent is found only if requests without it are sent; the
 * documented examples carry most optional fields, so each valid request may leave some out.
 */
export const ABSENT = "#absent";

/**
 * The optional properties of a step's example body (inside an encoded payload: of the decoded
 * document) that a request may leave out: properties their object's schema does not require, at any
 * depth (the first item of an array included), except what the flow sets or varies, and the parents
 * of those. Bounded to the first 32.
 */
export function optionalPointers(op: HttpOp, step: FlowStep): string[] {
  if (!op.schema) return [];
  const example = op.examples[step.example] ?? op.examples[0];
  if (!isObject(example)) return [];
  const docs = documents(op.service);
  const named = [...Object.keys(step.set), ...Object.keys(step.vary)];
  const touched = (p: string): boolean => named.some((n) => n === p || n.startsWith(`${p}/`) || p.startsWith(`${n}/`));
  const out: string[] = [];
  const walk = (place: Place, v: unknown, pointer: string): void => {
    if (out.length >= 32) return;
    if (Array.isArray(v)) {
      const s = v.length > 0 ? childSchema(docs, place, "0") : undefined;
      if (s) walk(s, v[0], `${pointer}/0`);
      return;
    }
    if (!isObject(v)) return;
    const required = new Set(requiredOf(docs, place));
    for (const [k, child] of Object.entries(v)) {
      const p = `${pointer}/${escapeToken(k)}`;
      if (!required.has(k) && !touched(p)) out.push(p);
      const s = childSchema(docs, place, k);
      if (s) walk(s, child, p);
    }
  };
  walk(op.schema, example, "");
  return out.slice(0, 32);
}

/** The arbitrary of a step's varied values: pointer → value, from the schema narrowed by the flow; ABSENT: optional fields left out. */
export function varyArbitrary(step: FlowStep): fc.Arbitrary<Record<string, unknown>> {
  const op = httpOp(step.operation);
  if (!op?.schema) return fc.constant({});
  const docs = documents(op.service);
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [pointer, narrow] of Object.entries(step.vary)) {
    const s = schemaAt(docs, op.schema, pointer);
    if (s) parts[pointer] = arbitraryFor(docs, s, narrow ?? {});
  }
  const optional = optionalPointers(op, step);
  // Two requests in three send the example's optional fields as documented; the third leaves some out (shrunk to fewer).
  if (optional.length > 0)
    parts[ABSENT] = fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(optional, { minLength: 1 }) });
  return fc.record(parts);
}

function expand(map: Record<string, string>, scope: Scope): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([k, t]) => [k, String(evaluate(t, scope))]));
}

/** The optional fields a step's values leave out (pointers; none when not drawn). */
export function absentOf(values: Record<string, unknown>): string[] {
  const a = values[ABSENT];
  return Array.isArray(a) ? a.filter((p): p is string => typeof p === "string") : [];
}

/** Build a step's request; `variant` perturbs it (breaks are kept only when the contract refuses the result). */
export function buildRequest(op: HttpOp, step: FlowStep, values: Record<string, unknown>, scope: Scope, creds: Credentials, variant: Variant): BuiltRequest {
  const params = { ...op.params, ...expand(step.params, scope) };
  const query = { ...op.query, ...expand(step.query, scope) };
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...op.headers, ...expand(step.headers, scope) })) headers[k.toLowerCase()] = v;
  if (op.mediaType) headers["content-type"] = op.mediaType;
  if (step.auth !== undefined) headers.authorization = String(evaluate(step.auth, scope));
  else if (op.security.includes("basic")) headers.authorization = `Basic ${Buffer.from(creds.basic).toString("base64")}`;
  let body = copy(op.examples[step.example] ?? op.examples[0]);
  for (const [pointer, t] of Object.entries(step.set)) body = setAt(body, pointer, evaluate(t, scope));
  const make = (b: unknown): BuiltRequest => {
    const h = { ...headers };
    const text = bodyText(op, b, creds.signer, h);
    return { method: op.facts.method, path: op.facts.path, query, params, headers: h, body: b, text };
  };
  // Varied values, each kept only when the whole request stays valid.
  for (const [pointer, value] of Object.entries(values)) {
    if (value === undefined || pointer === ABSENT || pointer in step.set) continue;
    const candidate = setAt(body, pointer, value);
    if (acceptedByContract(op, make(candidate))) body = candidate;
  }
  // Optional fields left out, each only when the request stays valid without it (a rule may tie it to another).
  for (const pointer of absentOf(values)) {
    const candidate = setAt(body, pointer, undefined, true);
    if (acceptedByContract(op, make(candidate))) body = candidate;
  }
  const req = make(body);
  if (variant.kind === "break") {
    const b = variant.broken;
    if (b.part) {
      const name = b.pointer.slice(1);
      const bag = b.part === "header" ? { ...req.headers } : { ...req.query };
      for (const k of Object.keys(bag)) if (k.toLowerCase() === name.toLowerCase()) delete bag[k];
      return b.part === "header" ? { ...req, headers: bag } : { ...req, query: bag };
    }
    return make(setAt(body, b.pointer, b.value, b.remove));
  }
  if (variant.kind === "auth") {
    if (variant.authorization === undefined) delete req.headers.authorization;
    else if (variant.authorization !== "keep") req.headers.authorization = variant.authorization;
    if (variant.xVerify !== undefined) req.headers["x-verify"] = variant.xVerify;
  }
  return req;
}

/** The single-constraint breaks of a step's valid request that the contract refuses (bounded): of its body, and its required header and query parameters left out. */
export function breaksFor(op: HttpOp, req: BuiltRequest, step: FlowStep, scope: Scope, creds: Credentials, values: Record<string, unknown>): Break[] {
  const params: Break[] = [];
  for (const [part, list, bag] of [
    ["header", op.facts.op.parameters.header.list, req.headers],
    ["query", op.facts.op.parameters.query.list, req.query],
  ] as const) {
    for (const p of list) {
      const present = Object.keys(bag).some((k) => k.toLowerCase() === p.name.toLowerCase());
      if (p.required && present && p.name.toLowerCase() !== "x-verify") {
        params.push({ part, pointer: `/${p.name}`, keyword: `${part} parameter`, label: `${part} ${p.name} left out`, remove: true });
      }
    }
  }
  const body = !op.schema || req.body === undefined ? [] : breaksOf(documents(op.service), op.schema, req.body);
  return [...params, ...body].filter((b) => !acceptedByContract(op, buildRequest(op, step, values, scope, creds, { kind: "break", broken: b })));
}

/** The credential perturbations of an operation: its credential left out or wrong, its x-verify wrong or left out. */
export function authVariants(op: HttpOp): Variant[] {
  const out: Variant[] = [];
  if (op.security.includes("basic")) out.push({ kind: "auth", label: "no Authorization (Basic) credential", authorization: undefined });
  if (op.security.includes("oauth2") || op.security.includes("bearer")) {
    out.push({ kind: "auth", label: "no Authorization (Bearer) credential", authorization: undefined });
    out.push({ kind: "auth", label: "a bearer token the service did not issue", authorization: "Bearer probe-invalid-token" });
  }
  if (op.facts.signed) out.push({ kind: "auth", label: "an x-verify that is not the payload's signature", authorization: "keep", xVerify: "0".repeat(64) });
  return out;
}

/** The URL of a request on a target base URL (path parameters filled, query appended). */
export function urlOf(base: string, req: BuiltRequest): string {
  const q = new URLSearchParams(req.query).toString();
  return `${base.replace(/\/+$/, "")}${fillPath(req.path, req.params)}${q ? `?${q}` : ""}`;
}
