/**
 * Comparing two OpenAPI documents of one service: operations, parameters, request bodies,
 * responses (statuses, media types, headers), with security and servers in their own modules.
 * Every schema is compared by schema.ts in the direction it travels.
 */
import { HTTP_METHODS } from "../contract/index.ts";
import { isObject, type JsonObject } from "../json.ts";
import { child, type Node, type Tree } from "./model.ts";
import type { Reporter } from "./report.ts";
import { resolve } from "./resolve.ts";
import { compareLifecycle, defaultPolicy, reportOperationRemoved, reportParameterRemoved, type LifecyclePolicy } from "./lifecycle.ts";
import { compareSchemas, type SchemaContext } from "./schema.ts";
import { compareSchemes, compareSecurity } from "./security.ts";
import { compareServers, serversOf } from "./servers.ts";

export interface DocPair {
  base: Tree;
  head: Tree;
  /** Root nodes of the two documents; a missing document is an empty one. */
  baseDoc: Node;
  headDoc: Node;
  service: string;
  report: Reporter;
  /** Deprecation, sunset and stability policy (lifecycle.ts); default: today, no windows. */
  policy?: LifecyclePolicy;
}

interface Operation {
  method: string;
  path: string;
  node: Node;
  pathItem: Node;
}

export function compareOpenApi(pair: DocPair): void {
  const before = operations(pair.base, pair.baseDoc);
  const after = operations(pair.head, pair.headDoc);
  for (const [key, b] of before) {
    const h = after.get(key);
    if (!h) reportOperationRemoved(pair.report, b.node, label(b), policyOf(pair));
    else compareOperation(pair, b, h);
  }
  for (const [key, h] of after) if (!before.has(key)) pair.report.add("operation-added", h.node, label(h));

  compareServers(pair.report, `${pair.service} servers`, serversOf(pair.baseDoc), serversOf(pair.headDoc));
  compareSchemes(pair.report, pair.service, pair.baseDoc, pair.headDoc);
}

function policyOf(pair: DocPair): LifecyclePolicy {
  return (pair.policy ??= defaultPolicy());
}

function label(op: Operation): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}

/** Operations keyed by method and path with parameter names blanked (`/orders/{}`): renaming a path parameter is not a wire change. */
function operations(tree: Tree, doc: Node): Map<string, Operation> {
  const out = new Map<string, Operation>();
  const paths = child(doc, "paths");
  if (!isObject(paths.value)) return out;
  for (const p of Object.keys(paths.value)) {
    const pathItem = resolve(tree, child(paths, p));
    if (!isObject(pathItem.value)) continue;
    for (const method of HTTP_METHODS) {
      const node = child(pathItem, method);
      if (!isObject(node.value)) continue;
      out.set(`${method.toUpperCase()} ${p.replace(/\{[^}]*\}/g, "{}")}`, { method, path: p, node, pathItem });
    }
  }
  return out;
}

function compareOperation(pair: DocPair, b: Operation, h: Operation): void {
  const { report } = pair;
  const where = label(h);
  const bv = b.node.value as JsonObject;
  const hv = h.node.value as JsonObject;
  if (bv.deprecated !== true && hv.deprecated === true) report.add("operation-deprecated", child(h.node, "deprecated"), where);
  if (typeof bv.operationId === "string" && typeof hv.operationId === "string" && bv.operationId !== hv.operationId) {
    report.add("operation-id-changed", child(h.node, "operationId"), where, { before: bv.operationId, after: hv.operationId });
  }
  compareLifecycle(report, b.node, h.node, where, "operation", policyOf(pair));
  compareParameters(pair, b, h, where);
  compareRequestBody(pair, b, h, where);
  compareResponses(pair, b, h, where);
  compareSecurity(report, `${where} security`, effectiveSecurity(pair.baseDoc, b), effectiveSecurity(pair.headDoc, h), h.node);
  const bs = operationServers(b);
  const hs = operationServers(h);
  if (bs || hs) {
    compareServers(report, `${where} servers`, bs ?? serversOf(pair.baseDoc), hs ?? serversOf(pair.headDoc));
  }
}

function schemaContext(pair: DocPair, direction: "request" | "response"): SchemaContext {
  return { base: pair.base, head: pair.head, report: pair.report, direction };
}

// ------------------------------------------------------------------------------- parameters

interface Parameter {
  node: Node;
  name: string;
  in: string;
  required: boolean;
}

function parameters(tree: Tree, op: Operation): Map<string, Parameter> {
  const out = new Map<string, Parameter>();
  const templateNames = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  for (const owner of [op.pathItem, op.node]) {
    const list = child(owner, "parameters");
    if (!Array.isArray(list.value)) continue;
    list.value.forEach((_, i) => {
      const node = resolve(tree, child(list, i));
      const v = node.value;
      if (!isObject(v) || typeof v.name !== "string" || typeof v.in !== "string") return;
      let key = `${v.in}:${v.name}`;
      if (v.in === "header") key = `header:${v.name.toLowerCase()}`;
      if (v.in === "path") {
        const index = templateNames.indexOf(v.name);
        if (index !== -1) key = `path:#${index}`;
      }
      out.set(key, { node, name: v.name, in: v.in, required: v.in === "path" || v.required === true });
    });
  }
  return out;
}

function parameterLabel(where: string, p: Parameter): string {
  return p.in === "header" ? `${where} header ${p.name}` : `${where} ${p.in} parameter ${p.name}`;
}

function serialization(p: Parameter): string {
  const v = p.node.value as JsonObject;
  const style = typeof v.style === "string" ? v.style : p.in === "query" || p.in === "cookie" ? "form" : "simple";
  const explode = typeof v.explode === "boolean" ? v.explode : style === "form";
  return `style=${style}, explode=${explode}`;
}

function parameterSchema(p: Parameter): Node {
  const v = p.node.value as JsonObject;
  if (v.schema !== undefined) return child(p.node, "schema");
  if (isObject(v.content)) {
    const mt = Object.keys(v.content)[0];
    if (mt !== undefined) return child(p.node, "content", mt, "schema");
  }
  return { file: p.node.file, pointer: `${p.node.pointer}/schema`, value: {} };
}

function compareParameters(pair: DocPair, b: Operation, h: Operation, where: string): void {
  const { report } = pair;
  const before = parameters(pair.base, b);
  const after = parameters(pair.head, h);
  for (const [key, bp] of before) {
    const hp = after.get(key);
    if (!hp) {
      reportParameterRemoved(report, bp.node, parameterLabel(where, bp), policyOf(pair));
      continue;
    }
    const at = parameterLabel(where, hp);
    compareLifecycle(report, bp.node, hp.node, at, "parameter", policyOf(pair));
    if (!bp.required && hp.required) report.add("request-parameter-became-required", hp.node, at);
    if (bp.required && !hp.required) report.add("request-parameter-became-optional", hp.node, at);
    const bs = serialization(bp);
    const hs = serialization(hp);
    if (bs !== hs) report.add("request-parameter-serialization-changed", hp.node, at, { before: bs, after: hs });
    const wire = isObject(bp.node.value) && bp.node.value.content === undefined && isObject(hp.node.value) && hp.node.value.content === undefined;
    compareSchemas({ ...schemaContext(pair, "request"), wire }, parameterSchema(bp), parameterSchema(hp), at);
  }
  for (const [key, hp] of after) {
    if (before.has(key)) continue;
    const at = parameterLabel(where, hp);
    if (!hp.required) report.add("request-parameter-optional-added", hp.node, at);
    else report.add(hp.in === "header" ? "request-header-required-added" : "request-parameter-required-added", hp.node, at);
  }
}

// ------------------------------------------------------------------------------ request body

function mediaTypes(node: Node): Map<string, Node> {
  const out = new Map<string, Node>();
  const content = child(node, "content");
  if (!isObject(content.value)) return out;
  for (const mt of Object.keys(content.value)) out.set(mt.toLowerCase(), child(content, mt));
  return out;
}

function schemaOf(media: Node): Node {
  const s = child(media, "schema");
  return s.value === undefined ? { ...s, value: {} } : s;
}

function withMediaType(where: string, mt: string): string {
  return mt === "application/json" ? where : `${where} (${mt})`;
}

function compareRequestBody(pair: DocPair, b: Operation, h: Operation, where: string): void {
  const { report } = pair;
  const at = `${where} request body`;
  const bn = child(b.node, "requestBody");
  const hn = child(h.node, "requestBody");
  const bb = bn.value === undefined ? undefined : resolve(pair.base, bn);
  const hb = hn.value === undefined ? undefined : resolve(pair.head, hn);
  const required = (n: Node | undefined) => !!n && isObject(n.value) && n.value.required === true;
  if (!bb && !hb) return;
  if (!bb && hb) {
    report.add(required(hb) ? "request-body-required-added" : "request-body-optional-added", hb, at);
    return;
  }
  if (bb && !hb) {
    report.add("request-body-removed", bb, at);
    return;
  }
  if (!required(bb) && required(hb)) report.add("request-body-required-added", hb!, at);
  if (required(bb) && !required(hb)) report.add("request-body-became-optional", hb!, at);
  const before = mediaTypes(bb!);
  const after = mediaTypes(hb!);
  for (const [mt, bm] of before) {
    const hm = after.get(mt);
    if (!hm) report.add("request-media-type-removed", bm, at, { mediaType: mt });
    else compareSchemas(schemaContext(pair, "request"), schemaOf(bm), schemaOf(hm), withMediaType(at, mt));
  }
  for (const [mt, hm] of after) if (!before.has(mt)) report.add("request-media-type-added", hm, at, { mediaType: mt });
}

// -------------------------------------------------------------------------------- responses

function isSuccess(status: string): boolean {
  return /^2/.test(status);
}

function compareResponses(pair: DocPair, b: Operation, h: Operation, where: string): void {
  const { report } = pair;
  const bn = child(b.node, "responses");
  const hn = child(h.node, "responses");
  const statuses = (n: Node) => (isObject(n.value) ? Object.keys(n.value) : []);
  const norm = (s: string) => s.toUpperCase();
  const before = new Map(statuses(bn).map((s) => [norm(s), child(bn, s)]));
  const after = new Map(statuses(hn).map((s) => [norm(s), child(hn, s)]));
  for (const [status, br] of before) {
    const hr = after.get(status);
    if (!hr) {
      report.add(isSuccess(status) ? "response-status-success-removed" : "response-status-error-removed", br, where, { status });
      continue;
    }
    compareResponse(pair, resolve(pair.base, br), resolve(pair.head, hr), `${where} response ${status}`);
  }
  for (const [status, hr] of after) {
    if (before.has(status)) continue;
    report.add(isSuccess(status) ? "response-status-success-added" : "response-status-error-added", hr, where, { status });
  }
}

function compareResponse(pair: DocPair, br: Node, hr: Node, at: string): void {
  const { report } = pair;
  const before = mediaTypes(br);
  const after = mediaTypes(hr);
  for (const [mt, bm] of before) {
    const hm = after.get(mt);
    if (!hm) report.add("response-media-type-removed", bm, at, { mediaType: mt });
    else compareSchemas(schemaContext(pair, "response"), schemaOf(bm), schemaOf(hm), withMediaType(`${at} body`, mt));
  }
  for (const [mt, hm] of after) if (!before.has(mt)) report.add("response-media-type-added", hm, at, { mediaType: mt });

  const bh = headers(pair.base, br);
  const hh = headers(pair.head, hr);
  for (const [key, b] of bh) {
    const h = hh.get(key);
    if (!h) {
      report.add("response-header-removed", b.node, `${at} header ${b.name}`);
      continue;
    }
    const hat = `${at} header ${h.name}`;
    if (b.required && !h.required) report.add("response-header-became-optional", h.node, hat);
    const wire = isObject(b.node.value) && b.node.value.content === undefined && isObject(h.node.value) && h.node.value.content === undefined;
    compareSchemas({ ...schemaContext(pair, "response"), wire }, headerSchema(b.node), headerSchema(h.node), hat);
  }
  for (const [key, h] of hh) if (!bh.has(key)) report.add("response-header-added", h.node, `${at} header ${h.name}`);
}

function headers(tree: Tree, response: Node): Map<string, { name: string; node: Node; required: boolean }> {
  const out = new Map<string, { name: string; node: Node; required: boolean }>();
  const hs = child(response, "headers");
  if (!isObject(hs.value)) return out;
  for (const name of Object.keys(hs.value)) {
    if (name.toLowerCase() === "content-type") continue; // described by the media types
    const node = resolve(tree, child(hs, name));
    out.set(name.toLowerCase(), { name, node, required: isObject(node.value) && node.value.required === true });
  }
  return out;
}

function headerSchema(node: Node): Node {
  const v = node.value;
  if (isObject(v) && v.schema !== undefined) return child(node, "schema");
  if (isObject(v) && isObject(v.content)) {
    const mt = Object.keys(v.content)[0];
    if (mt !== undefined) return child(node, "content", mt, "schema");
  }
  return { file: node.file, pointer: `${node.pointer}/schema`, value: {} };
}

// ---------------------------------------------------------------------- security and servers

/** The operation's security, else the document's; `undefined` when neither says. */
function effectiveSecurity(doc: Node, op: Operation): Node | undefined {
  const own = child(op.node, "security");
  if (Array.isArray(own.value)) return own;
  const global = child(doc, "security");
  return Array.isArray(global.value) ? global : undefined;
}

/** Servers the operation overrides (`servers` on the operation or its path, or `x-operation-servers`). */
function operationServers(op: Operation): Node | undefined {
  for (const owner of [op.node, op.pathItem]) {
    for (const key of ["servers", "x-operation-servers"]) {
      const n = child(owner, key);
      if (Array.isArray(n.value)) return n;
    }
  }
  return undefined;
}
