/**
 * The one rewrite the build applies to the OpenAPI documents TypeSpec emits.
 *
 * TypeSpec 1.16 writes only the service's top-level `servers` (operation-level servers are not
 * supported, microsoft/typespec#6773). A spec that needs them (the affordability token endpoint,
 * served from `{auth_url}`) puts the Server objects into `x-operation-servers`; this moves them to
 * the operation's `servers`, where OpenAPI 3.1 defines them.
 */
import { HTTP_METHODS, type OpenApiDoc } from "../contract/openapi.ts";

export const OPERATION_SERVERS = "x-operation-servers";

export function promoteOperationServers(doc: OpenApiDoc): OpenApiDoc {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op || !(OPERATION_SERVERS in op)) continue;
      const servers = op[OPERATION_SERVERS];
      delete op[OPERATION_SERVERS];
      // Keep key order readable: servers right after the operation's tags/description block.
      const entries = Object.entries(op);
      for (const k of Object.keys(op)) delete op[k];
      for (const [k, v] of entries) {
        op[k] = v;
        if (k === "operationId") op.servers = servers;
      }
      if (!("servers" in op)) op.servers = servers;
    }
  }
  return doc;
}
