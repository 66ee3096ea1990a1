/**
 * The HTTP operations of the built contract: the one model of an operation every product uses (the
 * judge, the sandbox, the probe, certify, the clients, the reference site). Per operation: its
 * service, id, method and path template, its manifest entry (parameters, request media and their
 * encoded payloads, responses, security), the lower-case names of its header parameters, whether it
 * takes the `x-verify` signature of an encoded payload, the statuses it documents, the gap that
 * leaves its failure statuses open (if any), its security scheme types, and its documented examples
 * (read from openapi.json when first asked). Derived from the bound manifests (./generated.ts);
 * lookups by name from traffic go through Maps.
 */
import { pathTemplate, type PathTemplate } from "../http/path-template.ts";
import { isObject } from "../json.ts";
import { escapeToken } from "../json-pointer.ts";
import { collectGapEntries, gapId } from "./annotations.ts";
import { documents, type Node } from "./documents.ts";
import { BUILT } from "./generated.ts";
import type { EncodedContent, OperationManifest } from "./manifest.ts";
import { decodePayload } from "./payload.ts";
import { refOf } from "./refs.ts";
import { Router, type RouteResult } from "./router.ts";
import { HTTP_SERVICES, type HttpServiceId } from "./services.ts";

/** An operation's documented examples, from its OpenAPI document. */
export interface OperationExamples {
  /** The request body's media types in document order, each with its named examples (encoded payloads as sent). */
  readonly requests: ReadonlyArray<{ readonly mediaType: string; readonly named: ReadonlyMap<string, unknown> }>;
  /** The documented examples of each response status (every media type's, by name). */
  readonly responses: ReadonlyMap<number, ReadonlyMap<string, unknown>>;
  /** The example value of each parameter that shows one, by where it goes and its name. */
  readonly parameters: Readonly<Record<"path" | "query" | "header", Readonly<Record<string, string>>>>;
}

export interface HttpOperation {
  readonly service: HttpServiceId;
  readonly operationId: string;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** The path template, e.g. /customer/{customerId}. */
  readonly path: string;
  /** The operation as the manifest gives it (parameters, request, responses, security). */
  readonly op: OperationManifest;
  /** Names (lower case) of the header parameters. */
  readonly headerNames: ReadonlySet<string>;
  /** Whether the operation takes the x-verify signature of an encoded body property. */
  readonly signed: boolean;
  /** The encoded payloads the contract declares in the request body (create order's Base64 `/request`), one per pointer. */
  readonly encoded: readonly EncodedContent[];
  /** The path template compiled: the regular expression source and the parameter names. */
  readonly template: PathTemplate;
  /** The statuses the operation documents, in document order. */
  readonly statuses: readonly number[];
  /** The security scheme types its requirements name, lower case (basic, bearer, oauth2); [] when it is open. */
  readonly security: readonly string[];
  /** The gap (G-…) that leaves the service's failure statuses open, or undefined when the service documents them. */
  readonly failureGap: string | undefined;
  /** Its documented examples (read once, when first asked). */
  examples(): OperationExamples;
}

/**
 * The gap that leaves a service's failure statuses open: the optimizer document does not show "the
 * HTTP status codes for failures" (GAPS.md), so a failure status its operations do not list is that
 * gap, not a violation of the contract. Found by the gap's own words; tools/test/contract checks it
 * is found for the optimizer and not for the affordability service (which documents its failures).
 */
const FAILURE_STATUS_GAP = /\bHTTP status codes? for failures?\b/i;

const failureGaps = new Map<HttpServiceId, string | undefined>();

/** The id (G-…) of the gap that leaves the service's failure statuses open, or undefined when it documents them. */
export function failureStatusGap(service: HttpServiceId): string | undefined {
  if (!failureGaps.has(service)) {
    const entry = collectGapEntries(service, "openapi.json", documents(service).file("openapi.json")).find(
      (e) => e.kind === "gap" && FAILURE_STATUS_GAP.test(e.text),
    );
    failureGaps.set(service, entry ? gapId(entry) : undefined);
  }
  return failureGaps.get(service);
}

/** A parameter's example as text: its own, its first named one, or its schema's. */
function parameterExample(p: Node): string | undefined {
  if (p.example !== undefined) return String(p.example);
  if (isObject(p.examples)) {
    const first = Object.values(p.examples)[0];
    if (isObject(first) && first.value !== undefined) return String(first.value);
  }
  const s = isObject(p.schema) ? p.schema : undefined;
  if (s && s.example !== undefined) return String(s.example);
  return undefined;
}

/** Named examples of a map of media types (`content`). */
function namedExamples(media: unknown): Map<string, unknown> {
  const named = new Map<string, unknown>();
  if (!isObject(media) || !isObject(media.examples)) return named;
  for (const [name, ex] of Object.entries(media.examples)) if (isObject(ex) && "value" in ex) named.set(name, ex.value);
  return named;
}

function readExamples(service: HttpServiceId, op: OperationManifest): OperationExamples {
  const docs = documents(service);
  const node = docs.at("openapi.json", `/paths/${escapeToken(op.path)}/${op.method.toLowerCase()}`)?.node ?? {};
  const content = isObject(node.requestBody) && isObject(node.requestBody.content) ? node.requestBody.content : {};
  const requests = Object.entries(content).map(([mediaType, media]) => ({ mediaType, named: namedExamples(media) }));
  const responses = new Map<number, Map<string, unknown>>();
  for (const [status, response] of Object.entries(isObject(node.responses) ? node.responses : {})) {
    if (!/^\d{3}$/.test(status) || !isObject(response)) continue;
    const named = new Map<string, unknown>();
    for (const media of Object.values(isObject(response.content) ? response.content : {})) for (const [k, v] of namedExamples(media)) named.set(k, v);
    responses.set(Number(status), named);
  }
  const parameters = { path: {} as Record<string, string>, query: {} as Record<string, string>, header: {} as Record<string, string> };
  for (const p of Array.isArray(node.parameters) ? node.parameters : []) {
    const ref = refOf(p);
    const place = ref !== undefined ? docs.ref("openapi.json", ref)?.node : p;
    if (!isObject(place) || typeof place.name !== "string") continue;
    const v = parameterExample(place);
    if (v !== undefined && (place.in === "path" || place.in === "query" || place.in === "header")) parameters[place.in][place.name] = v;
  }
  return { requests, responses, parameters };
}

function describe(service: HttpServiceId, op: OperationManifest): HttpOperation {
  const headerNames = new Set(op.parameters.header.list.map((h) => h.name.toLowerCase()));
  const encoded = [...new Map(Object.values(op.request.content).flatMap((c) => c.encoded.map((e) => [e.pointer, e] as const))).values()];
  const schemes = BUILT[service].manifest.securitySchemes;
  const security = [...new Set(op.security.flat().map((n) => schemes[n]?.scheme?.toLowerCase() ?? schemes[n]?.type ?? n))];
  let examples: OperationExamples | undefined;
  return {
    service,
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    op,
    headerNames,
    signed: headerNames.has("x-verify") && encoded.length > 0,
    encoded,
    template: pathTemplate(op.path),
    statuses: Object.keys(op.responses)
      .filter((s) => /^\d{3}$/.test(s))
      .map(Number),
    security,
    get failureGap() {
      return failureStatusGap(service);
    },
    examples: () => (examples ??= readExamples(service, op)),
  };
}

let all: HttpOperation[] | undefined;
let byKey: Map<string, HttpOperation> | undefined;

/** Every operation of the HTTP services (or of one), in manifest order. */
export function httpOperations(service?: HttpServiceId): readonly HttpOperation[] {
  all ??= HTTP_SERVICES.flatMap((s) => BUILT[s].manifest.operations.map((op) => describe(s, op)));
  return service ? all.filter((o) => o.service === service) : all;
}

/** One operation by its operationId (unique across the HTTP services), or undefined. */
export function httpOperation(operationId: string): HttpOperation | undefined {
  byKey ??= new Map(httpOperations().map((o) => [o.operationId, o]));
  return byKey.get(operationId);
}

const routers = new Map<string, Router<HttpOperation>>();

/**
 * The operation a request is, among every HTTP operation (or one service's): see router.ts for the
 * rules (`basePath` undefined: inferred). Routers are compiled once per service and base path.
 */
export function route(
  method: string,
  path: string,
  options: { basePath?: string | undefined; service?: HttpServiceId | undefined } = {},
): RouteResult<HttpOperation> {
  const key = `${options.service ?? ""}\0${options.basePath ?? "\0"}`;
  let r = routers.get(key);
  if (!r) {
    r = new Router<HttpOperation>(httpOperations(options.service), options.basePath);
    // Bounded: a base path comes from a command line or a proxy's upstream, not from traffic.
    if (routers.size < 64) routers.set(key, r);
  }
  return r.route(method, path);
}

/** An operation's request examples as the service reads them: encoded payloads decoded (the first media type's). */
export function decodedRequestExamples(operation: HttpOperation): unknown[] {
  const first = operation.examples().requests[0];
  if (!first) return [];
  const enc = operation.encoded[0];
  return [...first.named.values()].map((v) => {
    if (!enc) return v;
    const d = decodePayload(v, enc);
    return d && !d.error ? d.value : v;
  });
}
