/**
 * Documented limits of `conform` and `redact` (conformance/README.md, "Limits"). An exchange beyond
 * one of them is not judged (or copied): it gets a "too deep" / "too large" finding naming the
 * limit, and the run goes on with the other exchanges and files. They keep every walk over a
 * recorded value far from the stack limit and every run inside the heap limit (tools/src/cli/heap.ts).
 */

export const LIMITS = {
  /** Characters of one HAR entry or one JSON Lines line (16 MiB). */
  entryChars: 16 * 1024 * 1024,
  /** Nesting depth of any recorded JSON value (an entry, a line, a body, a message, a decoded payload). */
  depth: 512,
  /** Values (objects, arrays, strings, numbers...) in one exchange. */
  values: 500_000,
  /**
   * Properties of one object (issue 42, A11): the contract's objects have a few dozen; an object of
   * 200,000 undeclared properties cost seconds of validation and the heap of a run.
   */
  properties: 10_000,
  /** Characters of a Base64 payload that is decoded (create order's `request`, base64 response content). */
  base64Chars: 8 * 1024 * 1024,
  /** Findings reported per exchange; the rest are counted in one last finding. */
  findingsPerExchange: 1_000,
  /** Characters of a pointer, an expected / actual text or a message in a report. */
  textChars: 1_000,
  /**
   * Malformed entries (not JSON, not an object) in one file: beyond this many the file is not a
   * recording; it is reported unusable there and the run goes on with the next file.
   */
  malformedPerFile: 10_000,
} as const;

export type Limits = { -readonly [K in keyof typeof LIMITS]: number };

/** How a value breaks a limit: the message of its finding. */
export interface LimitProblem {
  limit: "depth" | "values" | "properties";
  message: string;
}

/** The limits of a value's shape: depth and values, and properties per object (LIMITS.properties when not given). */
export type ShapeLimits = Pick<Limits, "depth" | "values"> & { properties?: number };

/**
 * Whether any JSON value parsed from a text of `chars` characters is within both limits, by its
 * length alone: each value takes at least one character and each level of nesting two, so such a
 * text holds at most `chars` values nested at most `chars / 2` deep. True for most bodies and JSON
 * Lines lines (up to 1,024 characters with the default limits): their walk (checkShape) is skipped.
 * `depth`: how deep the text nests, when its reader counted it (the HAR scanner counts each entry's).
 */
export function fitsByLength(chars: number, limits: ShapeLimits = LIMITS, depth: number = chars / 2): boolean {
  // Each property takes at least four characters ("":0 and a comma).
  return chars <= limits.values && depth <= limits.depth && chars <= (limits.properties ?? LIMITS.properties) * 4;
}

/**
 * Depth and number of values of a JSON value, stopped as soon as a limit is passed: the cost is at
 * most linear in the limit. Every entry and body of a recording is measured, and almost all are far
 * within both limits: `fits` says so first (a recursive walk, 0.75 of the time of the walk below on
 * HAR entries, measured side by side); only a value that does not fit is walked again, without
 * recursion, to name the limit it passes first (the message depends on which one the walk meets first).
 */
export function checkShape(value: unknown, limits: ShapeLimits = LIMITS, what = "the entry"): LimitProblem | undefined {
  if (value === null || typeof value !== "object") return undefined;
  if (limits.depth <= MAX_RECURSION && fits(value, limits)) return undefined;
  const maxProperties = limits.properties ?? LIMITS.properties;
  const stack: unknown[] = [value];
  const depths: number[] = [1];
  let count = 0;
  while (stack.length) {
    const node = stack.pop();
    const depth = depths.pop()!;
    if (++count > limits.values) return { limit: "values", message: `too large: ${what} holds more than ${limits.values} values (limit)` };
    if (node === null || typeof node !== "object") continue;
    if (depth > limits.depth) return { limit: "depth", message: `too deep: ${what} is nested deeper than ${limits.depth} levels (limit)` };
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i];
        if (v !== null && typeof v === "object") {
          stack.push(v);
          depths.push(depth + 1);
        } else if (++count > limits.values) return { limit: "values", message: `too large: ${what} holds more than ${limits.values} values (limit)` };
      }
    } else {
      let properties = 0;
      for (const k in node as Record<string, unknown>) {
        if (++properties > maxProperties)
          return { limit: "properties", message: `too large: an object in ${what} has more than ${maxProperties} properties (limit)` };
        const v = (node as Record<string, unknown>)[k];
        if (v !== null && typeof v === "object") {
          stack.push(v);
          depths.push(depth + 1);
        } else if (++count > limits.values) return { limit: "values", message: `too large: ${what} holds more than ${limits.values} values (limit)` };
      }
    }
  }
  return undefined;
}

/** The recursion of `fits` goes as deep as the depth limit (plus one): far from the stack limit up to this. */
const MAX_RECURSION = 2_000;

/** Values left before the values limit is passed, while `fits` walks (one walk at a time: it is synchronous). */
let budget = 0;

/** Properties one object may have, while `fits` walks. */
let maxProps = 0;

/** Whether a value holds at most `limits.values` values (itself included) nested at most `limits.depth` deep, no object with more than `limits.properties` properties. */
function fits(value: object, limits: ShapeLimits): boolean {
  budget = limits.values - 1;
  maxProps = limits.properties ?? LIMITS.properties;
  return fitsBelow(value, 1, limits.depth);
}

/** Whether the children of `node` (at `depth`) fit in the budget and under `maxDepth`; recursion is bounded by `maxDepth`. */
function fitsBelow(node: object, depth: number, maxDepth: number): boolean {
  if (depth > maxDepth) return false;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const v: unknown = node[i];
      if (--budget < 0) return false;
      if (typeof v === "object" && v !== null && !fitsBelow(v, depth + 1, maxDepth)) return false;
    }
  } else {
    let properties = 0;
    for (const k in node) {
      const v: unknown = (node as Record<string, unknown>)[k];
      if (--budget < 0 || ++properties > maxProps) return false;
      if (typeof v === "object" && v !== null && !fitsBelow(v, depth + 1, maxDepth)) return false;
    }
  }
  return true;
}

/**
 * Keep a result within the report limits: at most `findingsPerExchange` findings (one last finding
 * counts the rest), each text (and the operation name) at most `textChars` long. Linear in the findings.
 */
export function boundFindings(
  r: { operation?: string; violations: Array<{ rule: string; pointer: string; expected: string; actual: string; message: string }> },
  limits: Pick<Limits, "findingsPerExchange" | "textChars"> = LIMITS,
): void {
  if (r.operation !== undefined && r.operation.length > limits.textChars) r.operation = clipText(r.operation, limits.textChars);
  const vs = r.violations;
  if (vs.length > limits.findingsPerExchange) {
    const dropped = vs.length - limits.findingsPerExchange;
    const first = vs[limits.findingsPerExchange]!;
    vs.length = limits.findingsPerExchange;
    vs.push({
      ...first,
      pointer: first.pointer,
      expected: `at most ${limits.findingsPerExchange} findings listed per exchange`,
      actual: `${dropped} more`,
      message: `too many findings: ${dropped} more findings of this exchange are not listed (limit ${limits.findingsPerExchange})`,
    });
  }
  const max = limits.textChars;
  for (const v of vs) {
    if (v.pointer.length > max) v.pointer = clipText(v.pointer, max);
    if (v.expected.length > max) v.expected = clipText(v.expected, max);
    if (v.actual.length > max) v.actual = clipText(v.actual, max);
    if (v.message.length > max) v.message = clipText(v.message, max);
  }
}

/**
 * Whether a parsed JSON value nests deeper than `max` objects or arrays. Iterative (an explicit
 * stack), so a hostile depth cannot overflow the call stack; stops at the first path that is too deep. The
 * simulator and the sandboxes refuse such requests before they validate, echo or record them.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  // Two parallel stacks (no object per node: this runs on every request).
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (depth + 1 > max) return true;
    if (Array.isArray(v)) {
      for (const child of v)
        if (child !== null && typeof child === "object") {
          values.push(child);
          depths.push(depth + 1);
        }
    } else {
      const record = v as Record<string, unknown>;
      for (const key in record) {
        const child = record[key];
        if (child !== null && typeof child === "object") {
          values.push(child);
          depths.push(depth + 1);
        }
      }
    }
  }
  return false;
}

/**
 * Whether JSON text nests deeper than `depth` (brackets outside strings counted in one pass): lets
 * a reader refuse a hostile document before parsing builds a million nested objects.
 */
export function jsonTextTooDeep(text: string, depth: number = LIMITS.depth): boolean {
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++level > depth) return true;
    } else if (c === 125 || c === 93) level--;
  }
  return false;
}

/** A text clipped to the report limit (the cut is marked). */
export function clipText(text: string, max: number = LIMITS.textChars): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
