/** JSON pointer (RFC 6901) reference tokens, shared by every tool that writes or reads pointers. */

/** A reference token escaped for a pointer: `~` → `~0`, `/` → `~1`. */
export const escapeToken = (t: string | number): string => {
  const s = String(t);
  // Most tokens need no escape: no regular expression pass over them.
  return s.includes("~") || s.includes("/") ? s.replace(/~/g, "~0").replace(/\//g, "~1") : s;
};

/** An escaped reference token back to its text. */
export const unescapeToken = (t: string): string => t.replace(/~1/g, "/").replace(/~0/g, "~");

/** The unescaped tokens of a pointer ("" is the whole document). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === "") return [];
  const tokens = pointer.split("/").slice(1);
  // Most pointers hold no escape: only tokens with a "~" are unescaped.
  return pointer.includes("~") ? tokens.map(unescapeToken) : tokens;
}

/** The value at a JSON pointer (undefined when absent). */
export function valueAt(data: unknown, pointer: string): unknown {
  return valueAtTokens(data, pointerTokens(pointer));
}

/** The value at the (unescaped) tokens of a pointer (undefined when absent). */
export function valueAtTokens(data: unknown, tokens: readonly string[]): unknown {
  let node = data;
  for (const t of tokens) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[t];
  }
  return node;
}

/** A pointer extended by tokens (escaped). */
export function join(base: string, ...tokens: Array<string | number>): string {
  let p = base;
  for (const t of tokens) p += `/${escapeToken(t)}`;
  return p;
}

export const MISSING: unique symbol = Symbol("missing");

/** The value at `pointer`, or MISSING. */
export function get(doc: unknown, pointer: string): unknown {
  return getAt(doc, pointerTokens(pointer));
}

/** The value at a pointer already split into tokens, or MISSING (own properties only). */
export function getAt(doc: unknown, tokens: readonly string[]): unknown {
  let node: unknown = doc;
  for (const t of tokens) {
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
