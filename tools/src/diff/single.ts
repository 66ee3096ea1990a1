/**
 * Two single documents as BASE and HEAD (`contracts diff old/openapi.json new/openapi.json`): an
 * OpenAPI document, a JSON Schema or an AsyncAPI document, each with the files its relative `$ref`s
 * name (read beside it, from disk or from the same git revision).
 *
 * Both sides are keyed by HEAD's file name, so that the comparison pairs them; the files their
 * `$ref`s name are keyed by their path relative to the document's folder, as refTarget resolves them.
 */
import path from "node:path";
import { InputError } from "../errors.ts";
import { isObject } from "../json.ts";
import type { Direction, Tree } from "./model.ts";
import type { Reporter } from "./report.ts";
import { compareSchemas } from "./schema.ts";
import { parseDocument } from "./tree.ts";

export type DocumentKind = "openapi" | "asyncapi" | "schema";

const KIND_NAMES: Record<DocumentKind, string> = { openapi: "an OpenAPI document", asyncapi: "an AsyncAPI document", schema: "a JSON Schema" };

/** One document given on the command line, and how to read the files beside it. */
export interface SingleFile {
  /** How the user named it (a path, or git:REF:path): used in messages. */
  label: string;
  text: string;
  /** The file's own name, such as `openapi.json`. */
  name: string;
  /** A file beside it, by its path relative to the document's folder; undefined when absent. */
  read(rel: string): string | undefined;
  /** How to name such a file in a message. */
  where(rel: string): string;
}

export interface SingleTree {
  tree: Tree;
  kind: DocumentKind;
  /** Every file read, by tree key: its path relative to the document's folder ("" for the document itself), and its text. */
  files: Map<string, { rel: string; text: string }>;
}

/** JSON or YAML by the file name (`.yaml`/`.yml`), else by the first character. */
function syntaxOf(name: string, text: string): "json" | "yaml" {
  if (/\.ya?ml$/i.test(name)) return "yaml";
  if (/\.json$/i.test(name)) return "json";
  return /^\s*[{[]/.test(text) ? "json" : "yaml";
}

/** What a parsed document is: OpenAPI (`openapi`), AsyncAPI (`asyncapi`), else a JSON Schema. */
export function documentKind(doc: unknown, label: string): DocumentKind {
  if (!isObject(doc)) {
    throw new InputError(
      `${label}: not an OpenAPI document, JSON Schema or AsyncAPI document (its top level is not an object): pass one of those, or a folder laid out like generated/`,
    );
  }
  if ("swagger" in doc) throw new InputError(`${label}: a Swagger 2.0 document is not compared: convert it to OpenAPI 3 first`);
  if (typeof doc.openapi === "string") return "openapi";
  if (typeof doc.asyncapi === "string") return "asyncapi";
  return "schema";
}

/** The `$ref`s of a document that name another file, with the pointer where each is. */
function fileRefs(doc: unknown): Array<{ file: string; at: string }> {
  const out: Array<{ file: string; at: string }> = [];
  const work: Array<{ v: unknown; at: string }> = [{ v: doc, at: "" }];
  while (work.length) {
    const { v, at } = work.pop()!;
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) work.push({ v: v[i], at: `${at}/${i}` });
    else if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === "$ref" && typeof x === "string") {
          const file = x.split("#")[0]!;
          if (file) out.push({ file, at: `${at}/$ref` });
        } else work.push({ v: x, at: `${at}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}` });
      }
    }
  }
  return out;
}

/**
 * A tree holding one document under `key` (HEAD's file name, for both sides) as `service`, and every
 * file its `$ref`s reach.
 */
export function buildSingleTree(file: SingleFile, key: string, service: string): SingleTree {
  const doc = parseDocument(file.text, file.label, syntaxOf(file.name, file.text));
  const kind = documentKind(doc, file.label);
  const tree: Tree = { label: file.label, docs: new Map([[key, doc]]), openapi: new Map(), messages: new Map(), schemas: new Map(), asyncapi: new Map() };
  if (kind === "openapi") tree.openapi.set(service, key);
  else if (kind === "asyncapi") tree.asyncapi.set(service, key);
  else tree.schemas.set(service, key);
  const files = new Map([[key, { rel: "", text: file.text }]]);
  const queue = [key];
  while (queue.length) {
    const from = queue.shift()!;
    for (const ref of fileRefs(tree.docs.get(from))) {
      const where = `${from === key ? file.label : file.where(from)}#${ref.at}`;
      if (/^[a-z][a-z0-9+.-]*:/i.test(ref.file) || ref.file.startsWith("/")) {
        throw new InputError(
          `${where}: $ref "${ref.file}" is not a relative file name: the diff reads only the files beside the document; bundle it into one file or save the target beside it`,
        );
      }
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), ref.file));
      if (tree.docs.has(target)) continue;
      const text = file.read(target);
      if (text === undefined) {
        throw new InputError(
          `${where}: $ref "${ref.file}" names ${file.where(target)}, which does not exist: put it beside the document, or bundle the document into one file`,
        );
      }
      tree.docs.set(target, parseDocument(text, file.where(target), syntaxOf(target, text)));
      files.set(target, { rel: target, text });
      queue.push(target);
    }
  }
  return { tree, kind, files };
}

/** What two single documents are, checked alike: the same kind on both sides. */
export function sameKind(base: { label: string; kind: DocumentKind }, head: { label: string; kind: DocumentKind }): void {
  if (base.kind !== head.kind) {
    throw new InputError(
      `BASE ${base.label} is ${KIND_NAMES[base.kind]} and HEAD ${head.label} is ${KIND_NAMES[head.kind]}: compare two documents of one kind`,
    );
  }
}

/** The directions a standalone schema travels in, from its name: `*Request` a request, `*Reply`/`*Response` a response, else both. */
export function schemaDirections(name: string): Direction[] {
  const stem = name.replace(/\.(json|ya?ml)$/i, "");
  if (/Request$/.test(stem)) return ["request"];
  if (/(Reply|Response)$/.test(stem)) return ["response"];
  return ["request", "response"];
}

/** A standalone JSON Schema on both sides: one root, every `$ref` followed, in each direction its name gives. */
export function compareStandaloneSchemas(base: Tree, head: Tree, name: string, report: Reporter): void {
  const bk = base.schemas.get(name);
  const hk = head.schemas.get(name);
  if (bk === undefined || hk === undefined) return;
  for (const direction of schemaDirections(hk)) {
    compareSchemas(
      { base, head, report, direction },
      { file: bk, pointer: "", value: base.docs.get(bk) },
      { file: hk, pointer: "", value: head.docs.get(hk) },
      hk,
    );
  }
}
