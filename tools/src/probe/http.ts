/**
 * One HTTP step of a probe sequence: the request built from the operation's documented example
 * (contract model: tools/src/contract/operations.ts and the OpenAPI document), its varied values
 * (generated from the JSON Schema, kept only when the validation API accepts the whole request),
 * the values threaded from earlier answers, and, for the step under test, one perturbation: one
 * constraint broken, or the credential or x-verify signature left out or wrong. The Base64 payload
 * of create order is built from the decoded payload and signed (tools/src/signing).
 */
import fc from "fast-check";
import { documents, type Place } from "../contract/documents.ts";
import { httpOperation, type OperationFacts } from "../contract/operations.ts";
import type { HttpServiceId } from "../contract/services.ts";
import { BUILT } from "../contract/generated.ts";
import { refOf } from "../contract/refs.ts";
import { isObject } from "../json.ts";
import { escapeToken } from "../json-pointer.ts";
import { encodePayload, type Signer } from "../signing/x-verify.ts";
import { validator as affordability } from "../validate/affordability.ts";
import { validator as optimizer } from "../validate/optimizer.ts";
import type { FlowStep } from "./flows.ts";
import { arbitraryFor, breaksOf, copy, schemaAt, setAt, type Break } from "./schema.ts";
import { evaluate, type Scope } from "./template.ts";

const VALIDATORS = { affordability, optimizer } as const;

/** What the probe knows of an operation, prepared once. */
export interface HttpOp {
  facts: OperationFacts;
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
  security: string[];
}

const cache = new Map<string, HttpOp>();

function exampleValue(p: unknown): string | undefined {
  if (!isObject(p)) return undefined;
  if (p.example !== undefined) return String(p.example);
  if (isObject(p.examples)) {
    const first = Object.values(p.examples)[0];
    if (isObject(first) && first.value !== undefined) return String(first.value);
  }
  const s = isObject(p.schema) ? p.schema : undefined;
  if (s && s.example !== undefined) return String(s.example);
  return undefined;
}

/** The probe's view of an operation (by operationId); undefined when the contract has none. */
export function httpOp(operationId: string): HttpOp | undefined {
  const hit = cache.get(operationId);
  if (hit) return hit;
  const facts = httpOperation(operationId);
  if (!facts) return undefined;
  const docs = documents(facts.service);
  const opPointer = `/paths/${escapeToken(facts.op.path)}/${facts.op.method.toLowerCase()}`;
  const opNode = docs.at("openapi.json", opPointer)?.node ?? {};
  const content = isObject(opNode.requestBody) && isObject(opNode.requestBody.content) ? opNode.requestBody.content : {};
  const mediaType = Object.keys(content)[0];
  const media = mediaType ? (content[mediaType] as Record<string, unknown>) : undefined;
  const encoded = facts.encoded[0];
  let schema: Place | undefined;
  if (mediaType && isObject(media?.schema)) {
    const bodySchema = docs.resolve({ file: "openapi.json", pointer: `${opPointer}/requestBody/content/${escapeToken(mediaType)}/schema`, node: media.schema });
    schema = encoded ? schemaAt(docs, bodySchema, encoded.pointer) : bodySchema;
    if (encoded && schema && isObject(schema.node.contentSchema)) {
      schema = docs.resolve({ file: schema.file, pointer: `${schema.pointer}/contentSchema`, node: schema.node.contentSchema });
    }
  }
  const examples: unknown[] = [];
  if (isObject(media?.examples)) {
    for (const e of Object.values(media.examples)) {
      if (!isObject(e)) continue;
      let v = e.value;
      if (encoded && isObject(v) && typeof v[encoded.pointer.slice(1)] === "string") {
        v = JSON.parse(Buffer.from(v[encoded.pointer.slice(1)] as string, "base64").toString("utf8"));
      }
      examples.push(v);
    }
  }
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const p of Array.isArray(opNode.parameters) ? opNode.parameters : []) {
    const ref = refOf(p);
    const place = ref !== undefined ? docs.ref("openapi.json", ref)?.node : p;
    if (!isObject(place) || typeof place.name !== "string") continue;
    const v = exampleValue(place);
    if (v === undefined) continue;
    if (place.in === "path") params[place.name] = v;
    else if (place.in === "query") query[place.name] = v;
    else if (place.in === "header" && place.name.toLowerCase() !== "x-verify" && place.name.toLowerCase() !== "authorization") headers[place.name] = v;
  }
  const schemes = BUILT_SCHEMES(facts.service);
  const security = [...new Set(facts.op.security.flat().map((n) => schemes[n]?.scheme?.toLowerCase() ?? schemes[n]?.type ?? n))];
  const op: HttpOp = { facts, service: facts.service, mediaType, schema, encodedAt: encoded?.pointer, examples, params, query, headers, security };
  cache.set(operationId, op);
  return op;
}

function BUILT_SCHEMES(service: HttpServiceId): Record<string, { type: string; scheme?: string | undefined }> {
  return BUILT[service].manifest.securitySchemes;
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

/** Whether the validation API accepts the request (the probe's definition of a valid request). */
export function acceptedByContract(op: HttpOp, req: BuiltRequest): boolean {
  let body: unknown;
  if (req.text !== undefined) {
    if (op.mediaType === "application/x-www-form-urlencoded") body = Object.fromEntries(new URLSearchParams(req.text));
    else body = JSON.parse(req.text);
  }
  return VALIDATORS[op.service].validateRequest(op.facts.op.operationId, {
    headers: req.headers,
    query: req.query,
    path: req.params,
    body,
    contentType: req.headers["content-type"],
  }).ok;
}

/** The arbitrary of a step's varied values: pointer → value, from the schema narrowed by the flow. */
export function varyArbitrary(step: FlowStep): fc.Arbitrary<Record<string, unknown>> {
  const op = httpOp(step.operation);
  if (!op?.schema) return fc.constant({});
  const docs = documents(op.service);
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [pointer, narrow] of Object.entries(step.vary)) {
    const s = schemaAt(docs, op.schema, pointer);
    if (s) parts[pointer] = arbitraryFor(docs, s, narrow ?? {});
  }
  return fc.record(parts);
}

function expand(map: Record<string, string>, scope: Scope): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([k, t]) => [k, String(evaluate(t, scope))]));
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
    return { method: op.facts.op.method, path: op.facts.op.path, query, params, headers: h, body: b, text };
  };
  // Varied values, each kept only when the whole request stays valid.
  for (const [pointer, value] of Object.entries(values)) {
    if (value === undefined || pointer in step.set) continue;
    const candidate = setAt(body, pointer, value);
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
  const p = req.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(req.params[name] ?? ""));
  const q = new URLSearchParams(req.query).toString();
  return `${base.replace(/\/+$/, "")}${p}${q ? `?${q}` : ""}`;
}
