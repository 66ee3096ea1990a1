/**
 * The validators of one HTTP or message service, over its generated manifest and precompiled
 * module: requests and responses of its operations, and data against one emitted JSON Schema
 * (explained through its discriminated unions). Results are described in ./errors.ts.
 */
import { responseFor } from "../http/responses.ts";
import { mediaEssence, mediaFor } from "../http/media.ts";
import { pointerTokens, valueAt, valueAtTokens } from "../json-pointer.ts";
import { pushAll, runValidator, type CompiledValidator, type ValidatorModule } from "./ajv-errors.ts";
import { checkCredentials } from "./credentials.ts";
import { checkEncoded } from "./encoded.ts";
import { result, type EngineRule, type ValidationError, type ValidationResult } from "./errors.ts";
import { ownEntries, type EncodedContent, type Manifest, type OperationManifest, type UnionManifest } from "../contract/manifest.ts";
import { coerceParameters, isTyped } from "./parameters.ts";

/**
 * Header, query or path values as a record: Node's `IncomingHttpHeaders` (a repeated header as a
 * string[]), a router's path parameters (numbers allowed: `{ order_id: 5 }`), a parsed query
 * string (a repeated parameter as a string[]).
 */
export type ValueRecord = { readonly [name: string]: string | number | boolean | readonly string[] | undefined };

/** Values with `forEach(value, name)`: `URLSearchParams` (a repeated name gives each value), fetch's `Headers`. */
export interface ValueList {
  forEach(callback: (value: string, name: string) => void): void;
}

export interface HttpRequestLike {
  /** Header names in any case; a repeated header (string[]) is joined with ", ", as HTTP combines field lines. */
  headers?: ValueRecord | ValueList | undefined;
  /** Query parameters; a parameter given more than once is an array, which a single-valued parameter refuses. */
  query?: ValueRecord | ValueList | undefined;
  /** Path parameters by name. */
  path?: ValueRecord | undefined;
  /** Parsed body (object), or the raw text when `contentType` is not JSON. */
  body?: unknown;
  contentType?: string | undefined;
}

export interface HttpResponseLike {
  headers?: ValueRecord | ValueList | undefined;
  body?: unknown;
  contentType?: string | undefined;
}

/** A short, safe description of a discriminator value (codes, never card data: at most 12 characters). */

/** Whether values come as a list with forEach (URLSearchParams, Headers) rather than as a record. */
function isValueList(values: ValueRecord | ValueList): values is ValueList {
  return typeof (values as { forEach?: unknown }).forEach === "function";
}

/**
 * Values as one record of own entries, absent values dropped: names lower-cased for headers (HTTP
 * header names are case-insensitive); a repeated value joined with ", " for headers and kept as an
 * array for query parameters (the schema then refuses it where the parameter is single-valued).
 */
export function valueRecord(values: ValueRecord | ValueList | undefined, kind: "headers" | "parameters"): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  if (values === undefined || values === null) return out;
  const put = (name: string, value: unknown): void => {
    const key = kind === "headers" ? name.toLowerCase() : name;
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else if (kind === "headers") out[key] = `${String(prev)}, ${String(value)}`;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  if (isValueList(values)) {
    values.forEach((value, name) => {
      put(name, value);
    });
    return out;
  }
  for (const name of Object.keys(values)) {
    const v = values[name];
    if (v === undefined) continue;
    if (kind === "headers" && Array.isArray(v)) put(name, v.join(", "));
    else put(name, Array.isArray(v) ? [...v] : v);
  }
  return out;
}

/** Header names lower-cased; absent values dropped; repeated values joined. */
function lower(h: ValueRecord | ValueList | undefined): Record<string, string> {
  return valueRecord(h, "headers") as Record<string, string>;
}

/** One media type of a request or response, with its validator resolved. */
interface PreparedMedia {
  readonly fn: CompiledValidator;
  readonly encoded: readonly EncodedContent[];
}

/** The media types of a request or response body: by lower-case type, and their list in contract order. */
interface PreparedContent {
  readonly byType: Readonly<Record<string, PreparedMedia>>;
  readonly types: readonly string[];
}

/** An operation with every validator and list it needs resolved once (validation is a hot path). */
interface PreparedOperation {
  readonly op: OperationManifest;
  readonly header: CompiledValidator;
  readonly query: CompiledValidator;
  readonly path: CompiledValidator;
  readonly queryTyped: boolean;
  readonly pathTyped: boolean;
  readonly content: PreparedContent;
  readonly responses: ReadonlyMap<string, { content: PreparedContent; headers: ReadonlyArray<{ name: string; required: boolean }> }>;
}

function contentTypeError(content: PreparedContent, contentType: string | undefined): ValidationError {
  return {
    pointer: "/headers/content-type",
    rule: "content-type",
    message: `content type "${mediaEssence(contentType)}" is not one of ${content.types.join(", ")}`,
    expected: content.types.join(" or "),
  };
}

/** A union as checkSchema uses it: its discriminator's tokens and the list of its values, made once. */
type PreparedUnion = UnionManifest & { tokens: string[]; known: string };

/** Validators of one HTTP or message service, over its manifest and precompiled module. */
export class ServiceValidator {
  private readonly byId: Map<string, OperationManifest>;
  private readonly prepared = new Map<string, PreparedOperation>();
  private readonly schemaFns = new Map<string, CompiledValidator>();
  private readonly shellFns = new Map<string, CompiledValidator>();
  private readonly unionCache = new Map<string, PreparedUnion | null>();
  private readonly nestedCache = new Map<string, Array<[string, string]> | null>();

  readonly manifest: Manifest;

  constructor(
    manifest: Manifest,
    readonly module: ValidatorModule,
  ) {
    // Own entries only: every name this class looks up (schema files, unions, statuses, media types) may come from a message.
    this.manifest = ownEntries(manifest);
    this.byId = new Map(this.manifest.operations.map((o) => [o.operationId, o]));
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
    const content = (c: Record<string, { validator: string; encoded?: EncodedContent[] }>): PreparedContent => {
      const byType: Record<string, PreparedMedia> = Object.create(null);
      for (const [type, m] of Object.entries(c)) byType[type.toLowerCase()] ??= { fn: this.fn(m.validator), encoded: m.encoded ?? [] };
      return { byType, types: Object.keys(c).map((t) => t.toLowerCase()) };
    };
    p = {
      op,
      header: this.fn(op.parameters.header.validator),
      query: this.fn(op.parameters.query.validator),
      path: this.fn(op.parameters.path.validator),
      queryTyped: isTyped(op.parameters.query.list),
      pathTyped: isTyped(op.parameters.path.list),
      content: content(op.request.content),
      responses: new Map(Object.entries(op.responses).map(([status, r]) => [status, { content: content(r.content), headers: r.headers }])),
    };
    this.prepared.set(operationId, p);
    return p;
  }

  private unknown(operationId: string): ValidationResult {
    return result([{ pointer: "", rule: "unknown-operation", message: `unknown operation "${operationId}" in ${this.manifest.service}` }]);
  }

  /**
   * `decoded`, when given, receives the documents of the body's encoded payloads that decoded (create
   * order's Base64 `request`), by their pointer in the body; they stay out of the result, which
   * callers print.
   */
  validateRequest(operationId: string, req: HttpRequestLike, decoded?: Map<string, unknown>): ValidationResult {
    const p = this.prepare(operationId);
    if (!p) return this.unknown(operationId);
    const headers = lower(req.headers);
    const queryValues = valueRecord(req.query, "parameters");
    const pathValues = valueRecord(req.path, "parameters");
    const query = p.queryTyped ? coerceParameters(queryValues, p.op.parameters.query.list) : queryValues;
    const path = p.pathTyped ? coerceParameters(pathValues, p.op.parameters.path.list) : pathValues;
    const errors: ValidationError[] = checkCredentials(p.op, this.manifest, headers);
    pushAll(errors, runValidator(p.header, headers, "/headers"));
    pushAll(errors, runValidator(p.query, query, "/query"));
    pushAll(errors, runValidator(p.path, path, "/path"));
    if (p.content.types.length > 0) {
      if (req.body === undefined) {
        if (p.op.request.required) errors.push({ pointer: "/body", rule: "body-required", message: "request body is required", expected: "a body" });
      } else {
        const ct = req.contentType ?? headers["content-type"];
        const media = mediaFor(p.content.byType, ct);
        if (!media) {
          errors.push(contentTypeError(p.content, ct));
        } else {
          pushAll(errors, runValidator(media.fn, req.body, "/body"));
          for (const enc of media.encoded) pushAll(errors, checkEncoded(req.body, enc, this.module, decoded));
        }
      }
    }
    return result(errors);
  }

  validateResponse(operationId: string, status: number | string, body: unknown, options: Omit<HttpResponseLike, "body"> = {}): ValidationResult {
    const p = this.prepare(operationId);
    if (!p) return this.unknown(operationId);
    const spec = responseFor(p.responses, status);
    if (!spec) {
      const documented = [...p.responses.keys()];
      return result([
        {
          pointer: "/status",
          rule: "undocumented-status",
          message: `status ${String(status)} is not documented for ${operationId} (documented: ${documented.join(", ")})`,
          expected: documented.join(" or "),
        },
      ]);
    }
    const errors: ValidationError[] = [];
    const headers = spec.headers.length > 0 || options.contentType === undefined ? lower(options.headers) : {};
    for (const h of spec.headers) {
      if (h.required && headers[h.name] === undefined)
        errors.push({ pointer: `/headers/${h.name}`, rule: "response-header", message: "required response header is missing", expected: "present" });
    }
    if (spec.content.types.length === 0) return result(errors);
    const ct = options.contentType ?? headers["content-type"];
    const media = mediaFor(spec.content.byType, ct);
    if (!media) {
      errors.push(contentTypeError(spec.content, ct));
      return result(errors);
    }
    pushAll(errors, runValidator(media.fn, body, "/body"));
    return result(errors);
  }

  /** Validate data against one emitted JSON Schema by file name (e.g. "Amount.json"). */
  validateSchema(schemaFile: string, data: unknown, prefix = ""): ValidationResult {
    if (!this.manifest.schemas[schemaFile]) {
      return result([{ pointer: prefix, rule: "unknown-schema", message: `no schema "${schemaFile}" in ${this.manifest.service}` }]);
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
        const known = union.known;
        // Never the value (it may be a card number or a credential; issue 40, D21): what the contract has.
        const message = value === undefined ? `is missing; one of ${known} is required` : `is not one of ${known}`;
        // The manifest's union rules are EngineRules (tools/test/validate/errors.test.ts checks every generated one).
        return [{ pointer: prefix + union.discriminator, rule: union.rule as EngineRule, message, expected: `one of ${known}` }];
      }
      return this.checkSchema(branch, data, prefix);
    }
    const nested = this.nestedOf(file);
    if (!nested) return runValidator(this.schemaFn(file), data, prefix);
    // The schema with its unions left open (its shell), then each union as the one branch it picks.
    const errors = runValidator(this.shellFn(file), data, prefix);
    for (const [pointer, unionFile] of nested) {
      const sub = valueAt(data, pointer);
      if (sub !== undefined) pushAll(errors, this.checkSchema(unionFile, sub, prefix + pointer));
    }
    return errors;
  }

  /** The union properties of a schema file as [pointer, union file] pairs, or undefined for none. */
  private nestedOf(file: string): Array<[string, string]> | undefined {
    let n = this.nestedCache.get(file);
    if (n === undefined) {
      const m = this.manifest.unionProperties[file];
      n = m ? Object.entries(m) : null;
      this.nestedCache.set(file, n);
    }
    return n ?? undefined;
  }

  private shellFn(file: string): CompiledValidator {
    let f = this.shellFns.get(file);
    if (!f) {
      // A manifest from before union shells (generated/ older than the toolkit) says so, as a missing validator does.
      const name = this.manifest.unionShells?.[file];
      if (!name) throw new Error(`the manifest of ${this.manifest.service} has no union shell for ${file}: run make`);
      this.shellFns.set(file, (f = this.fn(name)));
    }
    return f;
  }

  private schemaFn(file: string): CompiledValidator {
    let f = this.schemaFns.get(file);
    if (!f) this.schemaFns.set(file, (f = this.fn(this.manifest.schemas[file]!)));
    return f;
  }

  private unionOf(file: string): PreparedUnion | undefined {
    let u = this.unionCache.get(file);
    if (u === undefined) {
      const m = this.manifest.unions[file];
      u = m ? { ...m, tokens: pointerTokens(m.discriminator), known: Object.keys(m.branches).join(", ") } : null;
      this.unionCache.set(file, u);
    }
    return u ?? undefined;
  }
}
