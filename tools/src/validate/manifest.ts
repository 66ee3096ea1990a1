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
  /** Message services only: per app, the request and reply union validators and per-method ones. */
  messages?: Record<string, MessageAppManifest>;
}

export interface ParameterList {
  list: Array<{ name: string; required: boolean }>;
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
  request: string;
  reply: string;
  methods: Record<string, { name: string; request: string; reply: string }>;
}
