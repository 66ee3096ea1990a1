/**
 * HTML text that is safe by construction: `html\`…\`` escapes every interpolated value unless it is
 * already `Html` (the result of another `html` template or of `raw`). Everything the site shows comes
 * from the contract (descriptions, examples, names), so nothing is written into a page unescaped.
 */
import { escapeMarkup } from "../markup.ts";

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** Mark text as HTML that is already safe (our own markup, or the output of a sanitizing renderer). */
export function raw(text: string): Html {
  return new Html(text);
}

function part(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(part).join("");
  if (value === undefined || value === null || value === false) return "";
  return escapeMarkup(String(value));
}

/** Tagged template: literal parts as written, values escaped (arrays joined, undefined/null/false dropped). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += part(v) + strings[i + 1]!;
  });
  return new Html(out);
}

/**
 * JSON for an inline `<script type="application/json">` block: `<` is written as \u003c so that no
 * `</script>` (or `<!--`) inside a string can end the block; JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A fragment id made from free text: letters, digits and hyphens. */
export function anchor(...parts: Array<string | number>): string {
  return parts
    .map((p) =>
      String(p)
        .replace(/[^A-Za-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
    )
    .filter(Boolean)
    .join("-");
}
