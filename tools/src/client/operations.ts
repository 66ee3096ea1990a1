/**
 * Which contract operation a request made through openapi-fetch is: the manifest lists each
 * operation's method and path template, and openapi-fetch hands middleware the path template
 * it was called with (`schemaPath`).
 */
import type { Manifest, OperationManifest } from "../contract/manifest.ts";
import { GAP_OF_RESPONSE } from "./gap.ts";

export type OperationLookup = (method: string, schemaPath: string) => OperationManifest | undefined;

export function operationLookup(manifest: Manifest): OperationLookup {
  const byRoute = new Map(manifest.operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o]));
  return (method, schemaPath) => byRoute.get(`${method.toUpperCase()} ${schemaPath}`);
}

/** Whether the operation lists a header parameter of this name (case-insensitive). */
export function hasHeader(op: OperationManifest, name: string): boolean {
  const n = name.toLowerCase();
  return op.parameters.header.list.some((h) => h.name.toLowerCase() === n);
}

/** Whether some security alternative of the operation uses the named scheme. */
export function usesScheme(op: OperationManifest, scheme: string): boolean {
  return op.security.some((alt) => alt.includes(scheme));
}

/** The part of an openapi-fetch client that sends a request by method and path template. */
interface RequestSender {
  request(method: never, url: never, init?: never): Promise<unknown>;
}

/**
 * Calls operations by operationId: method and path template come from the manifest, so the
 * typed methods of a client follow the contract when a path changes. The result is typed by
 * the caller (the client's public interface); inside, one untyped call serves every operation.
 */
export function operationCaller(api: RequestSender, manifest: Manifest): <T = never>(operationId: string, init: object) => Promise<T> {
  const byId = new Map(manifest.operations.map((o) => [o.operationId, o]));
  const send = api.request.bind(api) as unknown as (method: string, url: string, init: object) => Promise<never>;
  return <T>(operationId: string, init: object): Promise<T> => {
    const op = byId.get(operationId);
    if (!op) throw new Error(`operation "${operationId}" is missing from generated/${manifest.service}/manifest.json: run make`);
    return send(op.method.toLowerCase(), op.path, init).then((result: unknown) => {
      // An error result whose status is a gap of the contract carries the gap's id (see contract-check.ts).
      const r = result as { error?: unknown; response?: Response } | undefined;
      const gap = r?.response ? GAP_OF_RESPONSE.get(r.response) : undefined;
      return (gap && r && "error" in r ? { ...r, gap } : result) as T;
    });
  };
}
