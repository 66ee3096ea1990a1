/**
 * The contract's documents as the tools read them at run time, and the one `$ref` resolver over
 * them. A service's documents are its emitted OpenAPI document (`openapi.json`, HTTP services) and
 * its JSON Schemas (`schemas/<Name>.json`); a place in them is a file and a JSON pointer. Each file
 * is read and parsed once per process.
 *
 * `$ref` forms in the emitted contract: `#/components/...` (inside openapi.json), `Name.json` and
 * `Name.json#/...` (a sibling schema file).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isObject } from "../json.ts";
import { pointerTokens } from "../json-pointer.ts";
import { GENERATED } from "../paths.ts";
import { collectAnnotations, emptyAnnotations, gapId, type SchemaAnnotations } from "./annotations.ts";
import { SERVICES, type ServiceId } from "./services.ts";
import { refTarget } from "./refs.ts";

export type Node = Record<string, unknown>;

/** A place in a service's documents: the file (openapi.json or schemas/<Name>.json), the pointer inside it and the node there. */
export interface Place {
  readonly file: string;
  readonly pointer: string;
  readonly node: Node;
}

const NONE: readonly string[] = [];

/** The documents of one service, read from a folder laid out like generated/<service>/. */
export class Documents {
  private readonly files = new Map<string, unknown>();

  constructor(
    readonly service: string,
    private readonly dir: string,
  ) {}

  /** A file of the service, parsed (undefined when it does not exist). */
  file(file: string): unknown {
    if (!this.files.has(file)) {
      const full = path.join(this.dir, ...file.split("/"));
      let doc: unknown;
      if (existsSync(full)) {
        try {
          doc = JSON.parse(readFileSync(full, "utf8"));
        } catch (e) {
          throw new Error(`cannot read the contract file ${full}: ${(e as Error).message}; run \`make\` to generate it`);
        }
      }
      this.files.set(file, doc);
    }
    return this.files.get(file);
  }

  /** A JSON Schema file of the service by name (`Amount.json`), parsed; undefined when absent. */
  schema(name: string): Node | undefined {
    const s = this.file(`schemas/${name}`);
    return isObject(s) ? s : undefined;
  }

  /** The names of the service's JSON Schema files, sorted ([] when it has none). */
  schemaNames(): string[] {
    try {
      return readdirSync(path.join(this.dir, "schemas"))
        .filter((n) => n.endsWith(".json"))
        .sort();
    } catch {
      return [];
    }
  }

  /** Every JSON Schema file of the service by name, in name order (each parsed once). */
  schemas(): Map<string, Node> {
    const out = new Map<string, Node>();
    for (const name of this.schemaNames()) {
      const s = this.schema(name);
      if (s) out.set(name, s);
    }
    return out;
  }

  /** The object at `pointer` in `file`, or undefined. */
  at(file: string, pointer: string): Place | undefined {
    let node: unknown = this.file(file);
    for (const key of pointerTokens(pointer)) {
      node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    }
    return isObject(node) ? { file, pointer, node } : undefined;
  }

  /** Follow one `$ref` written in `file`: "#/components/schemas/X" (same file) or "X.json[#/...]" (a sibling schema). */
  ref(file: string, ref: string): Place | undefined {
    const t = refTarget(ref);
    return this.at(t.file === undefined ? file : `schemas/${t.file}`, t.pointer);
  }

  /** The place itself, or where its `$ref` chain ends (at most 16 hops; a cycle stops the walk). */
  resolve(place: Place): Place {
    let p = place;
    for (let hops = 0; hops < 16 && typeof p.node.$ref === "string"; hops++) {
      const next = this.ref(p.file, p.node.$ref);
      if (!next) break;
      p = next;
    }
    return p;
  }

  /** The ids of the marked places met so far (each id is a SHA-256; conform asks for them on every finding). */
  private readonly marked = new Map<string, readonly string[]>();

  /** The gap and decision ids marked at a place (see GAPS.md). */
  ids(place: Place): readonly string[] {
    const { node } = place;
    if (!node["x-contract-gap"] && !node["x-contract-decision"]) return NONE;
    const pointer = place.pointer || "/";
    const key = `${place.file}#${pointer}`;
    let out = this.marked.get(key);
    if (out === undefined) {
      const ids: string[] = [];
      if (node["x-contract-gap"]) ids.push(gapId({ kind: "gap", service: this.service, file: place.file, pointer }));
      if (node["x-contract-decision"]) ids.push(gapId({ kind: "decision", service: this.service, file: place.file, pointer }));
      // A bounded set: the marked places of the contract's own documents.
      this.marked.set(key, ids);
      out = ids;
    }
    return out;
  }
}

/** The path of a file of the built contract (generated/<service>/<file>), for a tool outside the toolkit that must read it itself (Prism). */
export function contractFile(service: ServiceId, file: string): string {
  return path.join(GENERATED, service, ...file.split("/"));
}

const byService = new Map<string, Documents>();

/** The built contract's documents of a service (generated/<service>/), one instance per process. */
export function documents(service: ServiceId): Documents {
  let d = byService.get(service);
  if (!d) {
    d = new Documents(service, path.join(GENERATED, service));
    byService.set(service, d);
  }
  return d;
}

let annotations: SchemaAnnotations | undefined;

/** The masked and volatile property names of the whole built contract (every OpenAPI document and JSON Schema), collected once. */
export function contractAnnotations(): SchemaAnnotations {
  if (!annotations) {
    annotations = emptyAnnotations();
    for (const svc of SERVICES) {
      const d = documents(svc.id);
      if (svc.http) collectAnnotations(d.file("openapi.json"), annotations);
      else for (const name of d.schemaNames()) collectAnnotations(d.schema(name), annotations);
    }
  }
  return annotations;
}
