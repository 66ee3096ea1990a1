/** A parsed JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object: not null, not an array. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
