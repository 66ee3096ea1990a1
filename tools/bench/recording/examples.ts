/**
 * Recorded exchanges built from the contract's own examples: one HTTP exchange per named example of
 * each operation (request body, parameters and headers of that example, the response example of the
 * same name or the first one of its status), and one terminal exchange per request example of each
 * method (paired with that method's reply examples, the Header echoed).
 *
 * These are the fixed set the validation benchmark times, and the templates the synthetic
 * recordings are made of. Identifiers that sequence rules track (tokens, order ids, BillingRefNo)
 * are left as they are here; recording/templates.ts turns them into per-cycle slots.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { GENERATED } from "../../src/paths.ts";
import { loadOpenApiFile, operations, type MediaTypeObject, type OpenApiDoc, type OperationRef } from "../../src/contract/openapi.ts";
import type { Manifest } from "../../src/contract/manifest.ts";
import type { App } from "../../src/contract/terminal.ts";

export type HttpServiceId = "affordability" | "optimizer";
export const HTTP_SERVICE_IDS: readonly HttpServiceId[] = ["affordability", "optimizer"];

export interface HttpExample {
  service: HttpServiceId;
  operationId: string;
  /** Name of the example (request example, else response example). */
  example: string;
  method: string;
  /** Path template, e.g. /api/pg/orders/{order_id}. */
  template: string;
  /** Origin the request went to (server URL with its variables' defaults). */
  origin: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  /** Request headers, names as the contract spells them (Content-Type and Authorization included). */
  headers: Record<string, string>;
  contentType: string | undefined;
  /** Parsed request body (JSON document or form fields). */
  body: unknown;
  status: number;
  responseHeaders: Record<string, string>;
  responseContentType: string | undefined;
  responseBody: unknown;
}

export interface MessageExample {
  app: App;
  methodId: string;
  method: string;
  example: number;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
}

/** Placeholder credentials: Basic for MerchantBasicAuth, Bearer for OAuth2 (the token example's value). */
const BASIC = "Basic bWVyY2hhbnQtaWQ6bWVyY2hhbnQtc2VjcmV0";
/** The optimizer's base_url has no default (the hostnames are not shown); the cases use this one. */
const FALLBACK_ORIGIN = "https://test.base-url.invalid";

function serverOrigin(doc: OpenApiDoc, ref: OperationRef): string {
  const servers = ref.operation.servers ?? doc.paths[ref.path]?.servers ?? doc.servers ?? [];
  const s = servers[0];
  if (!s) return FALLBACK_ORIGIN;
  let url = s.url;
  for (const [name, v] of Object.entries(s.variables ?? {})) url = url.replaceAll(`{${name}}`, v.default);
  // Operation servers given only as an extension ({auth_url}) have no variables in the object.
  url = url.replace(/\{auth_url\}/g, "https://production.auth-url.invalid").replace(/\{[^}]+\}/g, "");
  return url.replace(/\/+$/, "") || FALLBACK_ORIGIN;
}

function exampleValue(p: { examples?: unknown; example?: unknown }, name: string): unknown {
  const examples = p.examples as Record<string, { value?: unknown }> | undefined;
  if (examples) return (examples[name] ?? Object.values(examples)[0])?.value;
  return p.example;
}

const text = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v));

function firstMedia(content: Record<string, MediaTypeObject> | undefined): [string, MediaTypeObject] | undefined {
  return content ? Object.entries(content)[0] : undefined;
}

/** Every HTTP example exchange of one service, in document order. */
export function httpExamples(service: HttpServiceId, root = GENERATED): HttpExample[] {
  const doc = loadOpenApiFile(path.join(root, service, "openapi.json"));
  const manifest = JSON.parse(readFileSync(path.join(root, service, "manifest.json"), "utf8")) as Manifest;
  const bearer = `Bearer ${accessTokenExample(doc) ?? "placeholder-access-token"}`;
  const out: HttpExample[] = [];
  for (const ref of operations(doc)) {
    const op = ref.operation;
    const m = manifest.operations.find((o) => o.operationId === ref.operationId);
    if (!m) throw new Error(`bench: ${service}: operation ${ref.operationId} is in openapi.json but not in manifest.json; run make`);
    const reqMedia = firstMedia(op.requestBody?.content);
    const responses = Object.entries(op.responses ?? {});
    // The names to build: the request examples, else the examples of the first response.
    let names = Object.keys(reqMedia?.[1].examples ?? {});
    if (names.length === 0) {
      const firstWithExamples = responses.map(([, r]) => firstMedia(r.content)?.[1].examples).find((e) => e && Object.keys(e).length > 0);
      names = Object.keys(firstWithExamples ?? { example: {} });
    }
    const cases: Array<{ name: string; status: string; responseName: string | undefined }> = [];
    for (const name of names) {
      const ok =
        responses.find(([code, r]) => code.startsWith("2") && firstMedia(r.content)?.[1].examples?.[name]) ?? responses.find(([code]) => code.startsWith("2"));
      if (ok) cases.push({ name, status: ok[0], responseName: firstMedia(ok[1].content)?.[1].examples?.[name] ? name : undefined });
    }
    // Documented error responses that carry examples (e.g. 400 HEADER_MISSING), with the first request.
    for (const [code, r] of responses) {
      if (code.startsWith("2")) continue;
      for (const responseName of Object.keys(firstMedia(r.content)?.[1].examples ?? {})) cases.push({ name: names[0]!, status: code, responseName });
    }
    for (const c of cases) {
      const pathParams: Record<string, string> = {};
      const query: Record<string, string> = {};
      const headers: Record<string, string> = {};
      for (const p of ref.parameters) {
        let v = exampleValue(p as { examples?: unknown; example?: unknown }, c.name);
        if (v === undefined) {
          if (!p.required && p.in !== "path") continue;
          v = `placeholder-${p.name.toLowerCase()}`;
        }
        if (p.in === "path") pathParams[p.name] = text(v);
        else if (p.in === "query") query[p.name] = text(v);
        else if (p.in === "header") headers[p.name] = text(v);
      }
      const security = op.security ?? doc.security ?? [];
      const alternative = security.find((alt) => Object.keys(alt).length > 0 && Object.keys(alt).every((n) => doc.components?.securitySchemes?.[n]));
      if (alternative && !security.some((alt) => Object.keys(alt).length === 0)) {
        const scheme = doc.components!.securitySchemes![Object.keys(alternative)[0]!]!;
        headers.Authorization = scheme.type === "http" && scheme.scheme?.toLowerCase() === "basic" ? BASIC : bearer;
      }
      let body: unknown;
      if (reqMedia) {
        body = (reqMedia[1].examples?.[c.name] ?? Object.values(reqMedia[1].examples ?? {})[0])?.value;
        if (body !== undefined) headers["Content-Type"] = reqMedia[0];
      }
      if (!Object.keys(headers).some((h) => h.toLowerCase() === "accept")) headers.Accept = "application/json";
      const response = op.responses![c.status]!;
      const resMedia = firstMedia(response.content);
      const responseBody =
        resMedia && c.responseName !== undefined
          ? resMedia[1].examples?.[c.responseName]?.value
          : resMedia
            ? (Object.values(resMedia[1].examples ?? {})[0]?.value ?? {})
            : undefined;
      const responseHeaders: Record<string, string> = {};
      if (resMedia) responseHeaders["Content-Type"] = resMedia[0];
      for (const [name, h] of Object.entries(response.headers ?? {})) {
        if (h.required)
          responseHeaders[name] =
            name.toLowerCase() === "x-verify" ? "9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08" : `placeholder-${name.toLowerCase()}`;
      }
      out.push({
        service,
        operationId: ref.operationId,
        example: c.name,
        method: ref.method.toUpperCase(),
        template: ref.path,
        origin: serverOrigin(doc, ref),
        pathParams,
        query,
        headers,
        contentType: body === undefined ? undefined : reqMedia?.[0],
        body,
        status: Number(c.status),
        responseHeaders,
        responseContentType: resMedia?.[0],
        responseBody,
      });
    }
    void m;
  }
  return out;
}

function accessTokenExample(doc: OpenApiDoc): string | undefined {
  for (const ref of operations(doc)) {
    for (const r of Object.values(ref.operation.responses ?? {})) {
      for (const e of Object.values(firstMedia(r.content)?.[1].examples ?? {})) {
        const token = (e.value as { access_token?: unknown } | undefined)?.access_token;
        if (typeof token === "string") return token;
      }
    }
  }
  return undefined;
}

/** The path with its parameters filled in (percent-encoded). */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? ""));
}

/** The request URL of an example (origin, filled path, query). */
export function exampleUrl(e: HttpExample): string {
  const q = new URLSearchParams(e.query).toString();
  return `${e.origin}${fillPath(e.template, e.pathParams)}${q ? `?${q}` : ""}`;
}

/** The body as it travels: JSON text, or form encoding. */
export function bodyText(contentType: string | undefined, body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (contentType === "application/x-www-form-urlencoded") return new URLSearchParams(body as Record<string, string>).toString();
  return typeof body === "string" ? body : JSON.stringify(body);
}

function schemaExamples(root: string, file: string): Array<Record<string, unknown>> {
  const schema = JSON.parse(readFileSync(path.join(root, "terminal", "schemas", file), "utf8")) as { examples?: Array<Record<string, unknown>> };
  return schema.examples ?? [];
}

/**
 * Terminal exchanges from the method schemas' examples: every request example of a method with its
 * reply examples in turn (the reply's Header set to the request's, as the contract requires).
 */
export function messageExamples(root = GENERATED): MessageExample[] {
  const manifest = JSON.parse(readFileSync(path.join(root, "terminal", "manifest.json"), "utf8")) as Manifest;
  const out: MessageExample[] = [];
  for (const [app, m] of Object.entries(manifest.messages ?? {}) as Array<[App, NonNullable<Manifest["messages"]>[string]]>) {
    for (const [methodId, method] of Object.entries(m.methods)) {
      const requests = schemaExamples(root, method.request);
      const replies = schemaExamples(root, method.reply);
      if (requests.length === 0 || replies.length === 0) continue;
      const n = Math.max(requests.length, replies.length);
      for (let i = 0; i < n; i++) {
        const request = requests[i % requests.length]!;
        const reply = replies[i % replies.length]!;
        out.push({ app, methodId, method: method.name, example: i, request, response: { ...reply, Header: request.Header } });
      }
    }
  }
  return out;
}
