/** Shared shape of the JSON case tables under tools/test/contracts/cases/<service>/. */
export interface Case {
  description: string;
  schema: string;
  data: unknown;
  valid: boolean;
  /** The document passage(s) the case covers (tables that track coverage). */
  covers?: string | string[];
}

/** Expand `{{repeat:c:n}}` strings (c repeated n times), used by tables for length limits. */
export function expand(node: unknown): unknown {
  if (typeof node === "string") {
    const m = /^\{\{repeat:(.):(\d+)\}\}$/.exec(node);
    return m ? m[1]!.repeat(Number(m[2])) : node;
  }
  if (Array.isArray(node)) return node.map(expand);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, expand(v)]));
  return node;
}
