/**
 * What every typed client does to each HTTP exchange, validation on or off:
 *
 * - `timedFetch`: each request (the token request included) gets `timeoutMs` for the complete answer;
 *   then it fails with ClientTimeoutError (an abort by the caller's own signal stays an AbortError).
 * - `jsonGuard` (openapi-fetch middleware): a success answer that is not JSON becomes
 *   ResponseFormatError instead of the runtime's SyntaxError, which quotes the start of the body.
 */
import type { Middleware } from "openapi-fetch";
import { ClientTimeoutError, ResponseFormatError } from "./errors.ts";
import type { OperationLookup } from "./operations.ts";

type Fetch = (input: Request) => Promise<Response>;

/**
 * A fetch that aborts after `timeoutMs`, body included: the answer is read completely before it is
 * handed on, so a server that stalls in the middle of the body is cut off too.
 */
export function timedFetch(inner: Fetch, timeoutMs: number, service: string): Fetch {
  return async (request) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    try {
      const response = await inner(new Request(request, { signal }));
      const body = response.body === null || NO_BODY_STATUS.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (e) {
      if (timeout.aborted && !request.signal.aborted) throw new ClientTimeoutError(service, timeoutMs);
      throw e;
    }
  };
}

const NO_BODY_STATUS = new Set([204, 205, 304]);

/** Success answers must be JSON (what openapi-fetch parses them as). */
export function jsonGuard(service: string, lookup: OperationLookup): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (!response.ok || NO_BODY_STATUS.has(response.status) || request.method === "HEAD") return undefined;
      const text = await response.clone().text();
      // openapi-fetch gives `data: undefined` for a declared empty body; another empty body it would parse.
      if (text === "" && response.headers.get("content-length") === "0") return undefined;
      try {
        JSON.parse(text);
      } catch {
        const operationId = lookup(request.method, schemaPath)?.operationId ?? `${request.method} ${schemaPath}`;
        const contentType = (response.headers.get("content-type") ?? "").slice(0, 60);
        throw new ResponseFormatError(service, operationId, response.status, contentType);
      }
      return undefined;
    },
  };
}
