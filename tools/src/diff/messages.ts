/**
 * Comparing a message service (JSON Schemas without an OpenAPI document: the terminal service).
 *
 * Every schema file is a root of its own and is compared once per direction it travels in. The
 * direction comes from reachability: files named `*Request.json` are request roots (app to
 * service), `*Reply.json` / `*Response.json` reply roots (service to app); a file reachable from a
 * request root is compared as a request, from a reply root as a response, from both as both.
 * A file reachable from no root is on no wire (a base model that others copy, say) and is not
 * compared. A service with no root named that way has every file compared both ways (the stricter
 * verdict wins).
 *
 * A root that no other file references (such as the TerminalRequest union) and that appears or
 * disappears is a message added or removed; any other file that appears or disappears shows up
 * where it is referenced (a union's new variant, a new property).
 */
import path from "node:path";
import { isObject } from "../json.ts";
import type { Direction, Tree } from "./model.ts";
import type { Reporter } from "./report.ts";
import { compareSchemas } from "./schema.ts";

const REQUEST_ROOT = /Request\.json$/;
const REPLY_ROOT = /(Reply|Response)\.json$/;

export function compareMessages(base: Tree, head: Tree, service: string, report: Reporter): void {
  const baseFiles = base.messages.get(service) ?? [];
  const headFiles = head.messages.get(service) ?? [];
  const baseGraph = references(base, baseFiles);
  const headGraph = references(head, headFiles);
  const directions = new Map<string, Set<Direction>>();
  for (const graph of [baseGraph, headGraph]) {
    for (const [file, dirs] of reachability(graph)) {
      const set = directions.get(file) ?? new Set<Direction>();
      for (const d of dirs) set.add(d);
      directions.set(file, set);
    }
  }
  const named = [...baseFiles, ...headFiles].some((f) => rootDirection(f) !== undefined);
  const dirsOf = (file: string): Direction[] => {
    if (!named) return ["request", "response"];
    const set = directions.get(file);
    return (["request", "response"] as Direction[]).filter((d) => set?.has(d));
  };
  const isMessage = (file: string) => !named || rootDirection(file) !== undefined;
  const label = (file: string) => `${service} ${path.posix.basename(file)}`;

  for (const file of baseFiles) {
    if (!head.docs.has(file)) {
      if (isMessage(file) && !referenced(baseGraph, file)) {
        for (const d of dirsOf(file)) report.add(`${d}-message-removed`, node(base, file), label(file));
      }
      continue;
    }
    for (const direction of dirsOf(file)) {
      compareSchemas({ base, head, report, direction, stopAtFileRefs: true }, node(base, file), node(head, file), label(file));
    }
  }
  for (const file of headFiles) {
    if (base.docs.has(file) || !isMessage(file) || referenced(headGraph, file)) continue;
    for (const d of dirsOf(file)) report.add(`${d}-message-added`, node(head, file), label(file));
  }
}

/** The direction a file's name makes it a root of, if any. */
function rootDirection(file: string): Direction | undefined {
  const name = path.posix.basename(file);
  return REQUEST_ROOT.test(name) ? "request" : REPLY_ROOT.test(name) ? "response" : undefined;
}

function node(tree: Tree, file: string) {
  return { file, pointer: "", value: tree.docs.get(file) };
}

/** file -> files its `$ref`s point to. */
function references(tree: Tree, files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const out = new Set<string>();
    // iterative: a schema nested thousands of levels deep does not exhaust the call stack
    const work: unknown[] = [tree.docs.get(file)];
    while (work.length) {
      const v = work.pop();
      if (Array.isArray(v)) work.push(...v);
      else if (isObject(v)) {
        for (const [k, x] of Object.entries(v)) {
          if (k === "$ref" && typeof x === "string") {
            const target = x.split("#")[0];
            if (target) out.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), target)));
          } else work.push(x);
        }
      }
    }
    out.delete(file);
    graph.set(file, out);
  }
  return graph;
}

function referenced(graph: Map<string, Set<string>>, file: string): boolean {
  for (const [from, targets] of graph) if (from !== file && targets.has(file)) return true;
  return false;
}

/** The directions each file is reachable in from the request and reply roots. */
function reachability(graph: Map<string, Set<string>>): Map<string, Set<Direction>> {
  const out = new Map<string, Set<Direction>>();
  for (const root of graph.keys()) {
    const direction = rootDirection(root);
    if (!direction) continue;
    const stack = [root];
    const seen = new Set<string>();
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      const set = out.get(f) ?? new Set<Direction>();
      set.add(direction);
      out.set(f, set);
      for (const t of graph.get(f) ?? []) stack.push(t);
    }
  }
  return out;
}
