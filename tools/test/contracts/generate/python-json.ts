// The case tables were first written by Python's `json.dumps`; this writes the same bytes, so a table
// diffs case by case and regenerating it changes nothing when nothing changed.

/** A number written with a decimal point even when it is whole (`0.0`): a JSON "number" field's illustration. */
export class Float {
  constructor(readonly value: number) {}
}

/** `json.dumps(value)` with Python's default separators (", " and ": "), non-ASCII kept as is. */
export function dumps(value: unknown): string {
  if (value instanceof Float) return Number.isInteger(value.value) ? `${value.value}.0` : String(value.value);
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(dumps).join(", ")}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${dumps(v)}`)
    .join(", ")}}`;
}

/** A deep copy of plain objects and arrays; a `Float` is immutable and kept. */
export function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value && typeof value === "object" && !(value instanceof Float)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)])) as T;
  }
  return value;
}

/** One case per line, each line indented by `indent`: a table that diffs case by case. */
export function dumpCases(cases: readonly unknown[], indent = ""): string {
  return `[\n${cases.map((c) => indent + dumps(c)).join(",\n")}\n]\n`;
}
