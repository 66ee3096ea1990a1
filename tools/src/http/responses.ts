/** The response the contract documents for a status: the exact code, then its class ("4XX"), then "default" (OpenAPI 3.1 §4.8.16). */

type Responses<T> = ReadonlyMap<string, T> | Readonly<Record<string, T>>;

/** The key of `responses` that documents `status`, or undefined when none does. */
export function responseKey(responses: Responses<unknown>, status: number | string): string | undefined {
  const exact = String(status);
  if (responses instanceof Map) {
    if (responses.has(exact)) return exact;
    const range = `${exact[0]}XX`;
    if (responses.has(range)) return range;
    return responses.has("default") ? "default" : undefined;
  }
  if (Object.hasOwn(responses, exact)) return exact;
  const range = `${exact[0]}XX`;
  if (Object.hasOwn(responses, range)) return range;
  return Object.hasOwn(responses, "default") ? "default" : undefined;
}

/** The response that documents `status`, or undefined. */
export function responseFor<T>(responses: Responses<T>, status: number | string): T | undefined {
  if (responses instanceof Map) {
    // The common case first, without building the class key: the exact status is documented.
    const exact = responses.get(String(status));
    if (exact !== undefined) return exact;
  }
  const key = responseKey(responses, status);
  if (key === undefined) return undefined;
  return responses instanceof Map ? responses.get(key) : (responses as Readonly<Record<string, T>>)[key];
}
