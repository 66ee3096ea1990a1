/**
 * `$ref` resolution inside a Tree. OpenAPI documents use `#/components/...` within the same file;
 * JSON Schemas use relative file names (`Amount.json`, `Amount.json#/$defs/X`) and local `#/...`.
 */
import path from "node:path";
import { InputError } from "../errors.ts";
import { unescapeToken } from "../json-pointer.ts";
import { isObject } from "../json.ts";
import type { Node, Tree } from "./model.ts";

/** The node a `$ref` string points to, seen from `from`. */
export function refTarget(tree: Tree, from: Node, ref: string): Node {
  const hash = ref.indexOf("#");
  const filePart = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? "" : decodeURIComponent(ref.slice(hash + 1));
  const file = filePart ? path.posix.normalize(path.posix.join(path.posix.dirname(from.file), filePart)) : from.file;
  const doc = tree.docs.get(file);
  if (doc === undefined) {
    throw new InputError(`${tree.label}: ${from.file}#${from.pointer}: $ref "${ref}" points to ${file}, which is not in the tree: regenerate with \`make\``);
  }
  let value: unknown = doc;
  if (fragment && fragment !== "/") {
    for (const raw of fragment.replace(/^\//, "").split("/")) {
      const key = unescapeToken(raw);
      value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
      if (value === undefined) {
        throw new InputError(`${tree.label}: ${from.file}#${from.pointer}: $ref "${ref}" points to nothing (no "${key}" in ${file}): regenerate with \`make\``);
      }
    }
  }
  return { file, pointer: fragment === "/" ? "" : fragment, value };
}

/** Follow `$ref` until the node is not a reference (parameters, responses, bodies, headers). */
export function resolve(tree: Tree, node: Node): Node {
  let current = node;
  const seen = new Set<string>();
  while (isObject(current.value) && typeof current.value.$ref === "string") {
    const key = `${current.file}#${current.pointer}`;
    if (seen.has(key)) {
      throw new InputError(`${tree.label}: ${key}: $ref cycle with no content: regenerate with \`make\``);
    }
    seen.add(key);
    current = refTarget(tree, current, current.value.$ref);
  }
  return current;
}
