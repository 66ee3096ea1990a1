/**
 * Path and query values arrive as text; a parameter the contract types as a number or boolean is
 * converted when the text is exactly such a value (otherwise left as text, for the schema to reject).
 * A value that is not text (a number a router already parsed, an array of repeated values) is left
 * as it is, for the schema to judge.
 */
export function coerceParameters(
  values: Record<string, unknown> = {},
  list: ReadonlyArray<{ name: string; type?: string | undefined }>,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (typeof v !== "string") {
      out[k] = v;
      continue;
    }
    const type = list.find((p) => p.name === k)?.type;
    if ((type === "integer" && /^-?\d+$/.test(v)) || (type === "number" && v.trim() !== "" && Number.isFinite(Number(v)))) out[k] = Number(v);
    else if (type === "boolean" && (v === "true" || v === "false")) out[k] = v === "true";
    else out[k] = v;
  }
  return out;
}

/** Whether any parameter of the list is typed other than as text (then values are coerced). */
export const isTyped = (list: ReadonlyArray<{ type?: string | undefined }>): boolean => list.some((p) => p.type !== undefined && p.type !== "string");
