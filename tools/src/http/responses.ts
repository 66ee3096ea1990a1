/** The response the contract documents for a status: the exact code, then its class ("4XX"), then "default" (OpenAPI 3.1 §4.8.16). */

type Responses<T> = ReadonlyMap<string, T> | Readonly<Record<string, T>>;

/** The key of `responses` that documents `status`, or undefined when none does. */
export function responseKey(responses: Responses<unknown>, status: number | string): string | undefined {
  const has = responses instanceof Map ? (k: string): boolean => responses.has(k) : (k: string): boolean => Object.hasOwn(responses, k);
  const exact = String(status);
  if (has(exact)) return exact;
  const range = `${exact[0]}XX`;
  if (has(range)) return range;
  return has("default") ? "default" : undefined;
}

/** The response that documents `status`, or undefined. */
export function responseFor<T>(responses: Responses<T>, status: number | string): T | undefined {
  const key = responseKey(responses, status);
  if (key === undefined) return undefined;
  return responses instanceof Map ? responses.get(key) : (responses as Readonly<Record<string, T>>)[key];
}
