/**
 * The shapes every part of the schema-diff gate shares: findings, directions, levels, and the
 * in-memory form of a generated/ tree.
 */
import { escapeToken } from "../json-pointer.ts";
import { isObject } from "../json.ts";

export type Level = "breaking" | "warning" | "info";
export type Direction = "request" | "response";

export const LEVELS: readonly Level[] = ["breaking", "warning", "info"];
export const DIRECTIONS: readonly Direction[] = ["request", "response"];

/** Higher is more severe. */
export const SEVERITY: Record<Level, number> = { info: 0, warning: 1, breaking: 2 };

/** One classified contract change. The JSON format prints exactly these keys, in this order. */
export interface Finding {
  rule: string;
  level: Level;
  direction: Direction;
  /** Human path, such as `POST /api/x request body /amount` or `terminal SaleRequest.json /Detail`. */
  location: string;
  /** JSON pointer into HEAD's file (BASE's when the thing was removed), prefixed by the file. */
  pointer: string;
  message: string;
}

/**
 * A generated/ tree in memory. Files are keyed by their path relative to the tree root, with
 * forward slashes (`optimizer/openapi.json`, `terminal/schemas/SaleRequest.json`).
 */
export interface Tree {
  /** How the user named it (`generated`, `git:v1.2.0`): used in messages. */
  label: string;
  /** Parsed JSON of every loaded file. */
  docs: Map<string, unknown>;
  /** Services with an OpenAPI document: service name -> file key. */
  openapi: Map<string, string>;
  /** Message services (JSON Schemas without an OpenAPI document): service name -> file keys. */
  messages: Map<string, string[]>;
  /**
   * Standalone JSON Schemas (a single file given as BASE and HEAD): name -> file key. Compared as
   * one root with every `$ref` followed, in the direction its name gives (single.ts).
   */
  schemas: Map<string, string>;
  /** AsyncAPI documents (a single file given as BASE and HEAD): name -> file key (asyncapi.ts). */
  asyncapi: Map<string, string>;
}

/** A JSON value together with where it lives. */
export interface Node {
  /** File key in the tree. */
  file: string;
  /** JSON pointer inside the file ("" is the root). */
  pointer: string;
  value: unknown;
}

/** The node of a child value. */
export function child(node: Node, ...segments: (string | number)[]): Node {
  let value: unknown = node.value;
  let pointer = node.pointer;
  for (const s of segments) {
    const key = String(s);
    value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
    pointer += `/${escapeToken(key)}`;
  }
  return { file: node.file, pointer, value };
}

/** `file#/pointer`, as findings print it. */
export function where(node: Node): string {
  return `${node.file}#${node.pointer}`;
}

/** Literal text in canonical()'s work stack. */
class Text {
  constructor(readonly text: string) {}
}

/**
 * Stable JSON text for comparing values (object keys sorted). Iterative: a value nested
 * thousands of levels deep does not exhaust the call stack.
 */
export function canonical(v: unknown): string {
  const out: string[] = [];
  const work: unknown[] = [v];
  while (work.length) {
    const x = work.pop();
    if (x instanceof Text) out.push(x.text);
    else if (Array.isArray(x)) {
      work.push(new Text("]"));
      for (let i = x.length - 1; i >= 0; i--) {
        work.push(x[i]);
        if (i > 0) work.push(new Text(","));
      }
      work.push(new Text("["));
    } else if (isObject(x)) {
      const keys = Object.keys(x).sort();
      work.push(new Text("}"));
      for (let i = keys.length - 1; i >= 0; i--) {
        work.push(x[keys[i]!], new Text(`${JSON.stringify(keys[i])}:`));
        if (i > 0) work.push(new Text(","));
      }
      work.push(new Text("{"));
    } else out.push(JSON.stringify(x) ?? "undefined");
  }
  return out.join("");
}

/** A value as a reviewer reads it in a message. */
export function show(v: unknown): string {
  if (v === undefined) return "none";
  return typeof v === "string" ? JSON.stringify(v) : canonical(v);
}
