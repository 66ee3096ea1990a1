/**
 * How the contract writes a `$ref`, read in one place: `#/components/<kind>/<Name>` inside an
 * OpenAPI document, `Name.json` or `Name.json#/…` between the JSON Schema files of a service. Every
 * reader of the contract's documents (contract/documents.ts, the reference site) follows a reference
 * through these two functions; the generator writes them (tools/src/build/), the schema diff compares
 * two arbitrary trees with its own resolver (tools/src/diff/resolve.ts).
 */

export interface RefTarget {
  /** The schema file it names (`Amount.json`), or undefined for a reference inside the same document. */
  readonly file: string | undefined;
  /** The JSON pointer inside that document ("" for the whole file). */
  readonly pointer: string;
  /** The referenced thing's name: the component (`Amount`) or the file without `.json`. */
  readonly name: string;
}

/** The `$ref` of a schema or parameter node, or undefined when it is none. */
export function refOf(node: unknown): string | undefined {
  const ref = node !== null && typeof node === "object" ? (node as { $ref?: unknown }).$ref : undefined;
  return typeof ref === "string" ? ref : undefined;
}

/** The parts of a `$ref` (see the module comment). */
export function refTarget(ref: string): RefTarget {
  const hash = ref.indexOf("#");
  const file = hash === 0 ? undefined : hash < 0 ? ref : ref.slice(0, hash);
  const pointer = hash < 0 ? "" : ref.slice(hash + 1);
  const name = pointer ? pointer.slice(pointer.lastIndexOf("/") + 1) : (file ?? "").replace(/\.json$/, "");
  return { file, pointer, name };
}
