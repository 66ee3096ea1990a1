/**
 * Reading a generated/ tree: from a folder, or (through git.ts) from a git revision.
 *
 * What is compared:
 *   <service>/openapi.json           an HTTP service (openapi.yaml is read only when the JSON is missing)
 *   <service>/schemas/<Name>.json    a message service: one without an OpenAPI document
 * An HTTP service's schemas/ folder repeats its OpenAPI components and is not read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { InputError } from "../errors.ts";
import type { Tree } from "./model.ts";

/** The raw text of a tree's files, keyed like Tree.docs. */
export type FileSet = Map<string, string>;

/** Read the files the diff needs from a folder laid out like generated/. */
export function readFolder(folder: string, role: string): FileSet {
  if (!existsSync(folder)) {
    throw new InputError(`${role} folder "${folder}" does not exist: pass a folder laid out like generated/ (run \`make\` to build one) or git:REF`);
  }
  if (!statSync(folder).isDirectory()) {
    throw new InputError(`${role} "${folder}" is a file, not a folder: pass a folder laid out like generated/, or git:REF`);
  }
  const files: FileSet = new Map();
  for (const service of readdirSync(folder).sort()) {
    const dir = path.join(folder, service);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of ["openapi.json", "openapi.yaml"]) {
      const file = path.join(dir, name);
      if (existsSync(file)) {
        files.set(`${service}/${name}`, readFileSync(file, "utf8"));
        break;
      }
    }
    if (files.has(`${service}/openapi.json`) || files.has(`${service}/openapi.yaml`)) continue;
    const schemas = path.join(dir, "schemas");
    if (!existsSync(schemas) || !statSync(schemas).isDirectory()) continue;
    for (const name of readdirSync(schemas).sort()) {
      if (name.endsWith(".json")) files.set(`${service}/schemas/${name}`, readFileSync(path.join(schemas, name), "utf8"));
    }
  }
  return files;
}

/**
 * Parse a file set into a Tree. `where` says how to name a file in an error (a folder path or a
 * git revision), `label` how the tree is named in findings.
 */
export function buildTree(label: string, files: FileSet, where: (key: string) => string): Tree {
  const tree: Tree = { label, docs: new Map(), openapi: new Map(), messages: new Map(), schemas: new Map(), asyncapi: new Map() };
  const keys = [...files.keys()].sort();
  for (const key of keys) {
    const m = /^([^/]+)\/openapi\.(json|yaml)$/.exec(key);
    if (!m) continue;
    const service = m[1]!;
    if (tree.openapi.has(service)) continue; // the JSON was there; the YAML repeats it
    tree.docs.set(key, parseDocument(files.get(key)!, where(key), m[2] as "json" | "yaml"));
    tree.openapi.set(service, key);
  }
  for (const key of keys) {
    const m = /^([^/]+)\/schemas\/[^/]+\.json$/.exec(key);
    if (!m || tree.openapi.has(m[1]!)) continue;
    tree.docs.set(key, parseDocument(files.get(key)!, where(key), "json"));
    const list = tree.messages.get(m[1]!) ?? [];
    list.push(key);
    tree.messages.set(m[1]!, list);
  }
  if (tree.openapi.size === 0 && tree.messages.size === 0) {
    throw new InputError(`${label} holds no <service>/openapi.json and no <service>/schemas/*.json: is it a generated/ folder? (run \`make\` to build one)`);
  }
  return tree;
}

export function parseDocument(text: string, file: string, kind: "json" | "yaml"): unknown {
  try {
    return kind === "json" ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    throw new InputError(
      `${file}${lineOf(text, detail)}: not valid ${kind.toUpperCase()} (${detail.split("\n")[0]}): regenerate it with \`make\` or fix the file`,
    );
  }
}

/** `:line:column` of a JSON.parse error, when the message gives a position. */
function lineOf(text: string, message: string): string {
  const lc = /line (\d+),? column (\d+)/.exec(message);
  if (lc) return `:${lc[1]}:${lc[2]}`;
  const pos = /position (\d+)/.exec(message);
  if (!pos) return "";
  const before = text.slice(0, Number(pos[1]));
  const line = before.split("\n").length;
  return `:${line}:${before.length - before.lastIndexOf("\n")}`;
}
