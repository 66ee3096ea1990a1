/**
 * Input limits of the simulator, so that no request can stop it or grow it without bound:
 *
 * | Limit                     | Value       | Beyond it                                                    |
 * |---------------------------|-------------|--------------------------------------------------------------|
 * | nesting depth of a request | 32 levels  | 7 Invalid data-format, no Header echoed (it may be the deep part) |
 * | HTTP body / stdio line    | 1 MiB       | HTTP 413 / an `{"error"}` line                               |
 *
 * The deepest documented request is four levels (request, Detail, an array, its items); 32 leaves
 * room for extensions while keeping every later step (validation, echo, JSON.stringify, recording)
 * far from the stack limit, which a 5,000-level request reached.
 */

export const MAX_DEPTH = 32;

/** Largest request body (HTTP) or input line (stdio) the simulator reads, in bytes. */
export const MAX_REQUEST_BYTES = 1024 * 1024;

/**
 * Whether a parsed JSON value nests deeper than `max` objects or arrays. Iterative (an explicit
 * stack), so a hostile depth cannot overflow the call stack; stops at the first path that is too deep.
 */
export function tooDeep(value: unknown, max: number = MAX_DEPTH): boolean {
  // Two parallel stacks (no object per node: this runs on every request).
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (depth + 1 > max) return true;
    if (Array.isArray(v)) {
      for (const child of v) if (child !== null && typeof child === "object") (values.push(child), depths.push(depth + 1));
    } else {
      const record = v as Record<string, unknown>;
      for (const key in record) {
        const child = record[key];
        if (child !== null && typeof child === "object") (values.push(child), depths.push(depth + 1));
      }
    }
  }
  return false;
}
