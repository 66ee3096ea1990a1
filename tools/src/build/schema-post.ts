/**
 * What the build changes in each JSON Schema the TypeSpec emitter writes, before it goes to
 * generated/<service>/schemas/:
 *
 * - `$id`: spec/<service>/main.tsp gives the service namespace `@jsonSchema("<base>")`, so the
 *   emitter writes an absolute `$id` (`https://contracts.invalid/<service>/schemas/<Name>.json`),
 *   which code generators (quicktype, Modelina) and `ajv.getSchema(id)` need. The emitter then also
 *   writes every `$ref` to a sibling as that absolute URI; the build writes it back as the sibling's
 *   file name (`Amount.json`), which resolves against the absolute `$id` to the same URI, and which
 *   file-based readers (the diff gate's resolver, the AsyncAPI parser, the docs) read as a path beside
 *   the file.
 * - Integer constants: the emitter types a numeric enum (`MobileTransactionType`, the code tables)
 *   and a constant taken from one (`TransactionType: 5120`) as `"type": "number"`. Where every
 *   value is a whole number the build writes `"type": "integer"`, as the documents type them (Long,
 *   Integer), so that generated JVM types get `long`/`int`, not `double`.
 */
/** A JSON object (not null, not an array). */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keywords whose values are data or annotations, never subschemas: the walks do not enter them. */
const DATA_KEYWORDS = new Set(["const", "enum", "examples", "default", "x-codes", "x-transport", "x-contract-gap", "x-contract-decision"]);

/**
 * The base URI of the schema emitted as `file` (its `$id` less the file name), or an error naming
 * the file and the way out when the `$id` is not an absolute URI ending in the file's name.
 */
export function schemaBase(file: string, schema: Record<string, unknown>): string {
  const id = schema.$id;
  if (typeof id !== "string" || !/^https:\/\/[^/]+\/.+/.test(id) || !id.endsWith(`/${file}`)) {
    throw new Error(
      `${file}: $id is ${JSON.stringify(id)}, and every emitted JSON Schema needs an absolute $id ending in /${file}: ` +
        'give the service namespace in spec/<service>/main.tsp `@JsonSchema.jsonSchema("https://contracts.invalid/<service>/schemas/")`',
    );
  }
  return id.slice(0, id.length - file.length);
}

/** A deep copy of `node` with every `$ref` that starts with `base` written relative to it. */
export function relativeSiblingRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((n) => relativeSiblingRefs(n, base));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "$ref" && typeof v === "string" && v.startsWith(base)) out[k] = v.slice(base.length);
    else out[k] = DATA_KEYWORDS.has(k) ? v : relativeSiblingRefs(v, base);
  }
  return out;
}

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

/** What the build changes in one emitted schema named `file` (both changes above). */
export function postProcessSchema(file: string, schema: Record<string, unknown>): Record<string, unknown> {
  return integerConstants(relativeSiblingRefs(schema, schemaBase(file, schema))) as Record<string, unknown>;
}
