/**
 * Development-mode contract checks as openapi-fetch middleware: the request exactly as it will be
 * sent (after the client has added its credentials and generated headers) and the response
 * exactly as it arrived are validated against the service's precompiled validators. A mismatch
 * throws ContractViolationError, which names operation, pointer and rule but no value.
 */
import type { Middleware } from "openapi-fetch";
import { parseBody } from "../http/body.ts";
import type { HttpRequestLike, ServiceValidator } from "../validate/service.ts";
import { ContractViolationError, toViolation } from "./errors.ts";
import { GAP_OF_RESPONSE } from "./gap.ts";
import { operationLookup } from "./operations.ts";
import { failureStatusGap } from "../contract/operations.ts";
import type { HttpServiceId } from "../contract/services.ts";

export interface ContractCheckOptions {
  validator: ServiceValidator;
  /** Secrets known to the client right now (scrubbed from every violation message). */
  secrets: () => Iterable<string>;
}

/**
 * Path and query parameters as the caller gave them to openapi-fetch (a number stays a number):
 * the generated parameter validators type them as the contract does (an id is an integer), and
 * the client checks what its caller passed rather than the text it becomes in the URL.
 */
const parameters = (given: Record<string, unknown> | undefined, fromUrl: Record<string, string> = {}): Record<string, string | undefined> =>
  ({ ...fromUrl, ...Object.fromEntries(Object.entries(given ?? {}).filter(([, v]) => v !== undefined && v !== null)) }) as Record<string, string | undefined>;

export function contractCheck({ validator, secrets }: ContractCheckOptions): Middleware {
  const lookup = operationLookup(validator.manifest);
  const service = validator.manifest.service as HttpServiceId;
  const fail = (operationId: string, direction: "request" | "response", errors: Parameters<typeof toViolation>[0][], status?: number): never => {
    const known = [...secrets()];
    throw new ContractViolationError(
      service,
      operationId,
      direction,
      errors.map((e) => toViolation(e, known)),
      status,
    );
  };

  return {
    async onRequest({ request, schemaPath, params }) {
      const op = lookup(request.method, schemaPath);
      if (!op) return undefined; // not an operation of this contract (openapi-fetch's types prevent it)
      const contentType = request.headers.get("content-type");
      const parsed = request.body === null ? {} : parseBody(await request.clone().text(), contentType);
      if (parsed.invalid) fail(op.operationId, "request", [{ pointer: "/body", rule: "json", message: "" }]);
      const req: HttpRequestLike = {
        headers: Object.fromEntries(request.headers.entries()),
        query: parameters(params.query, Object.fromEntries(new URL(request.url).searchParams.entries())),
        path: parameters(params.path),
        body: parsed.body,
        ...(contentType ? { contentType } : {}),
      };
      const result = validator.validateRequest(op.operationId, req);
      if (!result.ok) fail(op.operationId, "request", result.errors);
      return undefined;
    },

    async onResponse({ request, response, schemaPath }) {
      const op = lookup(request.method, schemaPath);
      if (!op) return undefined;
      const contentType = response.headers.get("content-type");
      const parsed = parseBody(await response.clone().text(), contentType);
      if (parsed.invalid) fail(op.operationId, "response", [{ pointer: "/body", rule: "json", message: "" }], response.status);
      const result = validator.validateResponse(op.operationId, response.status, parsed.body, {
        headers: Object.fromEntries(response.headers.entries()),
        ...(contentType ? { contentType } : {}),
      });
      if (!result.ok) {
        // A failure status the contract leaves open (a gap, not a rule) reaches the caller as an error result with the gap's id.
        const gap = response.status >= 400 && result.errors.every((e) => e.rule === "undocumented-status") ? failureStatusGap(service) : undefined;
        if (gap) GAP_OF_RESPONSE.set(response, gap);
        else fail(op.operationId, "response", result.errors, response.status);
      }
      return undefined;
    },
  };
}
