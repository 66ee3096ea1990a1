/**
 * What both services share: the contract (its operations and their examples) and the answers a
 * partner can ask for with `Prefer` (Prism-compatible). Requests are routed and judged by the judge
 * (server.ts): a handler reads the judge's verdict on its request (`SandboxRequest.judged`).
 */
import { httpOperations, type HttpServiceId } from "../contract/index.ts";
import { documentedStatuses, example, indexExamples, type ExampleIndex } from "./examples.ts";
import { documentedError, problem, type SandboxResponse } from "./problem.ts";
import type { SandboxRequest } from "./request.ts";
import type { SandboxService } from "./server.ts";

export interface Contract {
  readonly name: HttpServiceId;
  readonly examples: ExampleIndex;
}

export function loadContract(name: HttpServiceId): Contract {
  return { name, examples: indexExamples(httpOperations(name)) };
}

/** The SandboxService parts that come from the contract alone. */
export function contractParts(c: Contract): Pick<SandboxService, "name" | "documented"> {
  const statuses = new Map<string, number[]>();
  return {
    name: c.name,
    documented: (op) => {
      let s = statuses.get(op);
      if (!s) statuses.set(op, (s = documentedStatuses(c.examples, op)));
      return s;
    },
  };
}

/**
 * The answer a `Prefer` header asks for, or undefined to answer normally:
 * - `code=N` (N not 2xx) answers N with the documented example (named by `example="…"`, else
 *   the first one), or with a `{code, message}` body when the document shows none;
 * - `example="name"` (with or without a 2xx code) answers that documented example as it is;
 * - a status the operation does not document, or an unknown example name, gets 400 naming them.
 */
export function preferredAnswer(c: Contract, req: SandboxRequest): SandboxResponse | undefined {
  const { code, example: name } = req.prefer;
  if (code === undefined && name === undefined) return undefined;
  const status = code ?? 200;
  const documented = documentedStatuses(c.examples, req.operationId);
  if (!documented.includes(status)) {
    return problem(400, {
      code: "PREFER_NOT_DOCUMENTED",
      detail: `Prefer code=${status}: ${req.operationId} documents ${documented.join(", ")} only`,
      gap: "the sandbox answers only statuses the contract documents",
    });
  }
  const value = example(c.examples, req.operationId, status, name);
  if (value !== undefined) return { status, body: value, contentType: "application/json" };
  if (name !== undefined) {
    const known = [...(c.examples.get(req.operationId)?.get(status)?.keys() ?? [])];
    return problem(400, {
      code: "PREFER_NO_SUCH_EXAMPLE",
      detail: `Prefer example="${name}": ${req.operationId} ${status} has ${known.length > 0 ? `the examples ${known.map((k) => `"${k}"`).join(", ")}` : "no examples"}`,
      gap: "the sandbox answers only examples the contract documents",
    });
  }
  if (status >= 200 && status < 300) return undefined;
  return documentedError(status, `PREFERRED_${status}`, `answer chosen by the request's Prefer header (code=${status}); the document does not show this body`);
}

/** Status 2xx with a JSON body. */
export const ok = (body: unknown, headers?: Record<string, string>): SandboxResponse => ({
  status: 200,
  body,
  contentType: "application/json",
  ...(headers ? { headers } : {}),
});
