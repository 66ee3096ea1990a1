/** The do-not-edit banner every generated file carries, naming the command that rewrites it. */
export const BANNER = "Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.";

/** Prefix a text file (YAML, Markdown, TypeScript, JavaScript) with the banner as a comment. */
export function withBanner(text: string, comment: "#" | "//" | "md"): string {
  if (comment === "md") return `<!-- ${BANNER} -->\n\n${text}`;
  return `${comment} ${BANNER}\n${text}`;
}

/**
 * Put the banner into a JSON document as its first annotation: `$comment` for a JSON Schema
 * (a keyword every validator ignores), `x-generated` for an OpenAPI document.
 */
export function jsonWithBanner(doc: Record<string, unknown>, key: "$comment" | "x-generated"): string {
  const out: Record<string, unknown> = {};
  // keep $schema and $id first, as emitted
  for (const k of ["$schema", "$id", "openapi", "asyncapi"]) if (k in doc) out[k] = doc[k];
  out[key] = BANNER;
  for (const [k, v] of Object.entries(doc)) if (!(k in out)) out[k] = v;
  return `${JSON.stringify(out, null, 2)}\n`;
}
