/**
 * Bodies for the client tests, taken from the examples in the generated OpenAPI documents, so
 * the tests follow the contract as the specs evolve.
 */
import { readFileSync } from "node:fs";

type Service = "affordability" | "optimizer";

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
}

const documents = new Map<Service, { paths: Record<string, Record<string, Operation>> }>();

function operation(service: Service, operationId: string): Operation {
  if (!documents.has(service)) {
    documents.set(service, JSON.parse(readFileSync(new URL(`../../../../generated/${service}/openapi.json`, import.meta.url), "utf8")));
  }
  for (const item of Object.values(documents.get(service)!.paths)) {
    for (const op of Object.values(item)) if (op.operationId === operationId) return op;
  }
  throw new Error(`${service}: no operation ${operationId} in generated/${service}/openapi.json (run make)`);
}

const first = (content: Record<string, { examples?: Record<string, { value: unknown }> }> | undefined, what: string): unknown => {
  const media = Object.values(content ?? {})[0];
  const example = Object.values(media?.examples ?? {})[0];
  if (example === undefined) throw new Error(`no example for ${what}`);
  return structuredClone(example.value);
};

/** The operation's first request body example. */
export function requestExample<T = any>(service: Service, operationId: string): T {
  return first(operation(service, operationId).requestBody?.content, `${service} ${operationId} request`) as T;
}

/** The operation's first response body example for a status. */
export function responseExample<T = any>(service: Service, operationId: string, status = "200"): T {
  return first(operation(service, operationId).responses[status]?.content, `${service} ${operationId} ${status} response`) as T;
}
