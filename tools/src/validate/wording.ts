/**
 * The toolkit's own words for a JSON Schema failure: every message a report or the validation API
 * shows is written here, never the validator's text ("must NOT be valid", "must match pattern").
 * A message names what the contract wants and, for the value found, only its kind or length (never
 * the value itself: it may be a card number or a credential).
 */

export interface SchemaFailure {
  keyword: string;
  params: Record<string, unknown>;
  /** The value that failed (undefined when absent). */
  value: unknown;
}

export interface Worded {
  message: string;
  /** What the contract wants, short ("string", "at most 10 characters", "one of 1, 3, 4"). */
  expected: string;
}

/** "string", "number", "object", "array", "null", "boolean" or "integer" (a whole number). */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

const article = (t: string): string => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

const types = (t: unknown): string => (Array.isArray(t) ? t.map(String).join(" or ") : String(t));

export function word(f: SchemaFailure): Worded {
  const p = f.params;
  const n = (k: string): string => String(p[k]);
  const s = (k: string, one: string, many: string): string => `${n(k)} ${Number(p[k]) === 1 ? one : many}`;
  switch (f.keyword) {
    case "type":
      return { message: `is ${article(kindOf(f.value))}, the contract has ${article(types(p.type))} here`, expected: types(p.type) };
    case "maxLength":
      return {
        message: `is ${typeof f.value === "string" ? f.value.length : "too many"} characters long, the contract allows at most ${n("limit")}`,
        expected: `at most ${s("limit", "character", "characters")}`,
      };
    case "minLength":
      return {
        message: `is ${typeof f.value === "string" ? f.value.length : "too few"} characters long, the contract asks for at least ${n("limit")}`,
        expected: `at least ${s("limit", "character", "characters")}`,
      };
    case "maxItems":
      return { message: `holds more items than the ${n("limit")} the contract allows`, expected: `at most ${s("limit", "item", "items")}` };
    case "minItems":
      return { message: `holds fewer items than the ${n("limit")} the contract asks for`, expected: `at least ${s("limit", "item", "items")}` };
    case "maxProperties":
      return { message: `has more entries than the ${n("limit")} the contract allows`, expected: `at most ${s("limit", "entry", "entries")}` };
    case "minProperties":
      return { message: `has fewer entries than the ${n("limit")} the contract asks for`, expected: `at least ${s("limit", "entry", "entries")}` };
    case "maximum":
      return { message: `is above the contract's maximum ${n("limit")}`, expected: `${n("limit")} or less` };
    case "minimum":
      return { message: `is below the contract's minimum ${n("limit")}`, expected: `${n("limit")} or more` };
    case "exclusiveMaximum":
      return { message: `is not below the contract's limit ${n("limit")}`, expected: `less than ${n("limit")}` };
    case "exclusiveMinimum":
      return { message: `is not above the contract's limit ${n("limit")}`, expected: `more than ${n("limit")}` };
    case "multipleOf":
      return { message: `is not a multiple of ${n("multipleOf")}, as the contract asks`, expected: `a multiple of ${n("multipleOf")}` };
    case "pattern":
      return { message: `does not have the form the contract gives (pattern ${n("pattern")})`, expected: `text of the form ${n("pattern")}` };
    case "format":
      return { message: `is not a valid ${n("format")} value`, expected: `a ${n("format")} value` };
    case "uniqueItems":
      return { message: `repeats an item (items ${n("j")} and ${n("i")}); the contract asks for distinct items`, expected: "distinct items" };
    case "dependentRequired":
    case "dependencies":
      return {
        message: `is missing ${n("missingProperty")}, which the contract asks for when ${n("property")} is present`,
        expected: `${n("missingProperty")} with ${n("property")}`,
      };
    case "not":
      return { message: "is not allowed here by the contract", expected: "(absent: not allowed here)" };
    case "false schema":
      return { message: "is not allowed here by the contract", expected: "(absent: not allowed here)" };
    case "propertyNames":
      return { message: "has an entry name the contract does not allow", expected: "entry names of the contract" };
    case "contains":
      return { message: "has no item of the kind the contract asks for", expected: "an item of the contract's kind" };
    case "oneOf":
    case "anyOf":
      // ajv lists the branches that passed when more than one of a oneOf did (card_data and saved_card_id together)
      if (f.keyword === "oneOf" && Array.isArray(p.passingSchemas))
        return {
          message: "matches more than one of the shapes the contract allows here, where exactly one is allowed",
          expected: "exactly one of the contract's shapes",
        };
      return { message: "matches none of the shapes the contract allows here", expected: "one of the contract's shapes" };
    case "if":
      return { message: "lacks what the contract asks for in this case", expected: "the contract's conditional fields" };
    default:
      return { message: `does not satisfy the contract's ${f.keyword} rule`, expected: `the contract's ${f.keyword} rule` };
  }
}

/** Values of an enumeration, listed for a message (long lists cut). */
export function listValues(values: readonly unknown[]): string {
  const shown = values
    .slice(0, 20)
    .map((v) => JSON.stringify(v))
    .join(", ");
  return values.length > 20 ? `${shown} and ${values.length - 20} more` : shown;
}

/**
 * An enumeration failure (an `enum`, a `const`, or the `const` branches of a `oneOf`) as one
 * message: a value of the wrong type whose text is a documented value says so ("is the string "2",
 * the contract has the number 2"), any other value lists the documented values once.
 */
export function wordEnum(value: unknown, allowed: readonly unknown[]): Worded & { rule: "type" | "enum" } {
  const same =
    value !== null && typeof value !== "object"
      ? allowed.find((a) => a !== null && typeof a !== "object" && String(a) === String(value) && typeof a !== typeof value)
      : undefined;
  if (same !== undefined) {
    const want = kindOf(same) === "integer" ? "number" : kindOf(same);
    return {
      rule: "type",
      message: `is ${article(kindOf(value) === "integer" ? "number" : kindOf(value))}, the contract has the ${want} ${JSON.stringify(same)}`,
      expected: want,
    };
  }
  return { rule: "enum", message: `is not a documented value; the contract allows ${listValues(allowed)}`, expected: `one of ${listValues(allowed)}` };
}
