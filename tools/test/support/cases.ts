/**
 * The one shape of the JSON case tables under tools/test/contracts/cases/<service>/ (every service).
 * `schema` names what the case runs against:
 *   "<Schema>.json"                              an emitted JSON Schema (HTTP services: and the OpenAPI component of that name)
 *   "op:<operationId>:request"                   the operation's request body (OpenAPI)
 *   "op:<operationId>:response[:<status>]"       the response body of a documented status (default 200)
 *   "op:<operationId>:headers|query|path"        the operation's parameters of that place (header names lowercased)
 * plus the targets a service's own test adds (optimizer: `op:<id>:response-headers:<status>`, `op:createOrder:request+payload`).
 */
export interface Case {
  description: string;
  schema: string;
  data: unknown;
  valid: boolean;
  /** The constraint(s) an invalid case breaks (tables that track coverage). */
  covers?: string | string[];
  /** optimizer, create order: what `data.request` decodes to (checked, so the table stays readable). */
  decoded?: unknown;
  /** optimizer, create order: the step expected to reject the case. */
  stage?: "outer" | "base64" | "json" | "payload";
}

/** Expand `{{repeat:c:n}}` strings (c repeated n times), used by tables for length limits. */
export function expand(node: unknown): unknown {
  if (typeof node === "string") {
    const m = /^\{\{repeat:(.):(\d+)\}\}$/.exec(node);
    return m ? m[1]!.repeat(Number(m[2])) : node;
  }
  if (Array.isArray(node)) return node.map(expand);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, expand(v)]));
  return node;
}
