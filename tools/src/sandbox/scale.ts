/**
 * Answers built from the contract's examples for the amount sent: every money value of the example
 * is multiplied by (amount sent / amount of the example's request) and rounded to whole paise.
 */

/** Scale each Amount object (`{currency, value}`) inside a JSON value; currency set when given. */
export function scaleAmounts(value: unknown, ratio: number, currency?: string): unknown {
  return walk(value, (obj) => {
    if (typeof obj.value === "number" && typeof obj.currency === "string" && Object.keys(obj).length === 2) {
      return { currency: currency ?? obj.currency, value: Math.round(obj.value * ratio) };
    }
    return undefined;
  });
}

/** Scale the numbers under the given property names inside a JSON value. */
export function scaleFields(value: unknown, ratio: number, names: ReadonlySet<string>): unknown {
  return walk(value, (obj) => {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) {
      if (names.has(k) && typeof v === "number") {
        out[k] = Math.round(v * ratio);
        changed = true;
      } else {
        out[k] = scaleFields(v, ratio, names);
      }
    }
    return changed ? out : undefined;
  });
}

function walk(value: unknown, replace: (obj: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, replace));
  if (value === null || typeof value !== "object") return value;
  const obj = value as Record<string, unknown>;
  const replaced = replace(obj);
  if (replaced !== undefined) return replaced;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = walk(v, replace);
  return out;
}
