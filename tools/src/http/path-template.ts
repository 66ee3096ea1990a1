/**
 * OpenAPI path templates (`/api/v2/orders/{order_id}`) as regular expressions: the literal parts
 * escaped, each `{name}` a capture of one path segment, the names in order.
 */

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface PathTemplate {
  /** The regular expression source, without anchors: callers add `^`, `$`, a prefix or a trailing `/?`. */
  source: string;
  /** The template's parameter names, in the order of their capture groups. */
  names: string[];
}

export function pathTemplate(template: string): PathTemplate {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const m = /^\{([^}]+)\}$/.exec(part);
      if (!m) return escapeRegExp(part);
      names.push(m[1]!);
      return "([^/]+)";
    })
    .join("");
  return { source, names };
}
