/** JSON pointers (RFC 6901) over the normalized exchange. */

import { escapeToken, pointerTokens } from "../json-pointer.ts";

export function join(base: string, ...tokens: Array<string | number>): string {
  let p = base;
  for (const t of tokens) p += `/${escapeToken(t)}`;
  return p;
}

export const MISSING: unique symbol = Symbol("missing");

/** The value at `pointer`, or MISSING. */
export function get(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const t of pointerTokens(pointer)) {
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
