/** JSON pointers (RFC 6901) over the normalized exchange. */

export const escapeToken = (t: string | number): string => String(t).replace(/~/g, "~0").replace(/\//g, "~1");

export const unescapeToken = (t: string): string => t.replace(/~1/g, "/").replace(/~0/g, "~");

export function join(base: string, ...tokens: Array<string | number>): string {
  let p = base;
  for (const t of tokens) p += "/" + escapeToken(t);
  return p;
}

/** The tokens of a pointer ("" is the whole document). */
export function tokens(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer.split("/").slice(1).map(unescapeToken);
}

export const MISSING: unique symbol = Symbol("missing");

/** The value at `pointer`, or MISSING. */
export function get(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const t of tokens(pointer)) {
    if (Array.isArray(node)) {
      const i = Number(t);
      if (!Number.isInteger(i) || i < 0 || i >= node.length) return MISSING;
      node = node[i];
    } else if (node !== null && typeof node === "object" && Object.hasOwn(node, t)) {
      node = (node as Record<string, unknown>)[t];
    } else {
      return MISSING;
    }
  }
  return node;
}
