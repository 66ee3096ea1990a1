/**
 * The shape of generated/<service>/manifest.json: which precompiled validator (an export of
 * generated/<service>/validators.mjs) checks which part of which operation or message.
 */
export interface Manifest {
  service: string;
  operations: OperationManifest[];
  securitySchemes: Record<string, { type: string; scheme?: string | undefined }>;
  /** Every emitted JSON Schema file name → its validator export. */
  schemas: Record<string, string>;
  /** Discriminated unions among the schemas (file → discriminator and branches). */
  unions: Record<string, UnionManifest>;
  /** Object schemas with a property holding a discriminated union (file → {pointer: union file}). */
  unionProperties: Record<string, Record<string, string>>;
  /**
   * For each file of `unionProperties`: the validator of the same schema with those properties left
   * open (`{}`), so that each union is checked as the one branch its discriminator picks instead of a
   * `oneOf` that runs every branch (file → validator export).
   */
  unionShells: Record<string, string>;
  /** Message services only: per app, the request and reply unions and each method's schemas. */
  messages?: Record<string, MessageAppManifest>;
}

/** A `oneOf` whose branches each pin the property at `discriminator` to a distinct const. */
export interface UnionManifest {
  /** JSON pointer of the discriminating property inside the data, e.g. /Header/MethodId. */
  discriminator: string;
  /** Rule id reported when the value matches no branch, e.g. unknown-method-id. */
  rule: string;
  /** Discriminator value (as a string) → branch schema file. */
  branches: Record<string, string>;
}

export interface ParameterList {
  /** Each parameter; `type` is its schema's JSON type when that is a single primitive type. */
  list: Array<{ name: string; required: boolean; type?: string | undefined }>;
  validator: string;
}

/** A property whose string value is an encoded JSON document with its own schema (contentSchema). */
export interface EncodedContent {
  /** JSON pointer of the property inside the body ("" for the body itself). */
  pointer: string;
  /** `contentEncoding`, e.g. base64. */
  encoding: string;
  /** `contentMediaType`, e.g. application/json. */
  mediaType: string;
  /** Validator of the decoded document. */
  validator: string;
}

export interface OperationManifest {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template, e.g. /customer/{customerId}. */
  path: string;
  /** Alternatives (OR) of security scheme names that must all be satisfied (AND). */
  security: string[][];
  parameters: { header: ParameterList; query: ParameterList; path: ParameterList };
  request: { required: boolean; content: Record<string, { validator: string; encoded: EncodedContent[] }> };
  responses: Record<string, { content: Record<string, { validator: string }>; headers: Array<{ name: string; required: boolean }> }>;
}

export interface MessageAppManifest {
  /** Transport annotation of the app (package, action, tags...). */
  transport?: unknown;
  /** Schema file of the app's request union. */
  request: string;
  /** Schema file of the app's reply union. */
  reply: string;
  /** MethodId → the method's name and request and reply schema files. */
  methods: Record<string, { name: string; request: string; reply: string }>;
}

/**
 * A deep copy of parsed JSON whose objects have no prototype, so that a name looked up in it
 * (a MethodId, an operation id, a schema file, a status, a media type) finds only the document's
 * own entries: `constructor`, `__proto__`, `toString` or `hasOwnProperty` is absent like any
 * unknown name, never an Object.prototype member.
 */
export function ownEntries<T>(value: T): T {
  if (Array.isArray(value)) return value.map(ownEntries) as T;
  if (typeof value !== "object" || value === null) return value;
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(value)) out[k] = ownEntries(v);
  return out as T;
}
