/** A parsed JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object: not null, not an array. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `record[key]` when the record has it as its own entry, else undefined: for a name that comes from
 * input (a MethodId, an operation, a code, a command), so that `constructor`, `__proto__` or
 * `toString` finds nothing rather than an Object.prototype member.
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string | number): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
