// The relative-import graph of tools/src, read from the source text (static, dynamic and type-only imports
// and re-exports alike). Used by tools/test/architecture.test.ts (cycles, allowed edges between areas) and
// tools/test/build/makefile-sources.test.ts (what the generators really import).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";

export const SRC = path.join(ROOT, "tools/src");

const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;

/** Every .ts file under tools/src, as a path relative to the repository root, sorted. */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

/** The relative imports of one file (repository-relative targets); comment lines are skipped. */
export function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join("\n");
  const out = new Set<string>();
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1]!;
    if (spec.startsWith(".")) out.add(path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec)));
  }
  return [...out].sort();
}

const TYPE_ONLY = /\b(?:import|export)\s+type\s+(?:\*\s+as\s+\w+|\{[^}]*\})\s+from\s*["']([^"']+)["']/g;

/** The relative imports of one file that bring values (at run time): those only ever imported with `import type` / `export type` left out. */
export function valueImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const typeOnly = new Set<string>();
  for (const m of text.matchAll(TYPE_ONLY)) typeOnly.add(path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), m[1]!)));
  const all = relativeImports(file);
  const stripped = text.replace(TYPE_ONLY, "");
  const values = new Set<string>();
  for (const m of stripped.matchAll(SPECIFIER)) {
    const spec = m[1]!;
    if (spec.startsWith(".")) values.add(path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec)));
  }
  return all.filter((t) => values.has(t) || !typeOnly.has(t));
}

/** The folders whose modules the architecture test reads: the tools and the drift report (which the suite imports). */
export const GRAPH_ROOTS = [SRC, path.join(ROOT, "tools/drift")];

/** file → its relative imports, for every file under tools/src (and, with `roots`, other folders). */
export function importGraph(roots: readonly string[] = [SRC]): Map<string, string[]> {
  return new Map(roots.flatMap((r) => sourceFiles(r)).map((f) => [f, relativeImports(f)]));
}

/**
 * The depth of a folder graph: the number of areas on its longest chain of imports (a leaf alone is
 * 1). The floors of the house, measured with the project's own reader: `depth(areaGraph(importGraph()))`.
 */
export function depth(areas: Map<string, Set<string>>): number {
  const memo = new Map<string, number>();
  const visit = (a: string, stack: Set<string>): number => {
    if (memo.has(a)) return memo.get(a)!;
    if (stack.has(a)) return 0; // a cycle: counted once (the cycle test reports it)
    stack.add(a);
    let d = 1;
    for (const b of areas.get(a) ?? []) d = Math.max(d, 1 + visit(b, stack));
    stack.delete(a);
    memo.set(a, d);
    return d;
  };
  return Math.max(0, ...[...areas.keys()].map((a) => visit(a, new Set())));
}

/** area → the areas it imports (its own left out), from a file graph. */
export function areaGraph(graph: Map<string, string[]>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = areaOf(from);
    if (!out.has(a)) out.set(a, new Set());
    for (const t of targets) if (areaOf(t) !== a && graph.has(t)) out.get(a)!.add(areaOf(t));
  }
  return out;
}

/** Every file reachable from `entry` through relative imports inside tools/src, the entry included, sorted. */
export function closure(graph: Map<string, string[]>, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (f: string): void => {
    if (seen.has(f) || !graph.has(f)) return;
    seen.add(f);
    for (const t of graph.get(f)!) visit(t);
  };
  visit(entry);
  return [...seen].sort();
}

/** The strongly connected components with more than one file (the import cycles), each sorted, by Tarjan. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) strong(v);
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The area of a file: its first folder under tools/src, or its name for a top-level file (`json-pointer`);
 *  outside tools/src, the repository path's first two segments (`generated/…` → `generated`, `tools/test`). */
export function areaOf(file: string): string {
  const rel = path.relative(SRC, path.join(ROOT, file));
  if (rel.startsWith("..")) return file.startsWith("tools/") ? file.split("/").slice(0, 2).join("/") : file.split("/")[0]!;
  const parts = rel.split(path.sep);
  return parts.length === 1 ? parts[0]!.replace(/\.ts$/, "") : parts[0]!;
}
