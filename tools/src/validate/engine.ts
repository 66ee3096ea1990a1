/**
 * The validation API over the precompiled (standalone) validators of one service.
 * Results are `{ ok, errors: [{ pointer, rule, message }] }`: `pointer` is a JSON pointer into the
 * checked request or response (`/body/...`, `/headers/<name>`, `/query/<name>`, `/path/<name>`;
 * inside an encoded body property it continues into the decoded document, e.g.
 * `/body/request/merchant_data/order_id`), `rule` is the JSON Schema keyword that failed or one of
 * the toolkit's own rules below, and `message` never repeats the offending value (it may be a
 * card number or a credential).
 */
import { escapeToken, pointerTokens, unescapeToken } from "../json-pointer.ts";
import { isBase64 } from "./base64.ts";
import { word, wordEnum } from "./wording.ts";
import type { Manifest, OperationManifest, EncodedContent, UnionManifest } from "./manifest.ts";

export interface ValidationError {
  pointer: string;
  rule: string;
  message: string;
  /** What the contract wants there, short ("string", "at most 10 characters", "one of 1, 3"), when known. */
  expected?: string;
}
export interface ValidationResult {
  ok: boolean;
  errors: ValidationError[];
}

/** The toolkit's own rules (beside JSON Schema keywords). */
export const RULES = {
  unknownOperation: "unknown-operation",
  contentType: "content-type",
  bodyRequired: "body-required",
  base64: "base64",
  json: "json",
  credentials: "credentials",
  undocumentedStatus: "undocumented-status",
  responseHeader: "response-header",
  unknownSchema: "unknown-schema",
} as const;

interface AjvError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}
export type ValidatorModule = Record<string, CompiledValidator | unknown>;

export interface HttpRequestLike {
  /** Header names in any case. */
  headers?: Record<string, string | undefined>;
  query?: Record<string, string | undefined>;
  /** Path parameters by name. */
  path?: Record<string, string | undefined>;
  /** Parsed body (object), or the raw text when `contentType` is not JSON. */
  body?: unknown;
  contentType?: string;
}

export interface HttpResponseLike {
  headers?: Record<string, string | undefined>;
  body?: unknown;
  contentType?: string;
}

const result = (errors: ValidationError[]): ValidationResult => ({ ok: errors.length === 0, errors });

/** One ajv error as a toolkit error (in the toolkit's words), with the pointer prefixed by where the data sits. */
export function fromAjv(prefix: string, e: AjvError, data?: unknown): ValidationError {
  let pointer = prefix + e.instancePath;
  if (e.keyword === "required" && typeof e.params.missingProperty === "string") {
    pointer += "/" + escapeToken(e.params.missingProperty);
    return { pointer, rule: e.keyword, message: "required property is missing", expected: "present" };
  }
  if (e.keyword === "unevaluatedProperties" || e.keyword === "additionalProperties") {
    const name = String(e.params.unevaluatedProperty ?? e.params.additionalProperty ?? "");
    pointer += "/" + escapeToken(name);
    return { pointer, rule: e.keyword, message: `property "${name}" is not in the contract`, expected: "(absent: not in the contract)" };
  }
  if (e.keyword === "not" && e.schemaPath?.endsWith("/unevaluatedProperties/not")) {
    // A sealed object (`unevaluatedProperties: {not: {}}`) rejecting a property it does not declare.
    const name = e.instancePath.slice(e.instancePath.lastIndexOf("/") + 1);
    return { pointer, rule: "unevaluatedProperties", message: `property "${unescapeToken(name)}" is not in the contract`, expected: "(absent: not in the contract)" };
  }
  const value = data === undefined ? undefined : valueAt(data, e.instancePath);
  if (e.keyword === "enum" || e.keyword === "const") {
    const allowed = (e.params.allowedValues as unknown[] | undefined) ?? [e.params.allowedValue];
    const w = wordEnum(value, allowed);
    return { pointer, rule: w.rule === "type" ? "type" : e.keyword, message: w.message, expected: w.expected };
  }
  const w = word({ keyword: e.keyword, params: e.params, value });
  return { pointer, rule: e.keyword, message: w.message, expected: w.expected };
}

/**
 * Fields whose value picks the shape of the rest of the message. When one has the wrong type but a
 * recognisable value (TransactionType "4001"), the message is judged as that value and the type is
 * reported once: without this, every conditional keyed on it fails downstream.
 */
export const DISCRIMINATORS: ReadonlySet<string> = new Set(["MethodId", "TransactionType", "payment_mode"]);

const isEnumLike = (e: AjvError): boolean => e.keyword === "enum" || e.keyword === "const";
const allowedOf = (e: AjvError): unknown[] => (e.params.allowedValues as unknown[] | undefined) ?? [e.params.allowedValue];

/** The value a mistyped discriminator stands for (4001 for "4001"), or undefined. */
function recognised(value: unknown, errors: readonly AjvError[]): unknown {
  const wantsNumber = errors.some((e) => e.keyword === "type" && /number|integer/.test(String(e.params.type))) || errors.some((e) => isEnumLike(e) && allowedOf(e).some((a) => typeof a === "number"));
  const wantsString = errors.some((e) => e.keyword === "type" && String(e.params.type) === "string") || errors.some((e) => isEnumLike(e) && allowedOf(e).some((a) => typeof a === "string"));
  if (typeof value === "string" && wantsNumber && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  if (typeof value === "number" && wantsString) return String(value);
  return undefined;
}

function setAt(data: unknown, tokens: readonly string[], value: unknown): void {
  let node = data as Record<string, unknown>;
  for (const t of tokens.slice(0, -1)) node = node[t] as Record<string, unknown>;
  node[tokens[tokens.length - 1]!] = value;
}

/**
 * The errors of one failed run as toolkit errors: the enumeration branches of one place (a `oneOf`
 * of `const`s fails once per branch) merged into one error, an enumeration error dropped where the
 * same place already has a type error, the `oneOf`/`anyOf`/`if` summaries dropped when their
 * branches explain them.
 */
function explain(raw: readonly AjvError[], data: unknown, prefix: string): ValidationError[] {
  const enums = new Map<string, unknown[]>();
  const typed = new Set<string>();
  for (const e of raw) {
    if (e.keyword === "type") typed.add(e.instancePath);
    if (isEnumLike(e)) enums.set(e.instancePath, [...(enums.get(e.instancePath) ?? []), ...allowedOf(e)]);
  }
  const errors: ValidationError[] = [];
  const merged = new Set<string>();
  for (const e of raw) {
    if (isEnumLike(e)) {
      if (typed.has(e.instancePath) || merged.has(e.instancePath)) continue;
      merged.add(e.instancePath);
      const allowed = [...new Map(enums.get(e.instancePath)!.map((v) => [JSON.stringify(v), v])).values()];
      errors.push(fromAjv(prefix, { ...e, keyword: "enum", params: { allowedValues: allowed } }, data));
      continue;
    }
    // A oneOf/anyOf over enumeration branches is said by the merged enumeration error.
    if ((e.keyword === "oneOf" || e.keyword === "anyOf") && enums.has(e.instancePath)) continue;
    errors.push(fromAjv(prefix, e, data));
  }
  // A oneOf/anyOf failure is explained by its branches' errors; keep the summary only when alone.
  const detailed = errors.filter((e) => e.rule !== "oneOf" && e.rule !== "anyOf" && e.rule !== "if");
  return detailed.length > 0 ? dedupe(detailed) : dedupe(errors);
}

export function runValidator(fn: CompiledValidator, data: unknown, prefix: string): ValidationError[] {
  if (fn(data)) return [];
  const raw = [...(fn.errors ?? [])];
  // Cascades cut at the root: a mistyped discriminator with a recognisable value.
  const fixes: Array<{ path: string; tokens: string[]; value: unknown; errors: AjvError[] }> = [];
  for (const e of raw) {
    if (e.keyword !== "type" && !isEnumLike(e)) continue;
    const tokens = pointerTokens(e.instancePath);
    if (!DISCRIMINATORS.has(tokens[tokens.length - 1] ?? "") || fixes.some((f) => f.path === e.instancePath)) continue;
    const at = raw.filter((x) => x.instancePath === e.instancePath);
    const value = recognised(valueAtTokens(data, tokens), at);
    if (value !== undefined) fixes.push({ path: e.instancePath, tokens, value, errors: at });
  }
  if (fixes.length === 0) return explain(raw, data, prefix);
  const copy = structuredClone(data);
  for (const f of fixes) setAt(copy, f.tokens, f.value);
  const rest = fn(copy) ? [] : [...(fn.errors ?? [])];
  const out: ValidationError[] = fixes.map((f) => {
    const found = valueAtTokens(data, f.tokens);
    const name = f.tokens[f.tokens.length - 1]!;
    const want = typeof f.value === "number" ? "number" : "string";
    return {
      pointer: prefix + f.path,
      rule: "type",
      message: `is ${typeof found === "string" ? "a string" : "a number"}, the contract has a ${want} here; the rest is judged as ${name} ${JSON.stringify(f.value)}`,
      expected: want,
    };
  });
  pushAll(out, explain(rest, copy, prefix));
  return out;
}

/** Append `more` to `into` (a no-op, without spreading, in the common valid case). */
function pushAll(into: ValidationError[], more: ValidationError[]): void {
  for (const e of more) into.push(e);
}

function dedupe(errors: ValidationError[]): ValidationError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = `${e.pointer}\u0000${e.rule}\u0000${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The value at a JSON pointer (undefined when absent). */
export function valueAt(data: unknown, pointer: string): unknown {
  return valueAtTokens(data, pointerTokens(pointer));
}

export function valueAtTokens(data: unknown, tokens: readonly string[]): unknown {
  let node = data;
  for (const t of tokens) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[t];
  }
  return node;
}

/** A short, safe description of a discriminator value (codes, never card data: at most 12 characters). */
function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 14 ? `${text.slice(0, 12)}…` : text;
}

/** Header names lower-cased (HTTP header names are case-insensitive); absent values dropped. */
function lower(h: Record<string, string | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k in h) {
    const v = h[k];
    if (v !== undefined) out[k.toLowerCase()] = v;
  }
  return out;
}

/**
 * Path and query values arrive as text; a parameter the contract types as a number or boolean is
 * converted when the text is exactly such a value (otherwise left as text, for the schema to reject).
 */
export function coerceParameters(
  values: Record<string, string | undefined> = {},
  list: ReadonlyArray<{ name: string; type?: string | undefined }>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    const type = list.find((p) => p.name === k)?.type;
    if ((type === "integer" && /^-?\d+$/.test(v)) || (type === "number" && v.trim() !== "" && Number.isFinite(Number(v)))) out[k] = Number(v);
    else if (type === "boolean" && (v === "true" || v === "false")) out[k] = v === "true";
    else out[k] = v;
  }
  return out;
}

/** Characters of an encoded payload that are decoded (8 MiB); a longer one is a "too large" error. */
export const MAX_ENCODED_CHARS = 8 * 1024 * 1024;

/** Decode and validate one encoded property (e.g. create order's Base64 `request`). */
export function checkEncoded(body: unknown, enc: EncodedContent, module: ValidatorModule): ValidationError[] {
  const pointer = `/body${enc.pointer}`;
  let value: unknown = body;
  for (const token of enc.pointer.split("/").slice(1)) value = (value as Record<string, unknown> | undefined)?.[token];
  if (typeof value !== "string") return []; // the outer schema already reports a missing or non-string value
  let text = value;
  if (enc.encoding === "base64") {
    if (value.length > MAX_ENCODED_CHARS) {
      return [{ pointer, rule: RULES.base64, message: `too large: the encoded payload is longer than ${MAX_ENCODED_CHARS} characters (limit); it is not decoded` }];
    }
    const compact = value.replace(/\s+/g, "");
    if (!isBase64(compact, { strict: true })) {
      return [{ pointer, rule: RULES.base64, message: "is not valid Base64 (RFC 4648 alphabet with padding)" }];
    }
    text = Buffer.from(compact, "base64").toString("utf8");
  }
  let decoded: unknown;
  if (enc.mediaType === "application/json") {
    try {
      decoded = JSON.parse(text);
    } catch (e) {
      // The parser's own message quotes the input (which may hold card data): keep the position only.
      const at = /position (\d+)/.exec((e as Error).message)?.[1];
      const where = at === undefined ? "" : ` (at character ${at})`;
      return [{ pointer, rule: RULES.json, message: `decoded ${enc.encoding || "content"} is not JSON${where}` }];
    }
  } else {
    decoded = text;
  }
  return runValidator(module[enc.validator] as CompiledValidator, decoded, pointer);
}

function checkCredentials(op: OperationManifest, manifest: Manifest, headers: Record<string, string>): ValidationError[] {
  if (op.security.length === 0 || op.security.some((alt) => alt.length === 0)) return [];
  const auth = headers["authorization"] ?? "";
  const satisfied = (scheme: string): boolean => {
    const s = manifest.securitySchemes[scheme];
    if (!s) return false;
    if (s.type === "http" && s.scheme?.toLowerCase() === "basic") return /^Basic\s+[A-Za-z0-9+/=]+$/i.test(auth);
    if ((s.type === "http" && s.scheme?.toLowerCase() === "bearer") || s.type === "oauth2" || s.type === "openIdConnect") {
      return /^Bearer\s+\S+$/i.test(auth);
    }
    return true;
  };
  if (op.security.some((alt) => alt.every(satisfied))) return [];
  const wanted = op.security.map((alt) => alt.map((n) => describeScheme(manifest, n)).join(" and ")).join(" or ");
  return [
    {
      pointer: "/headers/authorization",
      rule: RULES.credentials,
      message: auth ? `Authorization does not carry ${wanted} credentials` : `missing Authorization header (${wanted} credentials)`,
    },
  ];
}

function describeScheme(manifest: Manifest, name: string): string {
  const s = manifest.securitySchemes[name];
  if (!s) return name;
  if (s.type === "http") return s.scheme?.toLowerCase() === "basic" ? "Basic" : "Bearer";
  return s.type === "oauth2" ? "OAuth2 Bearer" : name;
}

/** Validators of one HTTP or message service, over its manifest and precompiled module. */
/** One media type of a request or response, with its validator resolved. */
interface PreparedMedia {
  readonly type: string;
  readonly fn: CompiledValidator;
  readonly encoded: readonly EncodedContent[];
}

/** An operation with every validator and list it needs resolved once (validation is a hot path). */
interface PreparedOperation {
  readonly op: OperationManifest;
  readonly header: CompiledValidator;
  readonly query: CompiledValidator;
  readonly path: CompiledValidator;
  readonly queryTyped: boolean;
  readonly pathTyped: boolean;
  readonly media: readonly PreparedMedia[];
  readonly responses: ReadonlyMap<string, { media: readonly PreparedMedia[]; headers: ReadonlyArray<{ name: string; required: boolean }> }>;
}

const isTyped = (list: ReadonlyArray<{ type?: string | undefined }>): boolean => list.some((p) => p.type !== undefined && p.type !== "string");

function findMedia(media: readonly PreparedMedia[], contentType: string): PreparedMedia | undefined {
  const semi = contentType.indexOf(";");
  const essence = (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
  for (const m of media) if (m.type === essence) return m;
  return undefined;
}

function contentTypeError(media: readonly PreparedMedia[], contentType: string): ValidationError {
  const essence = contentType.split(";")[0]!.trim().toLowerCase();
  return { pointer: "/headers/content-type", rule: RULES.contentType, message: `content type "${essence}" is not one of ${media.map((m) => m.type).join(", ")}` };
}

/** Validators of one HTTP or message service, over its manifest and precompiled module. */
export class ServiceValidator {
  private readonly byId: Map<string, OperationManifest>;
  private readonly prepared = new Map<string, PreparedOperation>();

  constructor(readonly manifest: Manifest, readonly module: ValidatorModule) {
    this.byId = new Map(manifest.operations.map((o) => [o.operationId, o]));
  }

  operation(operationId: string): OperationManifest | undefined {
    return this.byId.get(operationId);
  }

  private fn(name: string): CompiledValidator {
    const f = this.module[name];
    if (typeof f !== "function") throw new Error(`validator "${name}" is missing from the generated module: run make`);
    return f as CompiledValidator;
  }

  private prepare(operationId: string): PreparedOperation | undefined {
    let p = this.prepared.get(operationId);
    if (p) return p;
    const op = this.byId.get(operationId);
    if (!op) return undefined;
    const media = (content: Record<string, { validator: string; encoded?: EncodedContent[] }>): PreparedMedia[] =>
      Object.entries(content).map(([type, c]) => ({ type: type.toLowerCase(), fn: this.fn(c.validator), encoded: c.encoded ?? [] }));
    p = {
      op,
      header: this.fn(op.parameters.header.validator),
      query: this.fn(op.parameters.query.validator),
      path: this.fn(op.parameters.path.validator),
      queryTyped: isTyped(op.parameters.query.list),
      pathTyped: isTyped(op.parameters.path.list),
      media: media(op.request.content),
      responses: new Map(Object.entries(op.responses).map(([status, r]) => [status, { media: media(r.content), headers: r.headers }])),
    };
    this.prepared.set(operationId, p);
    return p;
  }

  private unknown(operationId: string): ValidationResult {
    return result([{ pointer: "", rule: RULES.unknownOperation, message: `unknown operation "${operationId}" in ${this.manifest.service}` }]);
  }

  validateRequest(operationId: string, req: HttpRequestLike): ValidationResult {
    const p = this.prepare(operationId);
    if (!p) return this.unknown(operationId);
    const headers = lower(req.headers);
    const query = p.queryTyped ? coerceParameters(req.query, p.op.parameters.query.list) : (req.query ?? {});
    const path = p.pathTyped ? coerceParameters(req.path, p.op.parameters.path.list) : (req.path ?? {});
    const errors: ValidationError[] = checkCredentials(p.op, this.manifest, headers);
    pushAll(errors, runValidator(p.header, headers, "/headers"));
    pushAll(errors, runValidator(p.query, query, "/query"));
    pushAll(errors, runValidator(p.path, path, "/path"));
    if (p.media.length > 0) {
      if (req.body === undefined) {
        if (p.op.request.required) errors.push({ pointer: "/body", rule: RULES.bodyRequired, message: "request body is required" });
      } else {
        const ct = req.contentType ?? headers["content-type"] ?? p.media[0]!.type;
        const media = findMedia(p.media, ct);
        if (!media) {
          errors.push(contentTypeError(p.media, ct));
        } else {
          pushAll(errors, runValidator(media.fn, req.body, "/body"));
          for (const enc of media.encoded) errors.push(...checkEncoded(req.body, enc, this.module));
        }
      }
    }
    return result(errors);
  }

  validateResponse(operationId: string, status: number | string, body: unknown, options: Omit<HttpResponseLike, "body"> = {}): ValidationResult {
    const p = this.prepare(operationId);
    if (!p) return this.unknown(operationId);
    const s = String(status);
    const spec = p.responses.get(s) ?? p.responses.get(`${s[0]}XX`) ?? p.responses.get("default");
    if (!spec) {
      return result([{ pointer: "/status", rule: RULES.undocumentedStatus, message: `status ${s} is not documented for ${operationId} (documented: ${[...p.responses.keys()].join(", ")})` }]);
    }
    const errors: ValidationError[] = [];
    const headers = spec.headers.length > 0 || options.contentType === undefined ? lower(options.headers) : {};
    for (const h of spec.headers) {
      if (h.required && headers[h.name] === undefined) errors.push({ pointer: `/headers/${h.name}`, rule: RULES.responseHeader, message: "required response header is missing" });
    }
    if (spec.media.length === 0) return result(errors);
    const ct = options.contentType ?? headers["content-type"] ?? spec.media[0]!.type;
    const media = findMedia(spec.media, ct);
    if (!media) {
      errors.push(contentTypeError(spec.media, ct));
      return result(errors);
    }
    pushAll(errors, runValidator(media.fn, body, "/body"));
    return result(errors);
  }

  /** Validate data against one emitted JSON Schema by file name (e.g. "Amount.json"). */
  validateSchema(schemaFile: string, data: unknown, prefix = ""): ValidationResult {
    if (!this.manifest.schemas[schemaFile]) {
      return result([{ pointer: prefix, rule: RULES.unknownSchema, message: `no schema "${schemaFile}" in ${this.manifest.service}` }]);
    }
    return result(this.checkSchema(schemaFile, data, prefix));
  }

  /**
   * Errors of `data` against a schema file, explained through its discriminated unions: a union
   * is checked as the one branch its discriminator picks (or fails with the union's rule, e.g.
   * unknown-method-id), so that errors name what is wrong in that branch rather than every
   * branch's mismatches.
   */
  checkSchema(file: string, data: unknown, prefix: string): ValidationError[] {
    const union = this.unionOf(file);
    if (union) {
      const value = valueAtTokens(data, union.tokens);
      const branch = value === undefined || value === null || typeof value === "object" ? undefined : union.branches[String(value)];
      if (!branch) {
        const known = Object.keys(union.branches).join(", ");
        const message = value === undefined ? `is missing; one of ${known} is required` : `${describe(value)} is not one of ${known}`;
        return [{ pointer: prefix + union.discriminator, rule: union.rule, message }];
      }
      return this.checkSchema(branch, data, prefix);
    }
    const errors = runValidator(this.schemaFn(file), data, prefix);
    const nested = this.manifest.unionProperties[file];
    if (errors.length === 0 || !nested) return errors;
    let out = errors;
    for (const [pointer, unionFile] of Object.entries(nested)) {
      const sub = valueAt(data, pointer);
      if (sub === undefined) continue;
      const at = prefix + pointer;
      out = out.filter((e) => e.pointer !== at && !e.pointer.startsWith(at + "/"));
      out.push(...this.checkSchema(unionFile, sub, at));
    }
    return out;
  }

  private readonly schemaFns = new Map<string, CompiledValidator>();
  private readonly unionCache = new Map<string, (UnionManifest & { tokens: string[] }) | null>();

  private schemaFn(file: string): CompiledValidator {
    let f = this.schemaFns.get(file);
    if (!f) this.schemaFns.set(file, (f = this.fn(this.manifest.schemas[file]!)));
    return f;
  }

  private unionOf(file: string): (UnionManifest & { tokens: string[] }) | undefined {
    let u = this.unionCache.get(file);
    if (u === undefined) {
      const m = this.manifest.unions[file];
      u = m ? { ...m, tokens: pointerTokens(m.discriminator) } : null;
      this.unionCache.set(file, u);
    }
    return u ?? undefined;
  }

}

/** The validation API of one HTTP service, typed by its operation ids. */
export interface HttpServiceApi<OperationId extends string> {
  readonly validator: ServiceValidator;
  validateRequest(operationId: OperationId, req: HttpRequestLike): ValidationResult;
  validateResponse(operationId: OperationId, status: number, body: unknown, options?: Omit<HttpResponseLike, "body">): ValidationResult;
}

/** Bind a service's generated manifest and precompiled module into its typed validation API. */
export function httpServiceApi<OperationId extends string>(manifest: unknown, module: ValidatorModule): HttpServiceApi<OperationId> {
  const validator = new ServiceValidator(manifest as Manifest, module);
  return {
    validator,
    validateRequest: (operationId, req) => validator.validateRequest(operationId, req),
    validateResponse: (operationId, status, body, options) => validator.validateResponse(operationId, status, body, options),
  };
}
