/**
 * What the build changes in each JSON Schema the TypeSpec emitter writes, before it goes to
 * generated/<service>/schemas/:
 *
 * - Integer constants: the emitter types a numeric enum (`MobileTransactionType`, the code tables)
 *   and a constant taken from one (`TransactionType: 5120`) as `"type": "number"`. Where every
 *   value is a whole number the build writes `"type": "integer"`, as the documents type them (Long,
 *   Integer), so that generated JVM types get `long`/`int`, not `double`.
 */
/** A JSON object (not null, not an array). */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keywords whose values are data or annotations, never subschemas: the walks do not enter them. */
const DATA_KEYWORDS = new Set(["const", "enum", "examples", "default", "x-codes", "x-transport", "x-contract-gap", "x-contract-decision"]);

/** Whether a schema node is a numeric constant or enum whose every value is a whole number. */
function isIntegerConstant(node: Record<string, unknown>): boolean {
  if ("const" in node) return Number.isInteger(node.const);
  return Array.isArray(node.enum) && node.enum.length > 0 && node.enum.every((v) => Number.isInteger(v));
}

/** A deep copy of `node` with `"type": "number"` written `"integer"` on every integer const or enum. */
export function integerConstants(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(integerConstants);
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = DATA_KEYWORDS.has(k) ? v : integerConstants(v);
  if (out.type === "number" && isIntegerConstant(out)) out.type = "integer";
  return out;
}

/** What the build changes in one emitted schema named `file`. */
export function postProcessSchema(_file: string, schema: Record<string, unknown>): Record<string, unknown> {
  return integerConstants(schema) as Record<string, unknown>;
}
